import { Schema, type Connection, type Model } from 'mongoose';
import { outboxPlugin, type OutboxMethods, type WithOutbox } from '@hiring/service-kit';

/** A work address the company proved it reads: a code mailed to it came back (registration or profile). */
export interface WorkAddress {
  /** Lower case. */
  email: string;
  /** Its registrable domain (Public Suffix List, `orgDomainOf`). */
  domain: string;
  verifiedAt: Date;
  source: 'registration' | 'profile';
}

/** A display name the company had from `changedAt` on (the first entry: the registration's name). */
export interface NameChange {
  name: string;
  changedAt: Date;
}

export interface CompanyProfile {
  /** The user id of the company account. */
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The display name: never a hiding key or a proof of anything (docs/decisions/company-identity.md). */
  companyName: string;
  industry: string | null;
  size: string | null;
  website: string | null;
  /**
   * Names and websites the profile had before. Kept (nothing destructive is migrated) but no
   * longer part of the hiding rule: identity comes from proven work addresses only.
   */
  formerNames: string[];
  formerWebsites: string[];
  /**
   * Proven work addresses, oldest first. Absent on profiles written before issue 27: read as the
   * registration address when it is not at a personal provider (`proven-identity.ts`).
   */
  workAddresses?: WorkAddress[];
  /** Display names, oldest first; absent on older profiles (read as the current name at creation). */
  nameHistory?: NameChange[];
  /** Bumped by every change of the proven identity or the display name (CompanyIdentityChanged.revision). */
  identityRevision?: number;
  createdAt: Date;
  updatedAt: Date;
}

export type CompanyProfileModel = Model<WithOutbox<CompanyProfile>, object, OutboxMethods>;

const workAddressSchema = new Schema<WorkAddress>(
  {
    email: { type: String, required: true },
    domain: { type: String, required: true },
    verifiedAt: { type: Date, required: true },
    source: { type: String, enum: ['registration', 'profile'], required: true },
  },
  { _id: false },
);

const nameChangeSchema = new Schema<NameChange>({ name: { type: String, required: true }, changedAt: { type: Date, required: true } }, { _id: false });

const schema = new Schema<WithOutbox<CompanyProfile>>(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true },
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    companyName: { type: String, required: true },
    industry: { type: String, default: null },
    size: { type: String, default: null },
    website: { type: String, default: null },
    formerNames: { type: [String], default: [] },
    formerWebsites: { type: [String], default: [] },
    // `default: undefined`: an older profile must read as "absent" (derived), not as "no addresses".
    workAddresses: { type: [workAddressSchema], default: undefined },
    nameHistory: { type: [nameChangeSchema], default: undefined },
    identityRevision: { type: Number, default: undefined },
  },
  { timestamps: true, versionKey: false },
);
// CompanyIdentityChanged travels with the profile write it describes (outbox-without-transactions.md).
schema.plugin(outboxPlugin);

export function companyProfileModel(connection: Connection): CompanyProfileModel {
  return connection.model<WithOutbox<CompanyProfile>, CompanyProfileModel>('CompanyProfile', schema, 'company_profiles');
}
