import { exportRecords } from '@hiring/service-kit';
import type { PersonalDataSection } from '@hiring/contracts';
import type { IngestedEmailModel } from '../models/ingested-email.model.js';
import type { IngestionOutcomeModel } from '../models/ingestion-outcome.model.js';

/**
 * The ingestion service's section of a person's export (docs/decisions/privacy-rights.md#ingestion-hm_ingestion):
 * the outcomes the interviews service attributed to the candidate and the mailbox records they
 * came from. This service knows no accounts, so a message is the person's only once an outcome
 * named them; the raw bytes (in the record's outbox for at most 72 h) are not part of it.
 */
export function ingestionPersonalData(stores: { emails: IngestedEmailModel; outcomes: IngestionOutcomeModel }) {
  return async (userId: string): Promise<PersonalDataSection<'ingestion'>> => {
    const outcomes = await stores.outcomes.find({ candidateId: userId }).sort({ processedAt: 1 }).lean().exec();
    const emailIds = [...new Set(outcomes.map((outcome) => outcome.ingestedEmailId))];
    const emails = emailIds.length
      ? await stores.emails
          .find({ _id: { $in: emailIds } })
          .sort({ receivedAt: 1 })
          .lean()
          .exec()
      : [];
    return { forwardedEmails: exportRecords(emails), outcomes: exportRecords(outcomes) };
  };
}
