import { graphql } from '../../../generated';

export const RESET_PASSWORD = graphql(`
  mutation ResetPassword($email: String, $code: String, $newPassword: String) {
    resetPassword(email: $email, code: $code, newPassword: $newPassword) {
      success
      message
    }
  }
`);
