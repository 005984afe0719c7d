import { graphql } from '../generated/gql.js';

export const DELETE_INTERVIEW = graphql(`
  mutation DeleteInterview($id: ID!) {
    deleteInterview(id: $id)
  }
`);
