import { Schema, type Connection, type Model } from 'mongoose';

/**
 * A candidate's process with one company: interviews for the same (normalised) company join it.
 * `_id` is `<candidateId>:<normalised company>`, so two uploads racing to open it create one.
 */
export interface InterviewProcess {
  _id: string;
  candidateId: string;
  companyName: string;
  companyDomain: string | null;
  /** The candidate's note on this process; interviews added later take it too. */
  notes?: string | null;
  createdAt: Date;
}

export type InterviewProcessModel = Model<InterviewProcess>;

const schema = new Schema<InterviewProcess>(
  {
    _id: { type: String, required: true },
    candidateId: { type: String, required: true, index: true },
    companyName: { type: String, required: true },
    companyDomain: { type: String, default: null },
    notes: { type: String, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

export function interviewProcessModel(connection: Connection): InterviewProcessModel {
  return connection.model<InterviewProcess>('InterviewProcess', schema, 'interview_processes');
}
