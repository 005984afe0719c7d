import { Schema, type Connection, type Model } from 'mongoose';

/**
 * A company unlocked the candidate (from CandidateUnlocked, keyed by its unlock id, so a
 * redelivery finds it). `notifiedAt` is set once the candidate has been mailed. (The dashboard's
 * Company Interest ranking is the interviews service's, from the same event.)
 */
export interface UnlockNotice {
  /** The event's unlock id (`<companyId>:<candidateId>`). */
  _id: string;
  candidateId: string;
  companyId: string;
  companyName: string;
  unlockedAt: Date;
  notifiedAt: Date | null;
}

export type UnlockNoticeModel = Model<UnlockNotice>;

const schema = new Schema<UnlockNotice>(
  {
    _id: { type: String, required: true },
    candidateId: { type: String, required: true, index: true },
    companyId: { type: String, required: true },
    companyName: { type: String, required: true },
    unlockedAt: { type: Date, required: true },
    notifiedAt: { type: Date, default: null },
  },
  { versionKey: false },
);

export function unlockNoticeModel(connection: Connection): UnlockNoticeModel {
  return connection.model<UnlockNotice>('UnlockNotice', schema, 'unlock_notices');
}
