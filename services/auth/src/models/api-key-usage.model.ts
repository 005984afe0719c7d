import { Schema, type Connection, type Model } from 'mongoose';

/**
 * Requests one API key made on one UTC day, as the gateways counted them. `_id` is
 * `<keyId>:<YYYY-MM-DD>` so each gateway's flush is an upsert with `$inc`: several gateways add up.
 */
export interface ApiKeyUsage {
  _id: string;
  keyId: string;
  day: string;
  requests: number;
  /** Requests refused with 429 (over the key's rate limit). */
  throttled: number;
}

export type ApiKeyUsageModel = Model<ApiKeyUsage>;

const apiKeyUsageSchema = new Schema<ApiKeyUsage, ApiKeyUsageModel>(
  {
    _id: { type: String, required: true },
    keyId: { type: String, required: true, index: true },
    day: { type: String, required: true },
    requests: { type: Number, default: 0 },
    throttled: { type: Number, default: 0 },
  },
  { versionKey: false },
);

export function apiKeyUsageModel(connection: Connection): ApiKeyUsageModel {
  return connection.model<ApiKeyUsage, ApiKeyUsageModel>('ApiKeyUsage', apiKeyUsageSchema, 'api_key_usage');
}
