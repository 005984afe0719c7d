import { Schema, type Connection, type Model } from 'mongoose';

/**
 * The extra addresses candidates verified in the candidate service (from CandidateEmailVerified /
 * CandidateEmailRemoved), keyed by the lowercased address: registration treats such an address
 * like one that has an account, so one address never belongs to two accounts.
 */
export interface ClaimedAddress {
  _id: string;
  ownerId: string;
  /** The verified email record that claimed it; a removal only clears its own claim. */
  emailId: string;
  claimedAt: Date;
}

export type ClaimedAddressModel = Model<ClaimedAddress>;

const schema = new Schema<ClaimedAddress>(
  {
    _id: { type: String, required: true },
    ownerId: { type: String, required: true },
    emailId: { type: String, required: true },
    claimedAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export function claimedAddressModel(connection: Connection): ClaimedAddressModel {
  return connection.model<ClaimedAddress>('ClaimedAddress', schema, 'claimed_addresses');
}
