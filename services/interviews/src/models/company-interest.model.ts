import { Schema, type Connection, type Model } from 'mongoose';

/** One company unlocked one candidate (from CandidateUnlocked): the "Company Interest" ranking. */
export interface CompanyInterest {
  /** The unlock id `<companyId>:<candidateId>`: a redelivered event inserts nothing. */
  _id: string;
  candidateId: string;
  companyId: string;
  /** The company's name and proven domain at the unlock ("who unlocked you"); absent on rows kept before issue 32. */
  companyName?: string | null;
  companyDomain?: string | null;
  unlockedAt: Date;
}

export type CompanyInterestModel = Model<CompanyInterest>;

const schema = new Schema<CompanyInterest>(
  {
    _id: { type: String, required: true },
    candidateId: { type: String, required: true, index: true },
    companyId: { type: String, required: true },
    companyName: { type: String, default: null },
    companyDomain: { type: String, default: null },
    unlockedAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export function companyInterestModel(connection: Connection): CompanyInterestModel {
  return connection.model<CompanyInterest>('CompanyInterest', schema, 'company_interest');
}
