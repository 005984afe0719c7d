import { Schema, type Connection, type Model } from 'mongoose';
import { outboxPlugin, type OutboxMethods, type WithOutbox } from '@hiring/service-kit';

export type WalletEntryReason = 'grant' | 'candidate_unlock' | 'revocation';

/**
 * One line of a company's token wallet: an append-only ledger. `seq` numbers a company's entries
 * 1, 2, 3…; the unique `(companyId, seq)` makes appending a compare-and-swap (two writers that read
 * the same head race for the same `seq`, one fails on the index and retries from the new head).
 * `uniqueRef` names what the entry pays for or credits (`grant:<grantId>`,
 * `unlock:<companyId>:<candidateId>`, `revoke:<Stripe event id>`), unique, so a grant is credited once and an unlock charged once.
 */
export interface WalletEntry {
  /** `<companyId>:<seq>` */
  _id: string;
  companyId: string;
  seq: number;
  delta: number;
  balanceAfter: number;
  reason: WalletEntryReason;
  /** The grant id or the candidate id. */
  refId: string;
  uniqueRef: string;
  createdAt: Date;
}

export type WalletEntryModel = Model<WithOutbox<WalletEntry>, object, OutboxMethods>;

const schema = new Schema<WithOutbox<WalletEntry>>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    seq: { type: Number, required: true },
    delta: { type: Number, required: true },
    balanceAfter: { type: Number, required: true },
    reason: { type: String, required: true, enum: ['grant', 'candidate_unlock', 'revocation'] },
    refId: { type: String, required: true },
    uniqueRef: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
schema.plugin(outboxPlugin);
schema.index({ companyId: 1, seq: 1 }, { unique: true });
schema.index({ uniqueRef: 1 }, { unique: true });
schema.index({ reason: 1 });

export function walletEntryModel(connection: Connection): WalletEntryModel {
  return connection.model<WithOutbox<WalletEntry>, WalletEntryModel>('WalletEntry', schema, 'wallet_entries');
}
