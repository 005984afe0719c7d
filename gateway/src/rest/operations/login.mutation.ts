import { graphql } from '../generated/gql.js';

export const LOGIN = graphql(`
  mutation Login($email: String, $password: String) {
    login(email: $email, password: $password) {
      accessToken
      user {
        ...SessionUser
      }
    }
  }
`);
