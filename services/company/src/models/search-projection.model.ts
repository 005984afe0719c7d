import { Schema, type Connection, type Model } from 'mongoose';
import type { InterviewRecord, ProfileRecord } from '../domain/search/records.js';

/**
 * The search projection: versioned records (see domain/search/records.ts), written only by the
 * projection consumer. Inserts keyed by `<aggregate>:<revision>` are the only writes that matter
 * for correctness (FerretDB makes inserts atomic, not conditional updates); older revisions are
 * pruned afterwards, which can never remove the newest one. The service loads both collections
 * into its in-memory view at start.
 */
export type ProfileRecordModel = Model<ProfileRecord>;
export type InterviewRecordModel = Model<InterviewRecord>;

const profileSchema = new Schema<ProfileRecord>(
  {
    _id: { type: String, required: true },
    candidateId: { type: String, required: true },
    revision: { type: Number, required: true },
    profile: { type: Schema.Types.Mixed, required: true },
  },
  { versionKey: false, minimize: false },
);
profileSchema.index({ candidateId: 1 });

const interviewSchema = new Schema<InterviewRecord>(
  {
    _id: { type: String, required: true },
    interviewId: { type: String, required: true },
    candidateId: { type: String, required: true },
    revision: { type: Number, required: true },
    state: { type: String, required: true, enum: ['public', 'private', 'deleted'] },
    interview: { type: Schema.Types.Mixed, default: null },
    companyName: { type: String, default: null },
    companyDomain: { type: String, default: null },
  },
  { versionKey: false, minimize: false },
);
interviewSchema.index({ interviewId: 1 });
interviewSchema.index({ candidateId: 1 });

export function profileRecordModel(connection: Connection): ProfileRecordModel {
  return connection.model<ProfileRecord>('SearchProfileRecord', profileSchema, 'search_profile_records');
}

export function interviewRecordModel(connection: Connection): InterviewRecordModel {
  return connection.model<InterviewRecord>('SearchInterviewRecord', interviewSchema, 'search_interview_records');
}
