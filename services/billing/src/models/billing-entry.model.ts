import { Schema, type Connection, type Model } from 'mongoose';
import { outboxPlugin, type OutboxMethods, type WithOutbox } from '@hiring/service-kit';
import type { SubscriptionState } from '../domain/subscription-state.js';

export type BillingEntryKind =
  'subscription_started' | 'subscription_renewed' | 'subscription_updated' | 'subscription_canceled' | 'tokens_purchased' | 'tokens_revoked';
export type GrantReason = 'subscription_start' | 'subscription_renewal' | 'one_time_bundle' | 'dev_mode';

export interface EntryGrant {
  /** Unique across the system; the company wallet credits each grant id once. */
  grantId: string;
  tokens: number;
  reason: GrantReason;
  /** The Stripe checkout session or invoice; null in dev mode. */
  sourceRef: string | null;
}

/** Tokens taken back because Stripe took the money back (a refund or a dispute): a negative grant. */
export interface EntryRevocation {
  /** `revoke:<Stripe event id>`: the company wallet applies each once. */
  revocationId: string;
  tokens: number;
  reason: 'refund' | 'dispute';
  /** The Stripe charge. */
  sourceRef: string | null;
}

/**
 * One line of a company's billing ledger (append-only). `seq` numbers a company's entries 1, 2, 3…
 * and `_id` is `<companyId>:<seq>`, so appending is a compare-and-swap: two writers that read the
 * same head race for the same `_id` and one fails on the index. `uniqueRef` names the fact the entry
 * records (`fulfil:<checkout session>`, `invoice:<invoice>`, `stripe-event:<event>`, `dev:<uuid>`,
 * `cancel:<uuid>`) under a unique index, so each fact is recorded once, whoever races to record it.
 * Each entry holds the subscription state after it; the head is the current state. The entry
 * carries its events (SubscriptionChanged, TokensGranted) in its outbox: stored in the same write.
 */
export interface BillingEntry {
  _id: string;
  companyId: string;
  seq: number;
  kind: BillingEntryKind;
  uniqueRef: string;
  subscription: SubscriptionState;
  grant: EntryGrant | null;
  /** Absent on entries that take nothing back. */
  revocation?: EntryRevocation | null;
  createdAt: Date;
}

export type BillingEntryModel = Model<WithOutbox<BillingEntry>, object, OutboxMethods>;

const subscriptionSchema = new Schema<SubscriptionState>(
  {
    status: { type: String, required: true, enum: ['none', 'active', 'past_due', 'canceled'] },
    plan: { type: String, default: null },
    tokensPerMonth: { type: Number, required: true },
    nextRenewal: { type: Date, default: null },
    source: { type: String, default: null },
    stripeSubscriptionId: { type: String, default: null },
    syncedAt: { type: Number, required: true },
    period: { type: new Schema({ end: { type: Date, required: true }, tokens: { type: Number, required: true } }, { _id: false }), default: null },
  },
  { _id: false },
);

const grantSchema = new Schema<EntryGrant>(
  {
    grantId: { type: String, required: true },
    tokens: { type: Number, required: true },
    reason: { type: String, required: true },
    sourceRef: { type: String, default: null },
  },
  { _id: false },
);

const schema = new Schema<WithOutbox<BillingEntry>>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    seq: { type: Number, required: true },
    kind: { type: String, required: true },
    uniqueRef: { type: String, required: true },
    subscription: { type: subscriptionSchema, required: true },
    grant: { type: grantSchema, default: null },
    revocation: {
      type: new Schema<EntryRevocation>(
        {
          revocationId: { type: String, required: true },
          tokens: { type: Number, required: true },
          reason: { type: String, required: true },
          sourceRef: { type: String, default: null },
        },
        { _id: false },
      ),
      default: null,
    },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
schema.plugin(outboxPlugin);
schema.index({ companyId: 1, seq: 1 }, { unique: true });
schema.index({ uniqueRef: 1 }, { unique: true });

export function billingEntryModel(connection: Connection): BillingEntryModel {
  return connection.model<WithOutbox<BillingEntry>, BillingEntryModel>('BillingEntry', schema, 'billing_entries');
}
