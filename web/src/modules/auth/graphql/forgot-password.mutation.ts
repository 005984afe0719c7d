import { graphql } from '../../../generated';

export const FORGOT_PASSWORD = graphql(`
  mutation ForgotPassword($email: String) {
    forgotPassword(email: $email) {
      success
      message
    }
  }
`);
