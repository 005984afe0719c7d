import { graphql } from '../../../generated';

/** The candidate's final step; sent with the temporary registration token. */
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
