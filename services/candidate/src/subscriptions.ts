import { CandidateUnlockedV1, ReferralSentV1, UserRegisteredV1 } from '@hiring/contracts';
import { on, type Mailer, byUser, byCandidate } from '@hiring/service-kit';
import { CANDIDATE_PROFILES_GROUP, type ProfileStore } from './domain/profile/profile-store.js';
import type { EmailClaimModel } from './models/email-claim.model.js';
import type { ReferralModel } from './models/referral.model.js';
import type { UnlockNoticeModel } from './models/unlock-notice.model.js';
import { handleUserRegistered } from './events/handlers/user-registered.handler.js';
import { handleUserDirectory } from './events/handlers/user-directory.handler.js';
import { handleReferralSent } from './events/handlers/referral-sent.handler.js';
import { handleCandidateUnlocked } from './events/handlers/candidate-unlocked.handler.js';

export interface SubscriptionDeps {
  profiles: ProfileStore;
  claims: EmailClaimModel;
  referrals: ReferralModel;
  unlocks: UnlockNoticeModel;
  mailer: Mailer;
  publicUrl: string;
}

/** Every event the candidate service consumes, one consumer group per purpose. */
export function candidateSubscriptions(deps: SubscriptionDeps) {
  return [
    { groupId: CANDIDATE_PROFILES_GROUP, handlers: [on(UserRegisteredV1, handleUserRegistered(deps.profiles), byUser)] },
    { groupId: 'candidate.directory', handlers: [on(UserRegisteredV1, handleUserDirectory(deps), byUser)] },
    {
      groupId: 'candidate.notifications',
      handlers: [on(ReferralSentV1, handleReferralSent(deps)), on(CandidateUnlockedV1, handleCandidateUnlocked(deps), byCandidate)],
    },
  ];
}
