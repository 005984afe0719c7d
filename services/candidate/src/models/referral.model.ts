import { Schema, type Connection, type Model } from 'mongoose';
import { outboxPlugin, type OutboxMethods, type WithOutbox } from '@hiring/service-kit';

/**
 * A friend a candidate invited. The "at most 3" rule holds under concurrency because a referral
 * is an insert into one of the candidate's numbered slots (`_id` = `<candidateId>#1..3`), and the
 * unique `(candidateId, refereeEmail)` index refuses the same friend twice. The insert carries
 * ReferralSent, from which the invitation is mailed.
 */
export interface Referral {
  _id: string;
  /** A uuid: the referral's public id (the registration link carries it). */
  referralId: string;
  candidateId: string;
  /** Lowercased. */
  refereeEmail: string;
  refereeFirstName: string;
  refereeLastName: string;
  sentAt: Date;
  signedUpAt: Date | null;
  signedUpUserId: string | null;
}

export type ReferralModel = Model<WithOutbox<Referral>, object, OutboxMethods>;

const schema = new Schema<WithOutbox<Referral>, ReferralModel, OutboxMethods>(
  {
    _id: { type: String, required: true },
    referralId: { type: String, required: true, unique: true },
    candidateId: { type: String, required: true, index: true },
    refereeEmail: { type: String, required: true, index: true },
    refereeFirstName: { type: String, required: true },
    refereeLastName: { type: String, required: true },
    sentAt: { type: Date, required: true },
    signedUpAt: { type: Date, default: null },
    signedUpUserId: { type: String, default: null },
  },
  { versionKey: false },
);
schema.index({ candidateId: 1, refereeEmail: 1 }, { unique: true });
schema.plugin(outboxPlugin);

export function referralModel(connection: Connection): ReferralModel {
  return connection.model<WithOutbox<Referral>, ReferralModel>('Referral', schema, 'referrals');
}
