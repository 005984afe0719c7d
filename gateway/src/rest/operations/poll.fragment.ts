import { graphql } from '../generated/gql.js';

/** A poll as the REST answers report it: the shared fields (graphql/shared) and the two counts only the REST contract has. */
export const POLL_FIELDS = graphql(`
  fragment PollFields on EmailIngestionPoll {
    ...EmailIngestionPollFields
    takenElsewhere
    remaining
  }
`);
