import { Schema, type Connection, type Model } from 'mongoose';
import type { SubscriptionPlanKey } from '@hiring/contracts';

export type PurchaseType = 'subscription' | 'one_time';

/**
 * A Stripe Checkout Session this service opened, with what it sells. The webhook and the
 * pending-purchase check read the purchase from here (not from Stripe's metadata), and the
 * pending check lists a company's recent sessions from here.
 */
export interface CheckoutSessionRecord {
  /** Stripe's session id. */
  _id: string;
  companyId: string;
  purchaseType: PurchaseType;
  plan: SubscriptionPlanKey | null;
  tokens: number;
  amountUsd: number;
  url: string;
  createdAt: Date;
}

export type CheckoutSessionModel = Model<CheckoutSessionRecord>;

const schema = new Schema<CheckoutSessionRecord>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    purchaseType: { type: String, required: true, enum: ['subscription', 'one_time'] },
    plan: { type: String, default: null },
    tokens: { type: Number, required: true },
    amountUsd: { type: Number, required: true },
    url: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);
schema.index({ companyId: 1 });

export function checkoutSessionModel(connection: Connection): CheckoutSessionModel {
  return connection.model<CheckoutSessionRecord>('CheckoutSession', schema, 'checkout_sessions');
}
