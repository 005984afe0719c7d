import { Schema, type Connection, type Model } from 'mongoose';

/** This service's local view of a candidate's verified addresses, fed by events. */
export interface CandidateMailbox {
  /** The candidate's user id. */
  _id: string;
  addresses: { email: string; source: 'login' | 'additional'; verifiedAt: Date }[];
  createdAt: Date;
  updatedAt: Date;
}

export type CandidateMailboxModel = Model<CandidateMailbox>;

const schema = new Schema<CandidateMailbox>(
  {
    _id: { type: String, required: true },
    addresses: [{ _id: false, email: String, source: String, verifiedAt: Date }],
  },
  { timestamps: true, versionKey: false },
);

export function candidateMailboxModel(connection: Connection): CandidateMailboxModel {
  return connection.model<CandidateMailbox>('CandidateMailbox', schema, 'candidate_mailboxes');
}

/** The consumer group that keeps this view (subscriptions.ts); uploads wait on it (read barrier). */
export const MAILBOX_VIEW_GROUP = 'interviews.mailboxes';
