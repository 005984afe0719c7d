import { graphql } from '../../../generated';

/** Answers only with a text: the caller drops the address from the cache. */
export const REMOVE_EMAIL = graphql(`
  mutation RemoveEmail($id: ID!) {
    removeEmail(id: $id) {
      success
      message
    }
  }
`);
