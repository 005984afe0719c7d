import { Schema, type Connection, type Model } from 'mongoose';
import type { ApiScope } from '@hiring/service-kit';

/**
 * A company's API key (docs/decisions/partner-api.md). Only the SHA-256 of the secret is kept:
 * the secret is 256 random bits, so a fast hash is enough and lets the gateway's lookup be one
 * indexed read. `prefix` is the public part shown in lists and logs.
 */
export interface ApiKey {
  _id: string;
  /** The company user who owns it (a company has one user today). */
  companyUserId: string;
  name: string;
  prefix: string;
  secretHash: string;
  scopes: ApiScope[];
  rateLimitPerMinute: number;
  dailyUnlockLimit: number | null;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type ApiKeyModel = Model<ApiKey>;

const apiKeySchema = new Schema<ApiKey, ApiKeyModel>(
  {
    _id: { type: String, required: true },
    companyUserId: { type: String, required: true, index: true },
    name: { type: String, required: true },
    prefix: { type: String, required: true },
    secretHash: { type: String, required: true, unique: true },
    scopes: { type: [String], required: true },
    rateLimitPerMinute: { type: Number, required: true },
    dailyUnlockLimit: { type: Number, default: null },
    lastUsedAt: { type: Date, default: null },
    revokedAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false },
);

export function apiKeyModel(connection: Connection): ApiKeyModel {
  return connection.model<ApiKey, ApiKeyModel>('ApiKey', apiKeySchema, 'api_keys');
}
