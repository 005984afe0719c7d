import type { Admin, Consumer, Kafka, KafkaMessage, Producer } from 'kafkajs';
import type { Connection, Model } from 'mongoose';
import { Schema } from 'mongoose';
import type { Logger } from 'pino';
import { deadLetterTopic, envelopeSchema, parseEnvelope, type EventDefinition, type EventEnvelope } from '@hiring/contracts';
import { isDuplicateKeyError } from '../mongo/connect.js';
import { isConnectionError } from '../errors/index.js';
import { ConsumerRestarts, createGroupConsumer, ensureTopics, retryRetriable } from './client.js';
import { inSpan, SpanKind, tracingEnabled } from '../telemetry/tracing.js';
import { consumerLag, deadLetters, messagesConsumed, onScrape } from '../telemetry/metrics.js';
import { erasedPerson } from '../privacy/receipts.js';
import { PersonKeysUnavailable, type PersonKeys } from '../privacy/person-keys.js';
import { openEvent, sealedKeyOf } from '../privacy/sealing.js';

export interface EventHandler<TType extends string = string, TPayload = unknown> {
  event: EventDefinition<TType, TPayload>;
  /** Must be idempotent in effect (upsert by a natural key): a crash after it ran and before the
   *  dedupe marker was written means it runs again. */
  handle(envelope: EventEnvelope<TType, TPayload>): Promise<void>;
  /**
   * The person the event is about, for handlers that would write their data: an event about
   * someone this service erased (a replay, a new group reading from the start) is skipped, so an
   * erased person does not come back (docs/decisions/privacy-rights.md#erasure).
   */
  person?: (payload: TPayload) => string;
}

/** Keeps handler lists type-safe per event without casts at the call site. */
export function on<TType extends string, TPayload>(
  event: EventDefinition<TType, TPayload>,
  handle: (envelope: EventEnvelope<TType, TPayload>) => Promise<void>,
  options: { person?: (payload: TPayload) => string } = {},
): EventHandler {
  return { event, handle, ...options } as unknown as EventHandler;
}

interface ProcessedEvent {
  _id: string;
  groupId: string;
  eventId: string;
  topic: string;
  outcome: 'handled' | 'dead-lettered' | 'erased';
  processedAt: Date;
}

const processedSchema = new Schema<ProcessedEvent>(
  {
    _id: { type: String, required: true },
    groupId: String,
    eventId: String,
    topic: String,
    outcome: String,
    processedAt: Date,
  },
  { versionKey: false },
);

export interface ConsumerOptions {
  kafka: Kafka;
  connection: Connection;
  producer: Producer;
  logger: Logger;
  /** `<service>.<purpose>` */
  groupId: string;
  handlers: EventHandler[];
  /** In-process attempts per message before it goes to the dead-letter topic. */
  maxAttempts?: number;
  retryDelayMs?: number;
  sessionTimeoutMs?: number;
  fromBeginning?: boolean;
  /** Partitions handled at once (order within a partition always holds). Default 3, our partition count. */
  partitionsConsumedConcurrently?: number;
  /** A connected admin client for `caughtUp` (the service's own); one is created on demand otherwise. */
  admin?: Admin;
  /** The service's name, for its metrics and spans. */
  service?: string;
  /** Opens events whose personal fields are sealed (privacy/sealing.ts); a message it has no key for is skipped. */
  keys?: Pick<PersonKeys, 'lookup'>;
}

/** Where the group stands on one partition: every message before `offset` has been applied. */
type Positions = Map<string, number>;
const positionKey = (topic: string, partition: number) => `${topic}:${partition}`;

/**
 * An idempotent consumer: dedupes by event id with a unique `_id` (`<group>:<event id>`), retries a
 * failing handler, parks poison and exhausted messages on `<topic>.dlt`, and restarts itself when
 * kafkajs crashes without restarting.
 */
export class IdempotentConsumer {
  private consumer: Consumer | undefined;
  private readonly processed: Model<ProcessedEvent>;
  private readonly erased: (userId: string) => Promise<boolean>;
  private readonly byTopic = new Map<string, EventHandler>();
  private stopping = false;
  private readonly restarts: ConsumerRestarts;
  private readonly log: Logger;
  /** Per partition this instance consumes: the offset after the last message it finished. */
  private readonly applied: Positions = new Map();
  /** Woken whenever a message is finished (caughtUp waiters). */
  private progressWaiters: (() => void)[] = [];
  private ownAdmin: Promise<Admin> | undefined;
  private removeScrape: (() => void) | undefined;
  private readonly service: string;

