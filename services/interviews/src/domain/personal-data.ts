import { exportRecord, exportRecords } from '@hiring/service-kit';
import type { PersonalDataSection } from '@hiring/contracts';
import type { InterviewModel } from '../models/interview.model.js';
import type { InterviewProcessModel } from '../models/process.model.js';
import type { Model } from 'mongoose';
import type { EmailConflict } from '../models/email-claim.model.js';
import type { CandidateMailboxModel } from '../models/candidate-mailbox.model.js';
import type { CompanyInterestModel } from '../models/company-interest.model.js';
import type { IngestedEmailOutcomeModel } from '../models/ingested-email-outcome.model.js';
import type { DirectoryModels } from '../models/employer-directory.model.js';

interface InterviewStores {
  interviews: InterviewModel;
  processes: InterviewProcessModel;
  conflicts: Model<EmailConflict>;
  mailboxes: CandidateMailboxModel;
  interest: CompanyInterestModel;
  outcomes: IngestedEmailOutcomeModel;
  directory: DirectoryModels;
}

/**
 * The interviews service's section of a person's export (docs/decisions/privacy-rights.md#interviews-hm_interviews):
 * every interview (deleted ones keep `deletedAt`) with its facts, notes and verification; for a
 * company, the work addresses its directory entry knows.
 */
export function interviewsPersonalData(stores: InterviewStores) {
  return async (userId: string): Promise<PersonalDataSection<'interviews'>> => {
    const [interviews, processes, conflicts, mailbox, interest, outcomes, directory] = await Promise.all([
      stores.interviews.find({ candidateId: userId }, { outbox: 0 }).sort({ createdAt: 1 }).lean().exec(),
      stores.processes.find({ candidateId: userId }).lean().exec(),
      stores.conflicts
        .find({ $or: [{ ownerCandidateId: userId }, { otherCandidateId: userId }] })
        .lean()
        .exec(),
      stores.mailboxes.findById(userId).lean().exec(),
      stores.interest.find({ candidateId: userId }).lean().exec(),
      stores.outcomes.find({ candidateId: userId }).lean().exec(),
      stores.directory.entries
        .find({ _id: `company:${userId}` })
        .lean()
        .exec(),
    ]);
    return {
      interviews: exportRecords(interviews),
      processes: exportRecords(processes),
      // The other account of a conflict is a person too: never its id, and the file name (of the
      // refused upload) only to the one who sent it.
      emailConflicts: conflicts.map((conflict) => {
        const uploadedFirst = conflict.ownerCandidateId === userId;
        return exportRecord({ _id: conflict._id, uploadedFirst, filename: uploadedFirst ? null : conflict.filename, createdAt: conflict.createdAt });
      }),
      mailbox: mailbox ? exportRecord(mailbox) : null,
      companyInterest: exportRecords(interest),
      ingestedEmailOutcomes: exportRecords(outcomes),
      employerDirectory: exportRecords(directory),
    };
  };
}
