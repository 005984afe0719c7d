import { Schema, type Document, type HydratedDocument } from 'mongoose';
import { createEnvelope, type EventDefinition, type EventEnvelope } from '@hiring/contracts';
import { activeCorrelationId, activeTraceparent } from '../telemetry/tracing.js';

/**
 * Transactional outbox without transactions: the event is stored inside the very document whose
 * change it describes, in the same single write. The relay publishes entries it has not published
 * yet and records that in its own collection, never writing back to the business document (a
 * second writer would race the service's own updates on FerretDB, which applies updates as
 * read-modify-write).
 */
export interface OutboxEntry {
  id: string;
  topic: string;
  key: string;
  value: string;
  createdAt: Date;
  /** The recording request's trace context (tracing on only): the relay's publish continues it. */
  traceparent?: string;
}

export interface OutboxFields {
  outbox: OutboxEntry[];
  /** Time of the newest entry; lets the relay's sweep skip documents with nothing recent. */
  outboxAt: Date | null;
}

export interface OutboxMethods {
  recordEvent<TType extends string, TPayload>(
    definition: EventDefinition<TType, TPayload>,
    input: { payload: TPayload; aggregateId?: string; correlationId?: string },
  ): EventEnvelope<TType, TPayload>;
}

export type WithOutbox<T> = T & OutboxFields;

/** Older entries are dropped when a document records more; the relay publishes within seconds. */
export const OUTBOX_MAX_ENTRIES = 50;

const outboxEntrySchema = new Schema<OutboxEntry>(
  {
    id: { type: String, required: true },
    topic: { type: String, required: true },
    key: { type: String, required: true },
    value: { type: String, required: true },
    createdAt: { type: Date, required: true },
    traceparent: { type: String, required: false },
  },
  { _id: false },
);

/** Schemas with the outbox: the relay finds the models to publish from by them. */
const outboxSchemas = new WeakSet<Schema>();

/** Whether documents of this schema carry an outbox (the relay tracks such models itself). */
export function hasOutbox(schema: Schema): boolean {
  return outboxSchemas.has(schema);
}

export function outboxPlugin(schema: Schema): void {
  outboxSchemas.add(schema);
  schema.add({ outbox: { type: [outboxEntrySchema], default: [] }, outboxAt: { type: Date, default: null } });
  schema.method(
    'recordEvent',
    function recordEvent(
      this: Document & OutboxFields,
      definition: EventDefinition,
      input: { payload: unknown; aggregateId?: string; correlationId?: string },
    ) {
      // With tracing on, the request's correlation id and trace travel with the event (off: both undefined at once).
      const traceparent = activeTraceparent();
      const envelope = createEnvelope(definition, {
        aggregateId: input.aggregateId ?? String(this._id),
        payload: input.payload,
        correlationId: input.correlationId ?? activeCorrelationId(),
        traceparent,
      });
      const entry: OutboxEntry = {
        id: envelope.id,
        topic: definition.topic,
        key: envelope.aggregateId,
        value: JSON.stringify(envelope),
        createdAt: new Date(envelope.occurredAt),
      };
      if (traceparent) entry.traceparent = traceparent;
      const kept = this.outbox.slice(-(OUTBOX_MAX_ENTRIES - 1));
      this.outbox = [...kept, entry];
      this.outboxAt = entry.createdAt;
      return envelope;
    },
  );
}

export type OutboxDocument<T> = HydratedDocument<WithOutbox<T>, OutboxMethods>;