  constructor(private readonly options: ConsumerOptions) {
    this.processed =
      (options.connection.models['ProcessedEvent'] as Model<ProcessedEvent> | undefined) ??
      options.connection.model<ProcessedEvent>('ProcessedEvent', processedSchema, 'processed_events');
    this.erased = erasedPerson(options.connection);
    for (const handler of options.handlers) this.byTopic.set(handler.event.topic, handler);
    this.log = options.logger.child({ component: 'consumer', groupId: options.groupId });
    this.restarts = new ConsumerRestarts({
      logger: this.log,
      name: 'consumer',
      current: () => this.consumer,
      stopping: () => this.stopping,
      start: () => this.connectAndRun(),
    });
    this.service = options.service ?? 'unknown';
  }

  /** Lag per partition of the group's topics, read from the broker when Prometheus scrapes. */
  private async collectLag(): Promise<void> {
    const admin = await this.adminClient();
    const committed = await this.committedPositions(admin);
    for (const topic of this.topics) {
      for (const { partition, high, low } of await admin.fetchTopicOffsets(topic)) {
        const at = committed.get(positionKey(topic, partition)) ?? -1;
        // Nothing committed yet: everything still on the partition is behind.
        const lag = Number(high) - (at >= 0 ? at : Number(low));
        consumerLag.set({ service: this.service, group: this.groupId, topic, partition: String(partition) }, Math.max(0, lag));
      }
    }
  }

  /**
   * 10 s: a member that died (kill -9, a crashed container) holds its partitions until its session
   * expires, and a restarted instance cannot join before that. Handlers that run longer keep the
   * session alive with heartbeats (handleUntilStored).
   */
  private get sessionTimeoutMs(): number {
    return this.options.sessionTimeoutMs ?? 10_000;
  }

  get groupId(): string {
    return this.options.groupId;
  }

  get topics(): string[] {
    return [...this.byTopic.keys()];
  }

  async start(): Promise<void> {
    this.stopping = false;
    this.removeScrape ??= onScrape({ collect: () => this.collectLag() });
    await this.processed.createCollection().catch(() => undefined);
    const admin = this.options.kafka.admin();
    await admin.connect();
    try {
      await ensureTopics(admin, [...this.topics, ...this.topics.map(deadLetterTopic)]);
      if (this.options.fromBeginning === false) {
        // A new group that starts at the end never applies what came before: for the read
        // barrier those events count as applied. Partitions it has committed on resume from there.
        // A group's coordinator may move or still be loading ("not the correct coordinator"):
        // kafkajs's admin does not retry these, so a service starting then would fail to start.
        const committed = await retryRetriable(() => this.committedPositions(admin));
        for (const topic of this.topics) {
          for (const { partition, high } of await retryRetriable(() => admin.fetchTopicOffsets(topic))) {
            if ((committed.get(positionKey(topic, partition)) ?? -1) < 0) this.advance(topic, partition, Number(high));
          }
        }
      }
    } finally {
      await admin.disconnect();
    }
    await this.connectAndRun();
  }

  private async connectAndRun(): Promise<void> {
    const consumer = createGroupConsumer({
      kafka: this.options.kafka,
      groupId: this.options.groupId,
      sessionTimeoutMs: this.sessionTimeoutMs,
      logger: this.log,
      name: 'consumer',
      onUnrestartedCrash: () => {
        if (!this.stopping) this.restarts.schedule();
      },
    });
    this.consumer = consumer;
    await consumer.connect();
    const fromBeginning = this.options.fromBeginning ?? true;
    await consumer.subscribe({ topics: this.topics, fromBeginning });
    // A new group starting at the end must have its offsets resolved before start() returns,
    // or an event published right after start could fall before the "latest" it resolves to.
    const positioned = fromBeginning ? Promise.resolve() : this.firstFetch(consumer);
    await consumer.run({
      partitionsConsumedConcurrently: this.options.partitionsConsumedConcurrently ?? 3,
      eachMessage: async ({ topic, partition, message, heartbeat }) => {
        await this.handleUntilStored(topic, message, heartbeat);
        this.advance(topic, partition, Number(message.offset) + 1);
      },
    });
    await positioned;
  }

