import { Schema, type Connection, type Model } from 'mongoose';
import type { WebhookEventType } from './webhook-endpoint.model.js';

export type WebhookDeliveryState = 'pending' | 'succeeded' | 'failed';

export interface WebhookAttempt {
  at: Date;
  /** The HTTP status, or null when no response came (refused address, timeout, connection error). */
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  /** The start of the response body (at most 500 characters). */
  responseExcerpt: string | null;
}

/**
 * One event for one endpoint. `_id` is `<endpointId>:<eventId>` and unique: however often an event
 * arrives (Kafka redelivery, another replica, a replayed topic) it makes one delivery — the insert
 * that FerretDB enforces atomically. `body` is the exact JSON signed and sent; a replay sends it
 * again with the same webhook-id (the event id) so receivers dedupe it.
 */
export interface WebhookDelivery {
  _id: string;
  endpointId: string;
  companyId: string;
  eventId: string;
  eventType: WebhookEventType;
  body: string;
  /**
   * The same event without the candidate's contact data: what the log shows, and what `body`
   * becomes once the delivery is over (succeeded or failed for good), so contact data is stored
   * only while a delivery may still be sent. Absent on deliveries from before it existed.
   */
  redactedBody?: string;
  /** The candidate the event is about: re-checked before every attempt (hidden candidates are not sent). */
  candidateId?: string | null;
  /** Replays asked for by the company (at most WEBHOOK_MAX_REPLAYS_PER_DELIVERY). */
  replays?: number;
  state: WebhookDeliveryState;
  attempts: WebhookAttempt[];
  /** Attempts since the delivery was created or last replayed: the retry schedule's position. */
  roundAttempts: number;
  nextAttemptAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export type WebhookDeliveryModel = Model<WebhookDelivery>;

const attemptSchema = new Schema<WebhookAttempt>(
  {
    at: Date,
    statusCode: { type: Number, default: null },
    durationMs: Number,
    error: { type: String, default: null },
    responseExcerpt: { type: String, default: null },
  },
  { _id: false },
);

const schema = new Schema<WebhookDelivery>(
  {
    _id: { type: String, required: true },
    endpointId: { type: String, required: true },
    companyId: { type: String, required: true },
    eventId: { type: String, required: true },
    eventType: { type: String, required: true },
    body: { type: String, required: true },
    redactedBody: { type: String },
    candidateId: { type: String, default: null },
    replays: { type: Number, default: 0 },
    state: { type: String, required: true, enum: ['pending', 'succeeded', 'failed'] },
    attempts: { type: [attemptSchema], default: [] },
    roundAttempts: { type: Number, default: 0 },
    nextAttemptAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false },
);
schema.index({ endpointId: 1, eventId: 1 }, { unique: true });
// The worker's scan is an equality on state (pushed down by FerretDB); due times are compared in memory.
schema.index({ state: 1 });

export function webhookDeliveryModel(connection: Connection): WebhookDeliveryModel {
  return connection.model<WebhookDelivery>('WebhookDelivery', schema, 'webhook_deliveries');
}

export const deliveryId = (endpointId: string, eventId: string) => `${endpointId}:${eventId}`;

/**
 * Claims one attempt of one delivery across replicas: an insert keyed `<deliveryId>:<attempt n>`
 * (unique `_id`), so only one replica sends attempt n. Not a conditional update (FerretDB cannot
 * make those atomic).
 */
export interface WebhookAttemptClaim {
  _id: string;
  claimedAt: Date;
}

export function webhookAttemptClaimModel(connection: Connection): Model<WebhookAttemptClaim> {
  return connection.model<WebhookAttemptClaim>(
    'WebhookAttemptClaim',
    new Schema<WebhookAttemptClaim>({ _id: { type: String, required: true }, claimedAt: { type: Date, required: true } }, { versionKey: false }),
    'webhook_attempt_claims',
  );
}
