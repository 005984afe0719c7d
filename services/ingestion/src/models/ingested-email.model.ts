import { Schema, type Connection, type Model } from 'mongoose';
import { outboxPlugin, type OutboxMethods, type WithOutbox } from '@hiring/service-kit';

export interface IngestedEmail {
  /** `<mailbox>:<Message-ID>`: the unique key that makes processing happen once across replicas. */
  _id: string;
  mailbox: string;
  messageId: string;
  forwarderEmail: string;
  subject: string;
  receivedAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

export type IngestedEmailModel = Model<WithOutbox<IngestedEmail>, object, OutboxMethods>;

const schema = new Schema<WithOutbox<IngestedEmail>, IngestedEmailModel, OutboxMethods>(
  {
    _id: { type: String, required: true },
    mailbox: { type: String, required: true },
    messageId: { type: String, required: true },
    forwarderEmail: { type: String, required: true },
    subject: { type: String, default: '' },
    receivedAt: { type: Date, required: true },
  },
  { timestamps: true, versionKey: false },
);
schema.plugin(outboxPlugin);

export function ingestedEmailModel(connection: Connection): IngestedEmailModel {
  return connection.model<WithOutbox<IngestedEmail>, IngestedEmailModel>('IngestedEmail', schema, 'ingested_emails');
}
