import { Schema, type Connection, type Model } from 'mongoose';
import { outboxPlugin, type OutboxMethods, type WithOutbox } from '@hiring/service-kit';

/**
 * A company unlocked a candidate, for good: an insert with the unique key (companyId, candidateId),
 * carrying `CandidateUnlocked` in its outbox. Written after the wallet entry that paid for it.
 */
export interface Unlock {
  /** `<companyId>:<candidateId>` */
  _id: string;
  companyId: string;
  candidateId: string;
  /** The wallet entry that paid (`<companyId>:<seq>`). */
  walletEntryId: string;
  tokensSpent: number;
  unlockedAt: Date;
}

export type UnlockModel = Model<WithOutbox<Unlock>, object, OutboxMethods>;

const schema = new Schema<WithOutbox<Unlock>>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    candidateId: { type: String, required: true },
    walletEntryId: { type: String, required: true },
    tokensSpent: { type: Number, required: true },
    unlockedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
schema.plugin(outboxPlugin);
schema.index({ companyId: 1, candidateId: 1 }, { unique: true });
schema.index({ companyId: 1 });

export function unlockModel(connection: Connection): UnlockModel {
  return connection.model<WithOutbox<Unlock>, UnlockModel>('Unlock', schema, 'unlocks');
}

export const unlockId = (companyId: string, candidateId: string) => `${companyId}:${candidateId}`;
