import { Schema, type Connection, type Model } from 'mongoose';
import { outboxPlugin, type OutboxMethods, type WithOutbox } from '../kafka/outbox.js';

/** The record that one service erased one person: its ErasureCompleted rides in its outbox. Ids and counts only. */
interface ErasureReceipt {
  _id: string;
  service: string;
  removed: Record<string, number>;
  erasedAt: Date;
}

type ErasureReceiptModel = Model<WithOutbox<ErasureReceipt>, object, OutboxMethods>;

const receiptSchema = new Schema<WithOutbox<ErasureReceipt>, ErasureReceiptModel, OutboxMethods>(
  {
    _id: { type: String, required: true },
    service: { type: String, required: true },
    removed: { type: Schema.Types.Mixed, required: true },
    erasedAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false },
);
receiptSchema.plugin(outboxPlugin);

export function erasureReceiptModel(connection: Connection): ErasureReceiptModel {
  return (
    (connection.models['ErasureReceipt'] as ErasureReceiptModel | undefined) ??
    connection.model<WithOutbox<ErasureReceipt>, ErasureReceiptModel>('ErasureReceipt', receiptSchema, 'erasure_receipts')
  );
}

/** Whether this service erased the person (its receipt exists): projections refuse their events. */
export function erasedPerson(connection: Connection): (userId: string) => Promise<boolean> {
  const receipts = erasureReceiptModel(connection);
  return async (userId) => (await receipts.exists({ _id: userId })) !== null;
}
