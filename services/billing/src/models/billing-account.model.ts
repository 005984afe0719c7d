import { Schema, type Connection, type Model } from 'mongoose';

export interface BillingAccount {
  /** The company's user id. */
  _id: string;
  email: string;
  companyName: string;
  stripeCustomerId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export type BillingAccountModel = Model<BillingAccount>;

const schema = new Schema<BillingAccount>(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true },
    companyName: { type: String, required: true },
    stripeCustomerId: { type: String, default: null },
  },
  { timestamps: true, versionKey: false },
);

export function billingAccountModel(connection: Connection): BillingAccountModel {
  return connection.model<BillingAccount>('BillingAccount', schema, 'billing_accounts');
}
