import {
  CandidateEmailRemovedV1,
  CandidateEmailVerifiedV1,
  CandidateUnlockedV1,
  CompanyIdentityChangedV1,
  EmailIngestedV1,
  UserRegisteredV1,
} from '@hiring/contracts';
import type { Logger } from '@hiring/service-kit';
import { on, byUser, byCandidate } from '@hiring/service-kit';
import { MAILBOX_VIEW_GROUP, type CandidateMailboxModel } from './models/candidate-mailbox.model.js';
import { handleUserRegistered } from './events/handlers/user-registered.handler.js';
import { handleCandidateEmailRemoved, handleCandidateEmailVerified } from './events/handlers/candidate-email.handler.js';
import { mailboxChangeModel } from './domain/mailbox-changes.js';
import { handleEmailIngested } from './events/handlers/email-ingested.handler.js';
import type { IngestDeps } from './domain/ingest-forwarded-email.service.js';
import type { CompanyInterestModel } from './models/company-interest.model.js';
import { handleCandidateUnlocked } from './events/handlers/candidate-unlocked.handler.js';
import { handleCompanyIdentityChanged } from './events/handlers/company-identity-changed.handler.js';
import type { DirectoryModels } from './models/employer-directory.model.js';
import type { DirectoryChange } from './domain/employer-directory.service.js';

/** The employer directory's consumer: proven companies' identities, and what to do after a change. */
export interface DirectorySubscription {
  directory: DirectoryModels;
  logger: Logger;
  onChange: (change: DirectoryChange) => Promise<unknown>;
}

/** Every event the interviews service consumes. */
export function interviewsSubscriptions(deps: {
  mailboxes: CandidateMailboxModel;
  interest: CompanyInterestModel;
  ingestion?: IngestDeps;
  directory?: DirectorySubscription;
}) {
  // The mailbox view's source records (see mailbox-changes.ts); same connection as the view.
  const mailboxDeps = { mailboxes: deps.mailboxes, changes: mailboxChangeModel(deps.mailboxes.db) };
  return [
    {
      groupId: MAILBOX_VIEW_GROUP,
      handlers: [
        on(UserRegisteredV1, handleUserRegistered(mailboxDeps), byUser),
        on(CandidateEmailVerifiedV1, handleCandidateEmailVerified(mailboxDeps), byCandidate),
        on(CandidateEmailRemovedV1, handleCandidateEmailRemoved(mailboxDeps), byCandidate),
      ],
    },
    { groupId: 'interviews.company-interest', handlers: [on(CandidateUnlockedV1, handleCandidateUnlocked(deps.interest), byCandidate)] },
    // The employer directory's proven companies; a group of its own (a change judges interviews again).
    ...(deps.directory
      ? [{ groupId: 'interviews.employer-directory', handlers: [on(CompanyIdentityChangedV1, handleCompanyIdentityChanged(deps.directory))] }]
      : []),
    // Forwarded emails from the ingestion mailbox; a group of its own, so a slow pipeline run
    // never holds up the mailbox view.
    ...(deps.ingestion ? [{ groupId: 'interviews.ingestion', handlers: [on(EmailIngestedV1, handleEmailIngested(deps.ingestion))] }] : []),
  ];
}
