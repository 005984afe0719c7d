import { removedCounts, type Eraser, type Mailer, type OneTimeCodeModel } from '@hiring/service-kit';
import type { CandidateProfileModel } from '../models/candidate-profile.model.js';
import type { ProfileRevisionModel } from '../models/profile-revision.model.js';
import type { VerifiedEmailModel } from '../models/verified-email.model.js';
import type { EmailSlotModel } from '../models/email-slot.model.js';
import type { EmailClaimModel } from '../models/email-claim.model.js';
import type { ReferralModel } from '../models/referral.model.js';
import type { UnlockNoticeModel } from '../models/unlock-notice.model.js';

interface CandidateStores {
  heads: CandidateProfileModel;
  revisions: ProfileRevisionModel;
  emails: VerifiedEmailModel;
  slots: EmailSlotModel;
  claims: EmailClaimModel;
  referrals: ReferralModel;
  unlocks: UnlockNoticeModel;
  codes: OneTimeCodeModel;
  mailer: Pick<Mailer, 'forget'>;
}

/**
 * The candidate service's part of an erasure: the profile and every revision, the addresses and
 * their claims (so another account may take them), the referrals with their referees' names and
 * addresses, the unlock notices and the address codes. A company user has only a login claim here.
 */
export function candidateErasure(stores: CandidateStores): Eraser {
  return async ({ userId }) => {
    // Whom this service mailed for the person (address codes, unlock notices, referrals), before those rows go.
    const [emails, referrals] = await Promise.all([
      stores.emails.find({ candidateId: userId }, { email: 1 }).lean().exec(),
      stores.referrals.find({ candidateId: userId }, { refereeEmail: 1 }).lean().exec(),
    ]);
    return removedCounts({
      mail_outbox: stores.mailer
        .forget([...emails.map((row) => row.email), ...referrals.map((row) => row.refereeEmail)])
        .then((deletedCount) => ({ deletedCount })),
      candidate_profile_revisions: stores.revisions.deleteMany({ candidateId: userId }).exec(),
      candidate_profiles: stores.heads.deleteMany({ _id: userId }).exec(),
      verified_emails: stores.emails.deleteMany({ candidateId: userId }).exec(),
      verified_email_slots: stores.slots.deleteMany({ candidateId: userId }).exec(),
      email_claims: stores.claims.deleteMany({ ownerId: userId }).exec(),
      referrals: stores.referrals.deleteMany({ candidateId: userId }).exec(),
      unlock_notices: stores.unlocks.deleteMany({ candidateId: userId }).exec(),
      one_time_codes: stores.codes.deleteMany({ scope: userId }).exec(),
    });
  };
}
