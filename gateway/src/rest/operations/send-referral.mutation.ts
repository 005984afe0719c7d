import { graphql } from '../generated/gql.js';

export const SEND_REFERRAL = graphql(`
  mutation SendReferral($input: ReferralInput!) {
    sendReferral(input: $input) {
      message
      referral {
        ...ReferralFields
      }
    }
  }
`);
