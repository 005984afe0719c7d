import type { Consumer, Kafka, KafkaMessage, Producer } from 'kafkajs';
import type { Connection, Model } from 'mongoose';
import { Schema } from 'mongoose';
import type { Logger } from 'pino';
import { deadLetterTopic, parseEnvelope, type EventDefinition, type EventEnvelope } from '@hiring/contracts';
import { isDuplicateKeyError } from '../mongo/connect.js';
import { ensureTopics } from './client.js';

export interface EventHandler<TType extends string = string, TPayload = unknown> {
  event: EventDefinition<TType, TPayload>;
  /** Must be idempotent in effect (upsert by a natural key): a crash after it ran and before the
   *  dedupe marker was written means it runs again. */
  handle(envelope: EventEnvelope<TType, TPayload>): Promise<void>;
}

/** Keeps handler lists type-safe per event without casts at the call site. */
export function on<TType extends string, TPayload>(
  event: EventDefinition<TType, TPayload>,
  handle: (envelope: EventEnvelope<TType, TPayload>) => Promise<void>,
): EventHandler {
  return { event, handle } as unknown as EventHandler;
}

interface ProcessedEvent {
  _id: string;
  groupId: string;
  eventId: string;
  topic: string;
  outcome: 'handled' | 'dead-lettered';
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
}

/**
 * An idempotent consumer: dedupes by event id with a unique `_id` (`<group>:<event id>`), retries a
 * failing handler, parks poison and exhausted messages on `<topic>.dlt`, and restarts itself when
 * kafkajs crashes without restarting.
 */
export class IdempotentConsumer {
  private consumer: Consumer | undefined;
  private readonly processed: Model<ProcessedEvent>;
  private readonly byTopic = new Map<string, EventHandler>();
  private stopping = false;
  private restartTimer: NodeJS.Timeout | undefined;
  private readonly log: Logger;

  constructor(private readonly options: ConsumerOptions) {
    this.processed =
      (options.connection.models['ProcessedEvent'] as Model<ProcessedEvent> | undefined) ??
      options.connection.model<ProcessedEvent>('ProcessedEvent', processedSchema, 'processed_events');
    for (const handler of options.handlers) this.byTopic.set(handler.event.topic, handler);
    this.log = options.logger.child({ component: 'consumer', groupId: options.groupId });
  }

  get topics(): string[] {
    return [...this.byTopic.keys()];
  }

  async start(): Promise<void> {
    this.stopping = false;
    await this.processed.createCollection().catch(() => undefined);
    const admin = this.options.kafka.admin();
    await admin.connect();
    try {
      await ensureTopics(admin, [...this.topics, ...this.topics.map(deadLetterTopic)]);
    } finally {
      await admin.disconnect();
    }
    await this.connectAndRun();
  }

  private async connectAndRun(): Promise<void> {
    const consumer = this.options.kafka.consumer({
      groupId: this.options.groupId,
      sessionTimeout: this.options.sessionTimeoutMs ?? 30_000,
      heartbeatInterval: Math.min(3000, Math.floor((this.options.sessionTimeoutMs ?? 30_000) / 3)),
      retry: { retries: 10 },
    });
    this.consumer = consumer;
    consumer.on(consumer.events.CRASH, (event) => {
      const { error, restart } = event.payload as { error: Error; restart: boolean };
      this.log.error({ err: error, restart }, 'consumer crashed');
      if (!restart && !this.stopping) this.scheduleRestart();
    });
    await consumer.connect();
    const fromBeginning = this.options.fromBeginning ?? true;
    await consumer.subscribe({ topics: this.topics, fromBeginning });
    // A new group starting at the end must have its offsets resolved before start() returns,
    // or an event published right after start could fall before the "latest" it resolves to.
    const positioned = fromBeginning ? Promise.resolve() : this.firstFetch(consumer);
    await consumer.run({
      eachMessage: async ({ topic, message }) => this.handleMessage(topic, message),
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

  private scheduleRestart(): void {
    if (this.restartTimer) return;
    this.restartTimer = setTimeout(() => {
      this.restartTimer = undefined;
      const old = this.consumer;
      void (async () => {
        await old?.disconnect().catch(() => undefined);
        if (this.stopping) return;
        try {
          await this.connectAndRun();
          this.log.info('consumer restarted');
        } catch (error) {
          this.log.error({ err: error }, 'consumer restart failed; trying again');
          this.scheduleRestart();
        }
      })();
    }, 1000);
    this.restartTimer.unref();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.restartTimer) clearTimeout(this.restartTimer);
    // disconnect() leaves the group, so a restarted instance does not wait out our session.
    await this.consumer?.disconnect();
  }

  private async handleMessage(topic: string, message: KafkaMessage): Promise<void> {
    const handler = this.byTopic.get(topic);
    if (!handler || !message.value) return;
    let envelope: EventEnvelope;
    try {
      envelope = parseEnvelope(handler.event, JSON.parse(message.value.toString('utf8')));
    } catch (error) {
      // A message that does not parse will never parse: straight to the dead-letter topic.
      await this.deadLetter(topic, message, error, null);
      return;
    }
    const markerId = `${this.options.groupId}:${envelope.id}`;
    if (await this.processed.exists({ _id: markerId })) return;

    const maxAttempts = this.options.maxAttempts ?? 5;
    for (let attempt = 1; ; attempt += 1) {
      try {
        await handler.handle(envelope);
        await this.mark(markerId, envelope.id, topic, 'handled');
        return;
      } catch (error) {
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
