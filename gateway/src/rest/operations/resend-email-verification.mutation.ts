import { graphql } from '../generated/gql.js';

export const RESEND_EMAIL_VERIFICATION = graphql(`
  mutation ResendEmailVerification($email: String) {
    resendEmailVerification(email: $email) {
      message
    }
  }
`);
