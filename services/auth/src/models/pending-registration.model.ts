import { Schema, type Connection, type Model } from 'mongoose';
import { outboxPlugin, type OutboxMethods, type WithOutbox } from '@hiring/service-kit';

/**
 * An address proven by a verification code, waiting for registration to finish. It fixes the id
 * the account will get (the registration token carries it), so interview emails uploaded during
 * registration already belong to the future user. One per address (`_id` is the address).
 */
export interface PendingRegistration {
  _id: string;
  userId: string;
  userType: 'candidate' | 'company';
  firstName: string;
  lastName: string;
  verifiedAt: Date;
  createdAt: Date;
  updatedAt: Date;
}

export type PendingRegistrationModel = Model<WithOutbox<PendingRegistration>, object, OutboxMethods>;

const schema = new Schema<WithOutbox<PendingRegistration>, PendingRegistrationModel, OutboxMethods>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    userType: { type: String, enum: ['candidate', 'company'], required: true },
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    verifiedAt: { type: Date, required: true },
  },
  { timestamps: true, versionKey: false },
);
schema.plugin(outboxPlugin);

export function pendingRegistrationModel(connection: Connection): PendingRegistrationModel {
  return connection.model<WithOutbox<PendingRegistration>, PendingRegistrationModel>('PendingRegistration', schema, 'pending_registrations');
}
