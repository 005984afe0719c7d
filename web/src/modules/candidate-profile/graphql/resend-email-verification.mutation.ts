import { graphql } from '../../../generated';

export const RESEND_EMAIL_VERIFICATION = graphql(`
  mutation ResendEmailVerification($email: String) {
    resendEmailVerification(email: $email) {
      success
      message
    }
  }
`);
