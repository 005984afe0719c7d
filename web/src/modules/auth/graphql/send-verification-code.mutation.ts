import { graphql } from '../../../generated';

export const SEND_VERIFICATION_CODE = graphql(`
  mutation SendVerificationCode($input: SendVerificationCodeInput!) {
    sendVerificationCode(input: $input) {
      success
      message
    }
  }
`);
