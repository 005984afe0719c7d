import { Schema, type Connection, type Model } from 'mongoose';

/**
 * The "at most 3 addresses, the login address included" rule under concurrency: an extra address
 * holds one of the candidate's numbered slots (`<candidateId>#2`, `#3`; the login address is #1),
 * taken with an insert, so two racing adds cannot both take the last slot. The unique
 * `(candidateId, email)` index stops the same address being added twice. A slot is deleted when
 * its address is removed; one left behind by a crash (its record removed) is reclaimed.
 */
export interface EmailSlot {
  _id: string;
  candidateId: string;
  email: string;
  emailId: string;
  createdAt: Date;
}

export type EmailSlotModel = Model<EmailSlot>;

const schema = new Schema<EmailSlot>(
  {
    _id: { type: String, required: true },
    candidateId: { type: String, required: true, index: true },
    email: { type: String, required: true },
    emailId: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
schema.index({ candidateId: 1, email: 1 }, { unique: true });

export function emailSlotModel(connection: Connection): EmailSlotModel {
  return connection.model<EmailSlot>('EmailSlot', schema, 'verified_email_slots');
}
