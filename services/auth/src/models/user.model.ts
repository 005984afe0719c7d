import { Schema, type Connection, type Model } from 'mongoose';
import { outboxPlugin, type OutboxMethods, type WithOutbox } from '@hiring/service-kit';

export interface User {
  _id: string;
  email: string;
  passwordHash: string;
  userType: 'candidate' | 'company';
  firstName: string;
  lastName: string;
  companyName: string | null;
  emailVerified: boolean;
  emailVerifiedAt: Date | null;
  passwordChangedAt: Date | null;
  /** Raised by every password change or reset; tokens of an older version are refused. */
  tokenVersion: number;
  /** The session that changed the password keeps working (null after a reset: every session ends). */
  keptSessionId: string | null;
  /** Set when the person confirmed deleting the account: sessions end, sign-in is refused, and the row goes once every service erased its part. */
  erasureRequestedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type UserModel = Model<WithOutbox<User>, object, OutboxMethods>;

const userSchema = new Schema<WithOutbox<User>, UserModel, OutboxMethods>(
  {
    _id: { type: String, required: true },
    // Stored lowercased and trimmed: the unique index is what stops a double registration.
    email: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true },
    userType: { type: String, enum: ['candidate', 'company'], required: true },
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    companyName: { type: String, default: null },
    emailVerified: { type: Boolean, default: false },
    emailVerifiedAt: { type: Date, default: null },
    passwordChangedAt: { type: Date, default: null },
    tokenVersion: { type: Number, default: 0 },
    keptSessionId: { type: String, default: null },
    erasureRequestedAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false },
);
userSchema.plugin(outboxPlugin);

export function userModel(connection: Connection): UserModel {
  return connection.model<WithOutbox<User>, UserModel>('User', userSchema, 'users');
}
