import { Schema, type Connection, type Model } from 'mongoose';
import type { CareerData } from '@hiring/contracts';
import type { ProfileData } from '../domain/profile/profile-data.js';

/**
 * The newest known revision of a candidate's profile, for fast reads: a cache of the revision
 * ledger (profile-revision.model.ts), which is the truth. It may briefly lag behind the ledger
 * (two writers racing, a crash after a revision was stored); readers roll it forward.
 */
export interface CandidateProfile {
  /** The user id. */
  _id: string;
  revision: number;
  data: ProfileData;
  updatedAt: Date;
}

/** A profile stored before revisions existed: read as revision 0. */
export interface LegacyCandidateProfile {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  career: CareerData;
  createdAt: Date;
  updatedAt: Date;
}

export type CandidateProfileModel = Model<CandidateProfile>;

const schema = new Schema<CandidateProfile>(
  {
    _id: { type: String, required: true },
    revision: { type: Number, required: true },
    data: { type: Schema.Types.Mixed, required: true },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false },
);

export function candidateProfileModel(connection: Connection): CandidateProfileModel {
  return connection.model<CandidateProfile>('CandidateProfile', schema, 'candidate_profiles');
}
