import { Schema, type Connection, type Model } from 'mongoose';

export interface CompanyProfile {
  /** The user id of the company account. */
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  industry: string | null;
  size: string | null;
  website: string | null;
  /** Names and websites the profile had before: the hiding rule keeps applying them. */
  formerNames: string[];
  formerWebsites: string[];
  createdAt: Date;
  updatedAt: Date;
}

export type CompanyProfileModel = Model<CompanyProfile>;

const schema = new Schema<CompanyProfile>(
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
  },
  { timestamps: true, versionKey: false },
);

export function companyProfileModel(connection: Connection): CompanyProfileModel {
  return connection.model<CompanyProfile>('CompanyProfile', schema, 'company_profiles');
}
