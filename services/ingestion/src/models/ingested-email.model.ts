import { Schema, type Connection, type Model } from 'mongoose';
import { outboxPlugin, type OutboxMethods, type WithOutbox } from '@hiring/service-kit';

/** `erased`: a tombstone (ids only) of a message whose person deleted their account. */
export type IngestedEmailStatus = 'forwarded' | 'ignored' | 'duplicate' | 'erased';

/**
 * One message taken from the ingestion mailbox, inserted once. Two unique keys make "once" hold
 * across polls, triggers, replicas and restarts without a check-then-write:
 * - `_id` = `<mailbox>#<UIDVALIDITY>#<UID>`: this mailbox message;
 * - `messageKey` = `<mailbox>#<Message-ID>` (or the sha256 of the bytes without one): the same
 *   message seen again under another UID (a rebuilt folder gets a new UIDVALIDITY) is a
 *   `duplicate`, recorded under its UID with a key of its own so it is not read again.
 * A forwarded message carries its EmailIngested events (one per original) in the same insert.
 */
export interface IngestedEmail {
  _id: string;
  messageKey: string;
  mailbox: string;
  uidValidity: string;
  uid: number;
  messageId: string | null;
  /** From of the forward, lowercased; null when the message had none. */
  forwarderEmail: string | null;
  forwarderAuthenticatedBy: 'dmarc' | 'dkim' | 'spf' | null;
  subject: string;
  receivedAt: Date;
  sizeBytes: number;
  status: IngestedEmailStatus;
  /** Why an ignored message was left (logged too). */
  reason: string | null;
  /** Ids of the EmailIngested events' aggregates: `<_id>#<index>` per original. */
  originalIds: string[];
  /** When the message was deleted from the mailbox (past retention, or erased: the next poll). */
  expungedAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type IngestedEmailModel = Model<WithOutbox<IngestedEmail>, object, OutboxMethods>;

const schema = new Schema<WithOutbox<IngestedEmail>, IngestedEmailModel, OutboxMethods>(
  {
    _id: { type: String, required: true },
    messageKey: { type: String, required: true },
    mailbox: { type: String, required: true },
    uidValidity: { type: String, required: true },
    uid: { type: Number, required: true },
    messageId: { type: String, default: null },
    forwarderEmail: { type: String, default: null },
    forwarderAuthenticatedBy: { type: String, default: null },
    subject: { type: String, default: '' },
    receivedAt: { type: Date, required: true },
    sizeBytes: { type: Number, required: true },
    status: { type: String, enum: ['forwarded', 'ignored', 'duplicate', 'erased'], required: true },
    reason: { type: String, default: null },
    originalIds: { type: [String], default: [] },
    expungedAt: { type: Date, default: undefined },
  },
  { timestamps: true, versionKey: false },
);
schema.plugin(outboxPlugin);
schema.index({ messageKey: 1 }, { unique: true });
schema.index({ mailbox: 1, uidValidity: 1 });

export function ingestedEmailModel(connection: Connection): IngestedEmailModel {
  return connection.model<WithOutbox<IngestedEmail>, IngestedEmailModel>('IngestedEmail', schema, 'ingested_emails');
}
