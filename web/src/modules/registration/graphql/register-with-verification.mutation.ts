import { graphql } from '../../../generated';

/** The company's final step; sent with the temporary registration token. */
export const REGISTER_WITH_VERIFICATION = graphql(`
  mutation RegisterWithVerification($input: RegisterWithVerificationInput!) {
    registerWithVerification(input: $input) {
      accessToken
      user {
        ...SessionUser
      }
    }
  }
`);
