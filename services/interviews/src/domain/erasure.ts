import type { Model } from 'mongoose';
import { removedCounts, type Eraser, type SlotCounter } from '@hiring/service-kit';
import type { InterviewModel } from '../models/interview.model.js';
import type { InterviewProcessModel } from '../models/process.model.js';
import type { EmailClaimModel, EmailConflict } from '../models/email-claim.model.js';
import type { CandidateMailboxModel } from '../models/candidate-mailbox.model.js';
import type { CompanyInterestModel } from '../models/company-interest.model.js';
import type { IngestedEmailOutcomeModel } from '../models/ingested-email-outcome.model.js';
import type { DirectoryModels } from '../models/employer-directory.model.js';
import type { MailboxChangeModel } from './mailbox-changes.js';

interface InterviewStores {
  interviews: InterviewModel;
  processes: InterviewProcessModel;
  claims: EmailClaimModel;
  conflicts: Model<EmailConflict>;
  mailboxes: CandidateMailboxModel;
  changes: MailboxChangeModel;
  interest: CompanyInterestModel;
  outcomes: IngestedEmailOutcomeModel;
  directory: DirectoryModels;
  slots: Pick<SlotCounter, 'forget'>;
}

/**
 * The interviews service's part of an erasure: every interview (hard, deleted ones too) with its
 * facts, notes and verification, the processes, the email claims (so the same emails may be
 * uploaded again by a new account), conflicts on either side, the mailbox and its change log,
 * the unlock counts and the ingestion outcomes. For a company user, its directory entry keeps the
 * proven domains (interviews other people uploaded still rest on them) without the work addresses.
 */
export function interviewsErasure(stores: InterviewStores): Eraser {
  return async ({ userId }) => {
    // Before the mailbox goes: its addresses name the person's upload limits (`ingest-sender:<address>`).
    const mailbox = await stores.mailboxes.findById(userId, { addresses: 1 }).lean<{ addresses: { email: string }[] }>().exec();
    return removedCounts({
      limit_slots: stores.slots.forget((mailbox?.addresses ?? []).map((address) => address.email)).then((deletedCount) => ({ deletedCount })),
      interviews: stores.interviews.deleteMany({ candidateId: userId }).exec(),
      interview_processes: stores.processes.deleteMany({ candidateId: userId }).exec(),
      email_claims: stores.claims.deleteMany({ candidateId: userId }).exec(),
      email_conflicts: stores.conflicts.deleteMany({ $or: [{ ownerCandidateId: userId }, { otherCandidateId: userId }] }).exec(),
      candidate_mailboxes: stores.mailboxes.deleteMany({ _id: userId }).exec(),
      candidate_mailbox_changes: stores.changes.deleteMany({ candidateId: userId }).exec(),
      company_interest: stores.interest.deleteMany({ candidateId: userId }).exec(),
      ingested_email_outcomes: stores.outcomes.deleteMany({ candidateId: userId }).exec(),
      employer_directory: stores.directory.entries.updateMany({ _id: `company:${userId}`, addresses: { $ne: [] } }, { $set: { addresses: [] } }).exec(),
    });
  };
}
