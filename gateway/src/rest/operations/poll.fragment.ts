import { graphql } from '../generated/gql.js';

export const POLL_FIELDS = graphql(`
  fragment PollFields on EmailIngestionPoll {
    startedAt
    finishedAt
    newMessages
    forwarded
    ignored
    duplicates
    takenElsewhere
    failed
    remaining
    error
  }
`);
