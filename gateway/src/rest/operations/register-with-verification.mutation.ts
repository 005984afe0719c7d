import { graphql } from '../generated/gql.js';

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
