import type { EventDefinition } from './envelope.js';
import { UserRegisteredV1 } from './events/auth/user-registered.v1.js';
import { EmailVerifiedV1 } from './events/auth/email-verified.v1.js';
import { PasswordChangedV1 } from './events/auth/password-changed.v1.js';
import { EmailIngestedV1 } from './events/ingestion/email-ingested.v1.js';
import { IngestedEmailProcessedV1 } from './events/ingestion/ingested-email-processed.v1.js';
import { InterviewUploadedV1 } from './events/interviews/interview-uploaded.v1.js';
import { InterviewUpdatedV1 } from './events/interviews/interview-updated.v1.js';
import { InterviewDeletedV1 } from './events/interviews/interview-deleted.v1.js';
import { CandidateProfileUpdatedV1 } from './events/candidate/candidate-profile-updated.v1.js';
import { CandidateEmailVerifiedV1 } from './events/candidate/candidate-email-verified.v1.js';
import { CandidateEmailRemovedV1 } from './events/candidate/candidate-email-removed.v1.js';
import { ReferralSentV1 } from './events/candidate/referral-sent.v1.js';
import { TokensGrantedV1 } from './events/billing/tokens-granted.v1.js';
import { TokensRevokedV1 } from './events/billing/tokens-revoked.v1.js';
import { SubscriptionChangedV1 } from './events/billing/subscription-changed.v1.js';
import { CandidateUnlockedV1 } from './events/company/candidate-unlocked.v1.js';
import { TokensSpentV1 } from './events/company/tokens-spent.v1.js';
import { CompanyIdentityChangedV1 } from './events/company/company-identity-changed.v1.js';
import { ErasureRequestedV1 } from './events/privacy/erasure-requested.v1.js';
import { ErasureCompletedV1 } from './events/privacy/erasure-completed.v1.js';

/** Every event the system knows, in one place: the registry that topic creation and docs read. */
export const ALL_EVENTS: readonly EventDefinition[] = [
  UserRegisteredV1,
  EmailVerifiedV1,
  PasswordChangedV1,
  EmailIngestedV1,
  IngestedEmailProcessedV1,
  InterviewUploadedV1,
  InterviewUpdatedV1,
  InterviewDeletedV1,
  CandidateProfileUpdatedV1,
  CandidateEmailVerifiedV1,
  CandidateEmailRemovedV1,
  ReferralSentV1,
  TokensGrantedV1,
  TokensRevokedV1,
  SubscriptionChangedV1,
  CandidateUnlockedV1,
  TokensSpentV1,
  CompanyIdentityChangedV1,
  ErasureRequestedV1,
  ErasureCompletedV1,
];

export const ALL_TOPICS: readonly string[] = ALL_EVENTS.map((event) => event.topic);

const BY_TOPIC = new Map(ALL_EVENTS.map((event) => [event.topic, event]));

/** The definition of the event a topic carries (the outbox relay knows entries by topic). */
export function eventOfTopic(topic: string): EventDefinition | undefined {
  return BY_TOPIC.get(topic);
}

/** Where a consumer parks a message it could not handle after its retries. */
export function deadLetterTopic(topic: string): string {
  return `${topic}.dlt`;
}
