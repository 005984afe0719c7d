import { graphql } from '../../../generated';

/** The candidate's addresses, the primary one first. */
export const VERIFIED_EMAILS = graphql(`
  query VerifiedEmails {
    myVerifiedEmails {
      maxEmails
      emails {
        ...VerifiedEmailFields
      }
    }
  }
`);
