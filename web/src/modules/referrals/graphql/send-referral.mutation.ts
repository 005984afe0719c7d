import { graphql } from '../../../generated';

/** Invites a friend; the answer's text is the success notice, the referral the new slot. */
export const SEND_REFERRAL = graphql(`
  mutation SendReferral($input: ReferralInput!) {
    sendReferral(input: $input) {
      success
      message
      referral {
        ...ReferralFields
      }
    }
  }
`);
