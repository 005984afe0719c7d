import { graphql } from '../../../generated';

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
