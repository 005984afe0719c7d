import { graphql } from '../generated/gql.js';

export const VERIFIED_EMAILS = graphql(`
  query VerifiedEmails {
    myVerifiedEmails {
      maxEmails
      verifiedEmails: emails {
        ...VerifiedEmailFields
      }
    }
  }
`);
