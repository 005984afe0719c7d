import { exportRecord, exportRecords } from '@hiring/service-kit';
import type { PersonalDataSection } from '@hiring/contracts';
import type { CandidateProfileModel } from '../models/candidate-profile.model.js';
import type { ProfileRevisionModel } from '../models/profile-revision.model.js';
import type { VerifiedEmailModel } from '../models/verified-email.model.js';
import type { ReferralModel } from '../models/referral.model.js';
import type { UnlockNoticeModel } from '../models/unlock-notice.model.js';

interface CandidateStores {
  heads: CandidateProfileModel;
  revisions: ProfileRevisionModel;
  emails: VerifiedEmailModel;
  referrals: ReferralModel;
  unlocks: UnlockNoticeModel;
}

/**
 * The candidate service's section of a person's export (docs/decisions/privacy-rights.md#candidate-hm_candidate):
 * the profile as it is now (the newest revision, which is the truth; the cached head only for a
 * profile from before revisions), every revision, the extra addresses, referrals and unlocks.
 */
export function candidatePersonalData(stores: CandidateStores) {
  return async (userId: string): Promise<PersonalDataSection<'candidate'>> => {
    const [revisions, head, emails, referrals, unlocks] = await Promise.all([
      stores.revisions.find({ candidateId: userId }, { outbox: 0 }).sort({ revision: 1 }).lean().exec(),
      stores.heads.findById(userId).lean().exec(),
      stores.emails.find({ candidateId: userId }).sort({ createdAt: 1 }).lean().exec(),
      stores.referrals.find({ candidateId: userId }).sort({ createdAt: 1 }).lean().exec(),
      stores.unlocks.find({ candidateId: userId }).sort({ unlockedAt: 1 }).lean().exec(),
    ]);
    const newest = revisions.at(-1);
    return {
      profile: newest ? exportRecord({ _id: userId, revision: newest.revision, ...newest.data }) : head ? exportRecord(head) : null,
      profileRevisions: exportRecords(revisions),
      verifiedEmails: exportRecords(emails),
      referrals: exportRecords(referrals),
      unlockedBy: exportRecords(unlocks),
    };
  };
}
