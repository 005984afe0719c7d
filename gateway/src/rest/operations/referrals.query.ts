import { graphql } from '../generated/gql.js';

export const REFERRALS = graphql(`
  query Referrals {
    myReferrals {
      count
      maxReferrals
      referrals {
        ...ReferralFields
      }
    }
  }
`);
