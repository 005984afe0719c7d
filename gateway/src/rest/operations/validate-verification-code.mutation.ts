import { graphql } from '../generated/gql.js';

export const VALIDATE_VERIFICATION_CODE = graphql(`
  mutation ValidateVerificationCode($input: ValidateVerificationCodeInput!) {
    validateVerificationCode(input: $input) {
      message
      tempAccessToken
    }
  }
`);
