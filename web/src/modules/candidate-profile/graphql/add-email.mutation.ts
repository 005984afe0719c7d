import { graphql } from '../../../generated';

/** Adds a pending address and mails its code; answers with the address (the caller lists it). */
export const ADD_EMAIL = graphql(`
  mutation AddEmail($email: String) {
    addEmail(email: $email) {
      success
      message
      email {
        ...VerifiedEmailFields
      }
    }
  }
`);
