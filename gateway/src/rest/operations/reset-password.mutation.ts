import { graphql } from '../generated/gql.js';

export const RESET_PASSWORD = graphql(`
  mutation ResetPassword($email: String, $code: String, $newPassword: String) {
    resetPassword(email: $email, code: $code, newPassword: $newPassword) {
      message
    }
  }
`);
