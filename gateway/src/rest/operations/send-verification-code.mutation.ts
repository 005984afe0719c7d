import { graphql } from '../generated/gql.js';

export const SEND_VERIFICATION_CODE = graphql(`
  mutation SendVerificationCode($input: SendVerificationCodeInput!) {
    sendVerificationCode(input: $input) {
      message
      tempAccessToken
    }
  }
`);
