import { graphql } from '../../../generated';

/** Answers only true: the history in the cache is updated by the caller. */
export const DELETE_INTERVIEW = graphql(`
  mutation DeleteInterview($id: ID!) {
    deleteInterview(id: $id)
  }
`);
