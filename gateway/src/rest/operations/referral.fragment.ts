import { graphql } from '../generated/gql.js';

export const REFERRAL_FIELDS = graphql(`
  fragment ReferralFields on Referral {
    id
    refereeFirstName
    refereeLastName
    refereeEmail
    hasSignedUp
    sentAt
  }
`);
