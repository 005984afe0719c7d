import { randomUUID } from 'node:crypto';
import { z } from 'zod';

/**
 * Every event on Kafka travels in this envelope. The payload schema belongs to the event's
 * definition; the envelope is the same for all of them.
 */
export interface EventEnvelope<TType extends string = string, TPayload = unknown> {
  id: string;
  type: TType;
  version: number;
  occurredAt: string;
  aggregateId: string;
  correlationId: string;
  /**
   * W3C trace context of the work that recorded the event (only when tracing is on): the consumer
   * continues that trace. Optional: events written before it, or with tracing off, have none.
   */
  traceparent?: string;
  payload: TPayload;
}

/**
 * On the wire, an event about a person carries its personal fields encrypted under that person's
 * key (docs/decisions/privacy-rights.md#kafka-topics): erasure destroys the key, and every copy on
 * Kafka, in dead-letter topics and in old outbox entries becomes unreadable at once.
 */
export interface SealedFields {
  /** The key's id (`personKeyId`). */
  key: string;
  /** AES-256-GCM nonce, base64. */
  iv: string;
  /** The sealed fields' JSON, encrypted, with the 16-byte tag appended, base64. */
  data: string;
}

export const sealedFieldsSchema = z.object({
  key: z.string().min(1).max(300),
  iv: z.string().base64().length(16),
  data: z
    .string()
    .base64()
    .max(16 * 1024 * 1024),
});

export const envelopeSchema = z.object({
  id: z.string().uuid(),
  type: z.string().min(1),
  version: z.number().int().positive(),
  occurredAt: z.string().datetime({ offset: true }),
  aggregateId: z.string().min(1),
  correlationId: z.string().min(1),
  traceparent: z.string().max(256).optional(),
  payload: z.unknown(),
  sealed: sealedFieldsSchema.optional(),
});

export interface EventDefinition<TType extends string = string, TPayload = unknown> {
  /** Past-tense name, e.g. `UserRegistered`. */
  readonly type: TType;
  readonly version: number;
  /** `<domain>.<entity>.<event>.v<N>`. */
  readonly topic: string;
  readonly payload: z.ZodType<TPayload>;
  /** Events about a person: whose key seals them and which fields travel in clear. */
  readonly personal?: PersonalFields<TPayload>;
}

/**
 * Which payload fields of an event are sealed on the wire: every field but the `clear` ones (ids
 * that routing and dedupe need), under the key `keyOf` names. The outbox relay seals, the
 * consumer opens; handlers see the payload as defined.
 */
export interface PersonalFields<TPayload> {
  keyOf(payload: TPayload, aggregateId: string): string;
  clear: readonly string[];
}

/**
 * Key ids: one key per account (`user:<id>`), and one per ingested message (`message:<id>`),
 * whose owner is not known when it is published. Auth keeps them (person_keys).
 */
export const personKeyId = {
  user: (userId: string) => `user:${userId}`,
  message: (ingestedEmailId: string) => `message:${ingestedEmailId}`,
} as const;

export type PayloadOf<D> = D extends EventDefinition<string, infer P> ? P : never;
export type EnvelopeOf<D> = D extends EventDefinition<infer T, infer P> ? EventEnvelope<T, P> : never;

const TOPIC_PATTERN = /^[a-z]+\.[a-z0-9-]+\.[a-z0-9-]+\.v\d+$/;

export function defineEvent<TType extends string, TPayload>(definition: {
  type: TType;
  version: number;
  topic: string;
  payload: z.ZodType<TPayload>;
  personal?: PersonalFields<TPayload> & { clear: readonly (keyof TPayload & string)[] };
}): EventDefinition<TType, TPayload> {
  if (!TOPIC_PATTERN.test(definition.topic) || !definition.topic.endsWith(`.v${definition.version}`)) {
    throw new Error(`Topic ${definition.topic} must look like <domain>.<entity>.<event>.v${definition.version}`);
  }
  return Object.freeze({ ...definition });
}

export function createEnvelope<TType extends string, TPayload>(
  definition: EventDefinition<TType, TPayload>,
  input: { aggregateId: string; payload: TPayload; correlationId?: string; occurredAt?: Date; traceparent?: string },
): EventEnvelope<TType, TPayload> {
  const id = randomUUID();
  const envelope: EventEnvelope<TType, TPayload> = {
    id,
    type: definition.type,
    version: definition.version,
    occurredAt: (input.occurredAt ?? new Date()).toISOString(),
    aggregateId: input.aggregateId,
    correlationId: input.correlationId ?? id,
    // Parsing at the source means a malformed event is never stored, let alone published.
    payload: definition.payload.parse(input.payload),
  };
  if (input.traceparent) envelope.traceparent = input.traceparent;
  return envelope;
}

/** Parses a raw message value into a typed envelope of `definition`, or throws with the reason. */
export function parseEnvelope<TType extends string, TPayload>(definition: EventDefinition<TType, TPayload>, raw: unknown): EventEnvelope<TType, TPayload> {
  const envelope = envelopeSchema.parse(raw);
  if (envelope.type !== definition.type || envelope.version !== definition.version) {
    throw new Error(`Expected ${definition.type} v${definition.version}, got ${envelope.type} v${envelope.version}`);
  }
  return { ...envelope, type: definition.type, payload: definition.payload.parse(envelope.payload) };
}
