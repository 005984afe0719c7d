import type { ApiScope } from '@hiring/contracts/vocabulary';
import { Schema, type Connection, type Model } from 'mongoose';

export const WEBHOOK_EVENT_TYPES = ['candidate.unlocked', 'candidate.matched_saved_search', 'candidate.erased', 'tokens.low'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * A company's HTTPS endpoint for webhooks. The secret is kept in clear: signing needs it (a hash
 * could only verify), and it is shown to the company once, at creation or rotation.
 * `consecutiveFailures` counts deliveries that exhausted their retries since the last success;
 * at the configured count the endpoint is disabled and the company told by email.
 */
export interface WebhookEndpoint {
  _id: string;
  companyId: string;
  url: string;
  description: string;
  events: WebhookEventType[];
  secret: string;
  enabled: boolean;
  disabledReason: string | null;
  disabledAt: Date | null;
  consecutiveFailures: number;
  /**
   * The read scopes of the person or key that created it (docs/decisions/webhooks.md#scopes): it is
   * sent only events these allow, and never gains more. Absent on endpoints from before scopes.
   */
  scopes?: ApiScope[];
  createdAt: Date;
  updatedAt: Date;
}

export type WebhookEndpointModel = Model<WebhookEndpoint>;

const schema = new Schema<WebhookEndpoint>(
  {
    _id: { type: String, required: true },
    companyId: { type: String, required: true },
    url: { type: String, required: true },
    description: { type: String, default: '' },
    events: { type: [String], required: true },
    secret: { type: String, required: true },
    enabled: { type: Boolean, default: true },
    disabledReason: { type: String, default: null },
    disabledAt: { type: Date, default: null },
    consecutiveFailures: { type: Number, default: 0 },
    scopes: { type: [String], default: undefined },
  },
  { timestamps: true, versionKey: false },
);
schema.index({ companyId: 1 });

export function webhookEndpointModel(connection: Connection): WebhookEndpointModel {
  return connection.model<WebhookEndpoint>('WebhookEndpoint', schema, 'webhook_endpoints');
}
