import { Schema, type Connection, type Model } from 'mongoose';
import type { IngestionOutcome } from '@hiring/contracts';

export type ReplyState = 'pending' | 'sent' | 'skipped';

/**
 * What the interviews service made of one forwarded original (IngestedEmailProcessed), inserted
 * once by its id; the reply to the candidate is sent from here and marked when it went out.
 */
export interface IngestionOutcomeRecord {
  /** The EmailIngested aggregate id: `<ingested email id>#<index>`. */
  _id: string;
  ingestedEmailId: string;
  forwarderEmail: string;
  candidateId: string | null;
  outcome: IngestionOutcome;
  reason: string | null;
  interviewId: string | null;
  companyName: string | null;
  /** When the interviews service decided (the event's time). */
  processedAt: Date;
  reply: ReplyState;
  repliedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type IngestionOutcomeModel = Model<IngestionOutcomeRecord>;

const schema = new Schema<IngestionOutcomeRecord>(
  {
    _id: { type: String, required: true },
    ingestedEmailId: { type: String, required: true },
    forwarderEmail: { type: String, required: true },
    candidateId: { type: String, default: null },
    outcome: { type: String, required: true },
    reason: { type: String, default: null },
    interviewId: { type: String, default: null },
    companyName: { type: String, default: null },
    processedAt: { type: Date, required: true },
    reply: { type: String, enum: ['pending', 'sent', 'skipped'], required: true },
    repliedAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false },
);

export function ingestionOutcomeModel(connection: Connection): IngestionOutcomeModel {
  return connection.model<IngestionOutcomeRecord>('IngestionOutcome', schema, 'ingestion_outcomes');
}
