import { personKeyId } from '@hiring/contracts';
import { removedCounts, type Eraser, type Mailer, type PersonKeys } from '@hiring/service-kit';
import type { IngestedEmailModel } from '../models/ingested-email.model.js';
import type { IngestionOutcomeModel } from '../models/ingestion-outcome.model.js';

/**
 * The ingestion service's part of an erasure: the outcomes attributed to the candidate, and the
 * mailbox records they came from (raw bytes included) down to tombstones; the messages themselves
 * leave the mailbox at the next poll. (This service knows no accounts: messages
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
      ingested_emails: tombstones(stores.emails, emailIds),
    });
    return { ...messages, ...(await removedCounts({ ingestion_outcomes: stores.outcomes.deleteMany({ candidateId: userId }).exec() })) };
  };
}

/**
 * Each message becomes a tombstone: its place in the mailbox (folder, UIDVALIDITY, UID) and
 * nothing else. The poller must still know the UID, or it would take the message again; it
 * deletes the message from the mailbox at its next poll (expungedAt).
 */
async function tombstones(emails: IngestedEmailModel, ids: string[]): Promise<{ modifiedCount: number }> {
  let modifiedCount = 0;
  for (const doc of await emails
    .find({ _id: { $in: ids } }, { mailbox: 1, uidValidity: 1, uid: 1, receivedAt: 1 })
    .lean()
    .exec()) {
    const result = await emails
      .replaceOne(
        { _id: doc._id },
        {
          messageKey: `${doc._id}#erased`,
          mailbox: doc.mailbox,
          uidValidity: doc.uidValidity,
          uid: doc.uid,
          messageId: null,
          forwarderEmail: null,
          forwarderAuthenticatedBy: null,
          subject: '',
          receivedAt: doc.receivedAt,
          sizeBytes: 0,
          status: 'erased',
          reason: null,
          originalIds: [],
          outbox: [],
          outboxAt: null,
          expungedAt: null,
        },
      )
      .exec();
    modifiedCount += result.modifiedCount;
  }
  return { modifiedCount };
}
