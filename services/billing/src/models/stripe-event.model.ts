import { Schema, type Connection, type Model } from 'mongoose';

/**
 * The webhook log: one document per Stripe event handled, `_id` = Stripe's event id (unique), so a
 * redelivered event is recognised and answered without being handled again.
 */
export interface StripeEventRecord {
  _id: string;
  type: string;
  /** Stripe's `created` (unix seconds). */
  created: number;
  livemode: boolean;
  /** What handling did: `fulfilled`, `renewed`, `updated`, `canceled`, `already_recorded`, `ignored: <why>`. */
  outcome: string;
  companyId: string | null;
  processedAt: Date;
}

export type StripeEventModel = Model<StripeEventRecord>;

const schema = new Schema<StripeEventRecord>(
  {
    _id: { type: String, required: true },
    type: { type: String, required: true },
    created: { type: Number, required: true },
    livemode: { type: Boolean, default: false },
    outcome: { type: String, required: true },
    companyId: { type: String, default: null },
    processedAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export function stripeEventModel(connection: Connection): StripeEventModel {
  return connection.model<StripeEventRecord>('StripeEvent', schema, 'stripe_events');
}
