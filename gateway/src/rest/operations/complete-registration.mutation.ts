import { graphql } from '../generated/gql.js';

export const COMPLETE_REGISTRATION = graphql(`
  mutation CompleteRegistration($input: CompleteRegistrationInput!) {
    completeRegistration(input: $input) {
      accessToken
      user {
        ...SessionUser
      }
    }
  }
`);
