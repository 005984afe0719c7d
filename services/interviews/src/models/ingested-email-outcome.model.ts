import { Schema, type Connection, type Model } from 'mongoose';
import { outboxPlugin, type OutboxMethods, type WithOutbox } from '@hiring/service-kit';
import type { IngestionOutcome } from '@hiring/contracts';

/**
 * What the pipeline made of one forwarded original (EmailIngested), inserted once by the event's
 * aggregate id with IngestedEmailProcessed in the same write: the ingestion service replies to
 * the candidate from that event. A redelivered EmailIngested finds it and does nothing.
 */
export interface IngestedEmailOutcome {
  /** The EmailIngested aggregate id. */
  _id: string;
  candidateId: string | null;
  outcome: IngestionOutcome;
  interviewId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export type IngestedEmailOutcomeModel = Model<WithOutbox<IngestedEmailOutcome>, object, OutboxMethods>;

const schema = new Schema<WithOutbox<IngestedEmailOutcome>, IngestedEmailOutcomeModel, OutboxMethods>(
  {
    _id: { type: String, required: true },
    candidateId: { type: String, default: null },
    outcome: { type: String, required: true },
    interviewId: { type: String, default: null },
  },
  { timestamps: true, versionKey: false },
);
schema.plugin(outboxPlugin);

export function ingestedEmailOutcomeModel(connection: Connection): IngestedEmailOutcomeModel {
  return (
    (connection.models['IngestedEmailOutcome'] as IngestedEmailOutcomeModel | undefined) ??
    connection.model<WithOutbox<IngestedEmailOutcome>, IngestedEmailOutcomeModel>('IngestedEmailOutcome', schema, 'ingested_email_outcomes')
  );
}
