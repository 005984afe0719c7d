import { graphql } from '../generated/gql.js';

export const REMOVE_EMAIL = graphql(`
  mutation RemoveEmail($id: ID!) {
    removeEmail(id: $id) {
      message
    }
  }
`);
