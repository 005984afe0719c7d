import { Schema, type Connection, type Model } from 'mongoose';

export interface Interview {
  _id: string;
  candidateId: string;
  companyName: string;
  interviewStage: string;
  interviewDate: Date | null;
  jobFamily: string | null;
  jobTitle: string | null;
  visibility: 'public' | 'private';
  createdAt: Date;
  updatedAt: Date;
}

export type InterviewModel = Model<Interview>;

const schema = new Schema<Interview>(
  {
    _id: { type: String, required: true },
    candidateId: { type: String, required: true, index: true },
    companyName: { type: String, required: true },
    interviewStage: { type: String, required: true },
    interviewDate: { type: Date, default: null },
    jobFamily: { type: String, default: null },
    jobTitle: { type: String, default: null },
    visibility: { type: String, enum: ['public', 'private'], required: true },
  },
  { timestamps: true, versionKey: false },
);

export function interviewModel(connection: Connection): InterviewModel {
  return connection.model<Interview>('Interview', schema, 'interviews');
}
