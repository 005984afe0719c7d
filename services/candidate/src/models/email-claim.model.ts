import { Schema, type Connection, type Model } from 'mongoose';

/**
 * Who an address belongs to, keyed by the lowercased address, so one address is verified by one
 * account only (the insert is the check): every account's login address (from UserRegistered,
 * any user type) and each candidate's verified extra addresses. Referrals use it too: an address
 * with a claim belongs to an existing user.
 */
export interface EmailClaim {
  /** The lowercased address. */
  _id: string;
  ownerId: string;
  kind: 'login' | 'additional';
  /** The verified email record of an extra address; null for a login address. */
  emailId: string | null;
  claimedAt: Date;
}

export type EmailClaimModel = Model<EmailClaim>;

const schema = new Schema<EmailClaim>(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    kind: { type: String, enum: ['login', 'additional'], required: true },
    emailId: { type: String, default: null },
    claimedAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export function emailClaimModel(connection: Connection): EmailClaimModel {
  return connection.model<EmailClaim>('EmailClaim', schema, 'email_claims');
}
