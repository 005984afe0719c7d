import { Schema, type Connection, type Model } from 'mongoose';

export type CodePurpose = 'verify-email' | 'reset-password';

/**
 * A 6-digit code mailed for email verification or a password reset. Only its HMAC is stored.
 * Codes of one address and purpose form a sequence (`_id` = `<purpose>:<email>:<seq>`): issuing
 * is an insert of the next number, so two racing requests cannot both issue one inside the resend
 * cooldown, and only the newest code of a sequence is valid.
 */
export interface OneTimeCode {
  _id: string;
  /** `<purpose>:<email>`: equality lookups only. */
  key: string;
  seq: number;
  purpose: CodePurpose;
  email: string;
  codeHash: string;
  /**
   * False for a decoy: issued for an address that must not get a working code (an existing
   * account asked to register, an unknown one asked for a reset), so every request runs the same
   * path and answers the same, and the cooldown holds for every address alike.
   */
  live: boolean;
  createdAt: Date;
  expiresAt: Date;
}

export type OneTimeCodeModel = Model<OneTimeCode>;

const schema = new Schema<OneTimeCode>(
  {
    _id: { type: String, required: true },
    key: { type: String, required: true, index: true },
    seq: { type: Number, required: true },
    purpose: { type: String, enum: ['verify-email', 'reset-password'], required: true },
    email: { type: String, required: true },
    codeHash: { type: String, required: true },
    live: { type: Boolean, required: true },
    createdAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export function oneTimeCodeModel(connection: Connection): OneTimeCodeModel {
  return connection.model<OneTimeCode>('OneTimeCode', schema, 'one_time_codes');
}
