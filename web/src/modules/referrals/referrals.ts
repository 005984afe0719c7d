import type { SendReferralMutation } from '../../generated/graphql';

/** What the referral slots show of a referral. */
export type Referral = Pick<SendReferralMutation['sendReferral']['referral'], 'id' | 'refereeFirstName' | 'refereeLastName' | 'hasSignedUp'>;

/** Slot status as the checklist shows it. */
export function referralStatus(referral: Referral): 'Signed up' | 'Invited' {
  return referral.hasSignedUp ? 'Signed up' : 'Invited';
}
