import { Schema, type Connection, type Model } from 'mongoose';

/**
 * One uploaded email belongs to one interview of one candidate. A claim is inserted under a unique
 * `_id` (`msgid:<Message-ID>` and `hash:<content hash>`) before the interview is stored, so the
 * same email uploaded twice, or by two accounts at once, is caught by the index, not by a race.
 */
export interface EmailClaim {
  _id: string;
  candidateId: string;
  interviewId: string;
  createdAt: Date;
}

export type EmailClaimModel = Model<EmailClaim>;

const schema = new Schema<EmailClaim>(
  {
    _id: { type: String, required: true },
    candidateId: { type: String, required: true },
    interviewId: { type: String, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

export function emailClaimModel(connection: Connection): EmailClaimModel {
  return connection.model<EmailClaim>('EmailClaim', schema, 'email_claims');
}

/** An email another account tried to claim: kept for review (one interview, two people). */
export interface EmailConflict {
  _id: string;
  claimKey: string;
  ownerCandidateId: string;
  otherCandidateId: string;
  filename: string | null;
  createdAt: Date;
}

const conflictSchema = new Schema<EmailConflict>(
  {
    _id: { type: String, required: true },
    claimKey: { type: String, required: true },
    ownerCandidateId: { type: String, required: true },
    otherCandidateId: { type: String, required: true },
    filename: { type: String, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

export function emailConflictModel(connection: Connection): Model<EmailConflict> {
  return connection.model<EmailConflict>('EmailConflict', conflictSchema, 'email_conflicts');
}
