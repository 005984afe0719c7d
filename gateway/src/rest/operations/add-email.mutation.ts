import { graphql } from '../generated/gql.js';

export const ADD_EMAIL = graphql(`
  mutation AddEmail($email: String) {
    addEmail(email: $email) {
      message
      email {
        ...VerifiedEmailFields
      }
    }
  }
`);
