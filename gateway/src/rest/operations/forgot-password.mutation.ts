import { graphql } from '../generated/gql.js';

export const FORGOT_PASSWORD = graphql(`
  mutation ForgotPassword($email: String) {
    forgotPassword(email: $email) {
      message
    }
  }
`);
