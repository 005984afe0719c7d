import type { EnvelopeOf, UserRegisteredV1 } from '@hiring/contracts';
import { insertOnce } from '@hiring/service-kit';
import type { EmailClaimModel } from '../../models/email-claim.model.js';
import type { ReferralModel } from '../../models/referral.model.js';
import { markSignedUp } from '../../domain/referrals/referrals.service.js';

/**
 * Every new account (either type): its login address is claimed, so no candidate can verify it as
 * an extra address nor refer it; and referrals of that address (any case: both sides are stored
 * lowercased) become Signed up, as does the one whose link the friend followed (issue 32: a friend
 * who registered with another address left it Invited), unless it is the new account's own.
 */
export function handleUserDirectory(deps: { claims: EmailClaimModel; referrals: ReferralModel }) {
  return async (event: EnvelopeOf<typeof UserRegisteredV1>): Promise<void> => {
    const { payload } = event;
    const email = payload.email.trim().toLowerCase();
    await insertOnce(deps.claims, { _id: email, ownerId: payload.userId, kind: 'login', emailId: null, claimedAt: new Date(payload.registeredAt) });
    const referrals = await deps.referrals.find({ refereeEmail: email }, { _id: 1 }).lean<{ _id: string }[]>().exec();
    const followed = payload.referralId
      ? await deps.referrals.findOne({ referralId: payload.referralId }, { _id: 1, candidateId: 1 }).lean<{ _id: string; candidateId: string }>().exec()
      : null;
    if (followed && followed.candidateId !== payload.userId && !referrals.some((referral) => referral._id === followed._id)) referrals.push(followed);
    for (const referral of referrals) await markSignedUp(deps.referrals, referral._id, payload.userId, new Date(payload.registeredAt));
  };
}
