import { Schema, type Connection, type Model } from 'mongoose';

export interface BillingAccount {
  /** The company's user id. */
  _id: string;
  email: string;
  /** Empty when the account was opened by a purchase before UserRegistered arrived. */
  companyName: string;
  /** Created at the first Stripe checkout. */
  stripeCustomerId: string | null;
  /** The account was erased while Stripe could not be reached: its customer is deleted by the next sweep. */
  stripeCustomerDeletePending?: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export type BillingAccountModel = Model<BillingAccount>;

const schema = new Schema<BillingAccount>(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true },
    companyName: { type: String, default: '' },
    stripeCustomerId: { type: String, default: null },
    stripeCustomerDeletePending: { type: Boolean, default: undefined },
  },
  { timestamps: true, versionKey: false },
);
// Invoices name the Stripe customer; this finds the company when the invoice carries no metadata.
schema.index({ stripeCustomerId: 1 });

export function billingAccountModel(connection: Connection): BillingAccountModel {
  return connection.model<BillingAccount>('BillingAccount', schema, 'billing_accounts');
}