  private firstFetch(consumer: Consumer, timeoutMs = 30_000): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.log.warn('no fetch within the wait; continuing');
        done();
      }, timeoutMs);
      const removeFetch = consumer.on(consumer.events.FETCH_START, () => done());
      function done() {
        clearTimeout(timer);
        removeFetch();
        resolve();
      }
    });
  }

  /** Stops fetching while the group keeps its place and membership (tests hold a projection back with it). */
  pause(): void {
    this.consumer?.pause(this.topics.map((topic) => ({ topic })));
  }

  resume(): void {
    this.consumer?.resume(this.topics.map((topic) => ({ topic })));
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.removeScrape?.();
    this.removeScrape = undefined;
    this.restarts.cancel();
    // disconnect() leaves the group, so a restarted instance does not wait out our session.
    await this.consumer?.disconnect();
    const admin = this.ownAdmin;
    this.ownAdmin = undefined;
    if (admin) await (await admin).disconnect().catch(() => undefined);
    this.wake();
  }

  /**
   * Whether this group has applied every event its topics held when the call started, waiting up
   * to `timeoutMs` for it. It is how a read proves a "not found" is not just lag: writers answer
   * only once their event is on the broker, so anything a user wrote before this read is included.
   * Partitions another instance consumes count through the group's committed offsets (committed
   * after each batch is handled). False when the broker cannot be asked or the wait runs out.
   */
  async caughtUp(timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    let targets: { key: string; high: number }[];
    let admin: Admin;
    try {
      admin = await this.adminClient();
      const offsets = await Promise.all(this.topics.map(async (topic) => ({ topic, partitions: await admin.fetchTopicOffsets(topic) })));
      targets = offsets.flatMap(({ topic, partitions }) =>
        partitions.map((p) => ({ key: positionKey(topic, p.partition), high: Number(p.high) })).filter((t) => t.high > 0),
      );
    } catch (error) {
      this.log.warn({ err: error }, 'cannot read topic offsets to check freshness');
      return false;
    }
    let committed: Positions = new Map();
    let committedAt = 0;
    for (;;) {
      const behind = targets.filter((t) => Math.max(this.applied.get(t.key) ?? 0, committed.get(t.key) ?? 0) < t.high);
      if (behind.length === 0) return true;
      if (Date.now() >= deadline || this.stopping) {
        const at = (key: string) => ({ applied: this.applied.get(key) ?? null, committed: committed.get(key) ?? null });
        this.log.warn({ behind: behind.map((t) => ({ partition: t.key, high: t.high, ...at(t.key) })) }, 'read barrier: the group did not catch up in time');
        return false;
      }
      if (Date.now() - committedAt >= 200) {
        committedAt = Date.now();
        committed = await this.committedPositions(admin).catch(() => committed);
        continue;
      }
      await this.nextProgress(Math.min(50, deadline - Date.now()));
    }
  }

  private async committedPositions(admin: Admin): Promise<Positions> {
    const positions: Positions = new Map();
    const groups = await admin.fetchOffsets({ groupId: this.options.groupId, topics: this.topics });
    for (const { topic, partitions } of groups) {
      for (const { partition, offset } of partitions) positions.set(positionKey(topic, partition), Number(offset));
    }
    return positions;
  }

  private adminClient(): Promise<Admin> {
    if (this.options.admin) return Promise.resolve(this.options.admin);
    this.ownAdmin ??= (async () => {
      const admin = this.options.kafka.admin();
      await admin.connect();
      return admin;
    })().catch((error: unknown) => {
      this.ownAdmin = undefined;
      throw error;
    });
    return this.ownAdmin;
  }

  private advance(topic: string, partition: number, next: number): void {
    const key = positionKey(topic, partition);
    if (next > (this.applied.get(key) ?? 0)) this.applied.set(key, next);
    this.wake();
  }

  private wake(): void {
    const waiters = this.progressWaiters;
    this.progressWaiters = [];
    for (const wake of waiters) wake();
  }

  private nextProgress(timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, Math.max(1, timeoutMs));
      this.progressWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /**
   * Handles a message, waiting out an unreachable database instead of counting it as the
   * handler's failure: during an outage messages wait (the group keeps its place), they are
   * neither dead-lettered nor skipped. Kafka failures (a dead-letter send) go back to kafkajs,
   * which retries the message.
   */
  private async handleUntilStored(topic: string, message: KafkaMessage, heartbeat: () => Promise<void>): Promise<void> {
    // kafkajs heartbeats between messages only: a long handler (an email read, a database outage)
    // would otherwise let the session expire and the group rebalance under it.
    const beat = setInterval(() => void heartbeat().catch(() => undefined), Math.min(3000, Math.floor(this.sessionTimeoutMs / 3)));
    try {
      for (let wait = 250; ; wait = Math.min(wait * 2, 5000)) {
        try {
          await this.handleMessage(topic, message);
          return;
        } catch (error) {
          if (this.stopping || !(this.isDatabaseOutage(error) || error instanceof PersonKeysUnavailable)) throw error;
          this.log.warn({ err: error, topic, offset: message.offset }, 'database or key store unreachable; waiting to handle the message');
          await new Promise((resolve) => setTimeout(resolve, wait));
        }
      }
    } finally {
      clearInterval(beat);
    }
  }

  private isDatabaseOutage(error: unknown): boolean {
    return this.options.connection.readyState !== 1 || isConnectionError(error);
  }

  private async handleMessage(topic: string, message: KafkaMessage): Promise<void> {
    const handler = this.byTopic.get(topic);
    if (!handler || !message.value) return;
    let parsed: EventEnvelope | null;
    try {
      const raw = await this.opened(JSON.parse(message.value.toString('utf8')));
      parsed = raw === null ? null : parseEnvelope(handler.event, raw);
    } catch (error) {
      if (error instanceof PersonKeysUnavailable) throw error;
      // A message that does not parse (or open) will never parse: straight to the dead-letter topic.
      await this.deadLetter(topic, message, error, null);
      return;
    }
    if (parsed === null) return this.skipErased(topic, message);
    const envelope = parsed;
    if (!tracingEnabled()) return this.handleEnvelope(topic, message, handler, envelope);
    // The consumer span continues the producer's (its header), or the recording request's (the envelope).
    const header = message.headers?.['traceparent'];
    const traceparent = (Buffer.isBuffer(header) ? header.toString('utf8') : typeof header === 'string' ? header : undefined) ?? envelope.traceparent;
    const attributes = {
      'messaging.system': 'kafka',
      'messaging.destination.name': topic,
      'messaging.consumer.group.name': this.groupId,
      'messaging.message.id': envelope.id,
      'messaging.kafka.offset': Number(message.offset),
      'hm.correlation_id': envelope.correlationId,
    };
    return inSpan(this.service, `${topic} process`, { kind: SpanKind.CONSUMER, traceparent, correlationId: envelope.correlationId, attributes }, () =>
      this.handleEnvelope(topic, message, handler, envelope),
    );
  }

  /** The envelope with its sealed fields opened; null when its key is shredded (the person was erased). */
  private async opened(raw: unknown): Promise<unknown> {
    const keyId = sealedKeyOf(raw);
    if (keyId === null) return raw;
    if (!this.options.keys) throw new Error('a sealed event, and this consumer has no key store');
    const key = (await this.options.keys.lookup([keyId])).get(keyId);
    return key ? openEvent(raw, key) : null;
  }

  /** An event about someone erased everywhere: nothing of theirs can be read, so nothing is written. */
  private async skipErased(topic: string, message: KafkaMessage): Promise<void> {
    const { id } = envelopeSchema.parse(JSON.parse(message.value!.toString('utf8')));
    const markerId = `${this.options.groupId}:${id}`;
    await this.mark(markerId, id, topic, 'erased');
    messagesConsumed.inc({ service: this.service, group: this.groupId, topic, outcome: 'erased' });
  }

  private async handleEnvelope(topic: string, message: KafkaMessage, handler: EventHandler, envelope: EventEnvelope): Promise<void> {
    const markerId = `${this.options.groupId}:${envelope.id}`;
    if (await this.processed.exists({ _id: markerId })) {
      messagesConsumed.inc({ service: this.service, group: this.groupId, topic, outcome: 'duplicate' });
      return;
    }

    if (handler.person && (await this.erased(handler.person(envelope.payload)))) {
      await this.mark(markerId, envelope.id, topic, 'erased');
      messagesConsumed.inc({ service: this.service, group: this.groupId, topic, outcome: 'erased' });
      return;
    }

    const maxAttempts = this.options.maxAttempts ?? 5;
    for (let attempt = 1; ; attempt += 1) {
      try {
        await handler.handle(envelope);
        await this.mark(markerId, envelope.id, topic, 'handled');
        messagesConsumed.inc({ service: this.service, group: this.groupId, topic, outcome: 'handled' });
        return;
      } catch (error) {
        if (this.isDatabaseOutage(error)) throw error;
        if (attempt >= maxAttempts) {
          await this.deadLetter(topic, message, error, envelope.id);
          await this.mark(markerId, envelope.id, topic, 'dead-lettered');
          return;
        }
        this.log.warn({ err: error, topic, eventId: envelope.id, attempt }, 'handler failed; retrying');
        await new Promise((resolve) => setTimeout(resolve, (this.options.retryDelayMs ?? 200) * 2 ** (attempt - 1)));
      }
    }
  }

  private async mark(id: string, eventId: string, topic: string, outcome: ProcessedEvent['outcome']): Promise<void> {
    try {
      await this.processed.create({ _id: id, groupId: this.options.groupId, eventId, topic, outcome, processedAt: new Date() });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }

  private async deadLetter(topic: string, message: KafkaMessage, error: unknown, eventId: string | null): Promise<void> {
    const reason = error instanceof Error ? error.message : String(error);
    this.log.error({ topic, eventId, reason }, 'message sent to dead-letter topic');
    deadLetters.inc({ service: this.service, group: this.groupId, topic });
    messagesConsumed.inc({ service: this.service, group: this.groupId, topic, outcome: 'dead-lettered' });
    await this.options.producer.send({
      topic: deadLetterTopic(topic),
      messages: [
        {
          key: message.key,
          value: message.value,
          headers: { 'dlt-reason': reason.slice(0, 1000), 'dlt-group': this.options.groupId, 'dlt-source-topic': topic },
        },
      ],
    });
  }
}
