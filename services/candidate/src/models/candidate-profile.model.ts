import { Schema, type Connection, type Model } from 'mongoose';
import type { CareerData } from '@hiring/contracts';

export interface CandidateProfile {
  /** The user id: one profile per candidate, so a redelivered event cannot create a second. */
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  career: CareerData;
  yearsExperience: number;
  createdAt: Date;
  updatedAt: Date;
}

export type CandidateProfileModel = Model<CandidateProfile>;

const schema = new Schema<CandidateProfile>(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true },
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    career: { type: Schema.Types.Mixed, required: true },
    yearsExperience: { type: Number, required: true },
  },
  { timestamps: true, versionKey: false, minimize: false },
);

export function candidateProfileModel(connection: Connection): CandidateProfileModel {
  return connection.model<CandidateProfile>('CandidateProfile', schema, 'candidate_profiles');
}
