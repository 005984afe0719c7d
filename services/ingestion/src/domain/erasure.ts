import { personKeyId } from '@hiring/contracts';
import { removedCounts, type Eraser, type Mailer, type PersonKeys } from '@hiring/service-kit';
import type { IngestedEmailModel } from '../models/ingested-email.model.js';
import type { IngestionOutcomeModel } from '../models/ingestion-outcome.model.js';

/**
 * The ingestion service's part of an erasure: the outcomes attributed to the candidate and the
 * mailbox records they came from, raw bytes included. (This service knows no accounts: messages
 * no outcome named are strangers' and go with the retention sweep.)
 */
export function ingestionErasure(stores: {
  emails: IngestedEmailModel;
  outcomes: IngestionOutcomeModel;
  keys: PersonKeys;
  mailer: Pick<Mailer, 'forget'>;
}): Eraser {
  return async ({ userId }) => {
    const outcomes = await stores.outcomes.find({ candidateId: userId }, { ingestedEmailId: 1 }).lean().exec();
    const emailIds = [...new Set(outcomes.map((outcome) => outcome.ingestedEmailId))];
    const forwarders = emailIds.length
      ? (
          await stores.emails
            .find({ _id: { $in: emailIds } }, { forwarderEmail: 1 })
            .lean()
            .exec()
        ).flatMap((email) => (email.forwarderEmail ? [email.forwarderEmail] : []))
      : [];
    // The messages first: a crash between the two leaves the outcomes, which find them again.
    const messages = await removedCounts({
      // The replies to the person's forwarding addresses, in the dev outbox.
      mail_outbox: stores.mailer.forget(forwarders).then((deletedCount) => ({ deletedCount })),
      // Their EmailIngested and outcome events on Kafka become unreadable.
      message_keys: stores.keys.shred(emailIds.map(personKeyId.message)).then((deletedCount) => ({ deletedCount })),
      ingested_emails: emailIds.length ? stores.emails.deleteMany({ _id: { $in: emailIds } }).exec() : Promise.resolve({ deletedCount: 0 }),
    });
    return { ...messages, ...(await removedCounts({ ingestion_outcomes: stores.outcomes.deleteMany({ candidateId: userId }).exec() })) };
  };
}
