import { Schema, type Connection, type Model } from 'mongoose';
import { outboxPlugin, type OutboxMethods, type WithOutbox } from '@hiring/service-kit';

export type VerifiedEmailStatus = 'pending' | 'verified' | 'removed';

/**
 * One extra address a candidate added (the login address is not stored here: it comes with the
 * account). A removal is a status change, not a delete, because CandidateEmailRemoved must be
 * stored in the same write; re-adding the address later makes a new record with a new id.
 */
export interface VerifiedEmail {
  /** A uuid: the `id` of the verified email entity and the `emailId` of its events. */
  _id: string;
  candidateId: string;
  /** Lowercased. */
  email: string;
  status: VerifiedEmailStatus;
  createdAt: Date;
  verifiedAt: Date | null;
  removedAt: Date | null;
}

export type VerifiedEmailModel = Model<WithOutbox<VerifiedEmail>, object, OutboxMethods>;

const schema = new Schema<WithOutbox<VerifiedEmail>, VerifiedEmailModel, OutboxMethods>(
  {
    _id: { type: String, required: true },
    candidateId: { type: String, required: true, index: true },
    email: { type: String, required: true },
    status: { type: String, enum: ['pending', 'verified', 'removed'], required: true },
    createdAt: { type: Date, required: true },
    verifiedAt: { type: Date, default: null },
    removedAt: { type: Date, default: null },
  },
  { versionKey: false },
);
schema.plugin(outboxPlugin);

export function verifiedEmailModel(connection: Connection): VerifiedEmailModel {
  return connection.model<WithOutbox<VerifiedEmail>, VerifiedEmailModel>('VerifiedEmail', schema, 'verified_emails');
}
