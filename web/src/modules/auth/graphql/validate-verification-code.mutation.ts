import { graphql } from '../../../generated';

/** Gives the temporary registration token once the code matched. */
export const VALIDATE_VERIFICATION_CODE = graphql(`
  mutation ValidateVerificationCode($input: ValidateVerificationCodeInput!) {
    validateVerificationCode(input: $input) {
      success
      message
      tempAccessToken
    }
  }
`);
