import { graphql } from '../generated/gql.js';

export const VERIFIED_EMAIL_FIELDS = graphql(`
  fragment VerifiedEmailFields on VerifiedEmail {
    id
    email
    isPrimary
    verified
    verifiedAt
    canRemove
  }
`);
