import { graphql } from '../generated/gql.js';

export const VERIFY_ADDITIONAL_EMAIL = graphql(`
  mutation VerifyAdditionalEmail($email: String, $code: String) {
    verifyAdditionalEmail(email: $email, code: $code) {
      message
      email {
        ...VerifiedEmailFields
      }
    }
  }
`);
