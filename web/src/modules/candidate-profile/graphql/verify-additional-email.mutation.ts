import { graphql } from '../../../generated';

/** Answers with the address, now verified: the cache updates its row. */
export const VERIFY_ADDITIONAL_EMAIL = graphql(`
  mutation VerifyAdditionalEmail($email: String, $code: String) {
    verifyAdditionalEmail(email: $email, code: $code) {
      success
      message
      email {
        ...VerifiedEmailFields
      }
    }
  }
`);
