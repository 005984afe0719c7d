import { Schema, type Connection, type Model } from 'mongoose';
import type { Producer, TopicMessages } from 'kafkajs';
import type { Logger } from 'pino';
import { hasOutbox, type OutboxEntry, type OutboxFields } from './outbox.js';
import type { Span } from '@opentelemetry/api';
import { isDuplicateKeyError } from '../mongo/connect.js';
import { detached, SpanKind, startSpanFrom, tracingEnabled, traceparentOf } from '../telemetry/tracing.js';
import { eventsPublished, onScrape, outboxBacklog, outboxOldestAge } from '../telemetry/metrics.js';
import { eventOfTopic } from '@hiring/contracts';
import type { PersonKeys } from '../privacy/person-keys.js';
import { isSealed, sealEvent, sealingKeyOf } from '../privacy/sealing.js';

interface PublishedMarker {
  _id: string;
  topic: string;
  publishedAt: Date;
}

const publishedSchema = new Schema<PublishedMarker>({ _id: { type: String, required: true }, topic: String, publishedAt: Date }, { versionKey: false });

type OutboxModel = Model<OutboxFields>;

/**
 * A model whose schema has the outbox plugin, of any document type: what writers pass to
 * `notify`. (A `Model<User & OutboxFields>` is not a `Model<OutboxFields>` to TypeScript, so the
 * relay asks only for what identifies the model and checks the plugin at run time.)
 */
export interface OutboxSource {
  readonly modelName: string;
  readonly schema: Schema;
}

export interface OutboxRelayOptions {
  /** How long `notify` waits for the publish before answering anyway (the event still leaves later). */
  publishWaitMs?: number;
  /** First wait before retrying a failed publish; it doubles up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
  /** Documents published per round: one batch send to Kafka and one marker write for all of them. */
  batchSize?: number;
  /** The service's name, for its metrics and spans. */
  service?: string;
  /**
   * Where the keys that seal events about a person come from (privacy/sealing.ts). Required once
   * such an event is published: without it the round fails rather than send personal data in clear.
   */
  keys?: PersonKeys;
}

/**
 * What a writer knows of the document it just saved: its outbox as written and the ids of the
 * entries this very write recorded (nobody can have published those yet). With it the relay needs
 * neither to read the document back nor to look up markers for those entries.
 */
export interface WrittenOutbox {
  outbox: readonly OutboxEntry[];
  recorded: readonly string[];
}

interface Pending {
  model: OutboxModel;
  id: unknown;
  waiters: ((published: boolean) => void)[];
  /** The writer's snapshot; null when two notifications for the document queued up (read it then). */
  written: WrittenOutbox | null;
  /** When it was first queued (the backlog's age). */
  since: number;
}

/** Entry ids this process published lately: most documents are then checked without a read. */
const REMEMBERED_IDS = 20_000;

/**
 * Publishes outbox entries. A writer calls `notify(model, id, written?)` right after its save and awaits it,
 * so its answer leaves only once the event is on the broker (or after `publishWaitMs` if the broker
 * is away): a read that starts after the answer can then wait for its projection to catch up (see
 * read-barrier.ts). Notified documents are published in rounds, in notification order: one read
 * per document, one batch send, one marker write per round, so a burst costs a few round trips,
 * not a few per event. A failed round is retried with backoff (no timer runs while nothing is
 * pending), and a scan at start publishes what a crash left behind. Delivery is at least once:
 * consumers dedupe by event id.
 */
export class OutboxRelay {
  private readonly models = new Map<string, OutboxModel>();
  private readonly pending = new Map<string, Pending>();
  private readonly marker: Model<PublishedMarker>;
  private readonly remembered = new Set<string>();
  private running: Promise<void> | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private retryDelay: number;
  private stopped = false;
  private readonly options: Required<Omit<OutboxRelayOptions, 'keys'>> & Pick<OutboxRelayOptions, 'keys'>;
  private removeScrape: (() => void) | undefined;

  constructor(
    private readonly connection: Connection,
    private readonly producer: Producer,
    private readonly logger: Logger,
    options: OutboxRelayOptions = {},
  ) {
    this.options = { publishWaitMs: 3000, retryMs: 250, maxRetryMs: 5000, batchSize: 64, service: 'unknown', ...options };
    this.retryDelay = this.options.retryMs;
    this.marker =
      (connection.models['OutboxPublished'] as Model<PublishedMarker> | undefined) ??
      connection.model<PublishedMarker>('OutboxPublished', publishedSchema, 'outbox_published');
  }

  /** Tracks a model explicitly; `start()` tracks every outbox model of the relay's connection itself. */
  track(model: OutboxSource): void {
    this.models.set(model.modelName, asOutboxModel(model));
  }

  /**
   * Call after a write that recorded events. Resolves true once they are on the broker, false if
   * that took longer than `publishWaitMs` (they stay queued and are retried). Rejects only for a model without the outbox (a bug).
   */
  notify(model: OutboxSource, id: unknown, written?: WrittenOutbox): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), this.options.publishWaitMs);
      timer.unref();
      const plain = written && {
        outbox: written.outbox.map(({ id, topic, key, value, createdAt, traceparent }) =>
          traceparent ? { id, topic, key, value, createdAt, traceparent } : { id, topic, key, value, createdAt },
        ),
        recorded: written.recorded,
      };
      this.enqueue(
        asOutboxModel(model),
        id,
        (published) => {
          clearTimeout(timer);
          resolve(published);
        },
        plain,
      );
    });
  }

  /**
   * Tracks every model of the connection whose schema has the outbox plugin, then publishes
   * whatever recorded events they hold (a crash may have left some).
   */
  async start(): Promise<void> {
    this.stopped = false;
    const service = this.options.service;
    this.removeScrape ??= onScrape({
      collect: () => {
        let oldest = Infinity;
        for (const item of this.pending.values()) oldest = Math.min(oldest, item.since);
        outboxBacklog.set({ service }, this.pending.size);
        outboxOldestAge.set({ service }, oldest === Infinity ? 0 : (Date.now() - oldest) / 1000);
      },
    });
    for (const model of Object.values(this.connection.models)) if (hasOutbox(model.schema)) this.track(model);
    await this.scan();
  }

  /** Resolves once nothing is pending, or after `timeoutMs` (scripts call it before they exit). */
  async flush(timeoutMs = 10_000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (this.pending.size > 0 || this.running) {
      if (Date.now() > deadline) return false;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return true;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.removeScrape?.();
    this.removeScrape = undefined;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    await this.running;
    for (const item of this.pending.values()) for (const waiter of item.waiters) waiter(false);
    this.pending.clear();
  }

  /** Queues every tracked document that holds recorded events. */
  async scan(): Promise<void> {
    try {
      for (const model of this.models.values()) {
        const docs = await model.find({ outboxAt: { $gte: new Date(0) } }, { _id: 1 }).lean();
        for (const doc of docs) this.enqueue(model, doc._id);
      }
    } catch (error) {
      this.logger.warn({ err: error }, 'outbox scan failed; documents written before it are published when next notified');
    }
  }

  private enqueue(model: OutboxModel, id: unknown, waiter?: (published: boolean) => void, written?: WrittenOutbox): void {
    const key = `${model.modelName}:${String(id)}`;
    let item = this.pending.get(key);
    if (!item) {
      item = { model, id, waiters: [], written: written ?? null, since: Date.now() };
      this.pending.set(key, item);
    } else {
      // Which snapshot is newer is unknown: the document itself says.
      item.written = null;
    }
    if (waiter) item.waiters.push(waiter);
    this.kick();
  }

  private kick(): void {
    if (this.running || this.retryTimer || this.stopped) return;
    // Rounds publish many requests' events: each event's span continues its own request (its saved traceparent).
    this.running = detached(() => this.drain()).finally(() => {
      this.running = undefined;
      // Notifications that arrived while the last round was being written.
      if (this.pending.size > 0 && !this.retryTimer) this.kick();
    });
  }

  private async drain(): Promise<void> {
    while (this.pending.size > 0 && !this.stopped) {
      const batch = [...this.pending.entries()].slice(0, this.options.batchSize);
      // Taken off the queue first: a document notified again meanwhile is read again next round.
      for (const [key] of batch) this.pending.delete(key);
      const published = await this.publish(batch.map(([, item]) => item));
      if (!published) {
        // Back at the front, in their order, ahead of anything queued since.
        const rest = [...this.pending.entries()];
        this.pending.clear();
        for (const [key, item] of [...batch, ...rest]) {
          const queued = this.pending.get(key);
          if (queued) {
            queued.waiters.push(...item.waiters);
            queued.written = null;
          } else this.pending.set(key, item);
        }
        this.scheduleRetry();
        return;
      }
      this.retryDelay = this.options.retryMs;
      for (const [, item] of batch) for (const waiter of item.waiters) waiter(true);
    }
  }

  private scheduleRetry(): void {
    if (this.stopped) return;
    const delay = this.retryDelay;
    this.retryDelay = Math.min(this.retryDelay * 2, this.options.maxRetryMs);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      this.kick();
    }, delay);
    this.retryTimer.unref();
  }

  /** One round: read the documents, send their unpublished entries in order, mark them published. */
  private async publish(items: Pending[]): Promise<boolean> {
    try {
      const entries = (await Promise.all(items.map((item) => this.unpublishedEntries(item)))).flat();
      if (entries.length === 0) return true;
      const values = await this.wireValues(entries);
      const byTopic = new Map<string, TopicMessages>();
      // With tracing on: a producer span per event, a child of the request that recorded it, and
      // its context in the message's `traceparent` header for the consumer.
      const spans: Span[] | undefined = tracingEnabled() ? [] : undefined;
      for (const [index, entry] of entries.entries()) {
        const value = values[index];
        // The person was erased before this left: nothing of theirs is sent, the entry counts as done.
        if (value === null) continue;
        let topic = byTopic.get(entry.topic);
        if (!topic) byTopic.set(entry.topic, (topic = { topic: entry.topic, messages: [] }));
        const headers: Record<string, string> = { 'event-id': entry.id };
        if (spans) {
          const span = startSpanFrom(entry.traceparent, this.options.service, `${entry.topic} publish`, SpanKind.PRODUCER, {
            'messaging.system': 'kafka',
            'messaging.destination.name': entry.topic,
            'messaging.message.id': entry.id,
            'messaging.operation.type': 'send',
          });
          const traceparent = span && traceparentOf(span);
          if (traceparent) headers['traceparent'] = traceparent;
          if (span) spans.push(span);
        }
        topic.messages.push({ key: entry.key, value, headers });
      }
      try {
        if (byTopic.size > 0) await this.producer.sendBatch({ acks: -1, topicMessages: [...byTopic.values()] });
      } finally {
        for (const span of spans ?? []) span.end();
      }
      for (const entry of entries) eventsPublished.inc({ service: this.options.service, topic: entry.topic });
      const publishedAt = new Date();
      await this.marker
        .insertMany(
          entries.map((entry) => ({ _id: entry.id, topic: entry.topic, publishedAt })),
          { ordered: false, lean: true },
        )
        .catch((error: unknown) => {
          if (!onlyDuplicates(error)) throw error;
        });
      for (const entry of entries) this.remember(entry.id);
      return true;
    } catch (error) {
      this.logger.warn({ err: error, documents: items.length }, 'outbox publish failed; will retry');
      return false;
    }
  }

  /**
   * What goes on the wire for each entry: the envelope as recorded, or with its personal fields
   * sealed under the person's key (one key request per round); null where the key was shredded.
   */
  private async wireValues(entries: readonly OutboxEntry[]): Promise<(string | null)[]> {
    const sealing = entries.map((entry) => {
      const definition = eventOfTopic(entry.topic);
      return isSealed(definition) ? { personal: definition.personal, keyId: sealingKeyOf(definition.personal, entry.value) } : null;
    });
    const keyIds = sealing.flatMap((item) => (item ? [item.keyId] : []));
    if (keyIds.length === 0) return entries.map((entry) => entry.value);
    if (!this.options.keys) throw new Error('events about a person need a key store to be sealed (OutboxRelayOptions.keys)');
    const keys = await this.options.keys.issue(keyIds);
    const values = entries.map((entry, index) => {
      const item = sealing[index];
      if (!item) return entry.value;
      const key = keys.get(item.keyId);
      return key ? sealEvent(item.personal, entry.value, item.keyId, key) : null;
    });
    const dropped = values.filter((value) => value === null).length;
    if (dropped > 0) this.logger.info({ dropped }, 'events about erased people not published');
    return values;
  }

  /**
   * The document's entries after the newest one already published. A relay publishes a document's
   * entries in order and marks each only after sending it, so a published entry means every older
   * one was sent: checking from the newest back costs one lookup for most documents.
   */
  private async unpublishedEntries(item: Pending): Promise<OutboxEntry[]> {
    const outbox = item.written ? item.written.outbox : ((await item.model.findById(item.id, { outbox: 1 }).lean<{ outbox?: OutboxEntry[] }>())?.outbox ?? []);
    const fresh = new Set(item.written?.recorded ?? []);
    let from = outbox.length;
    while (from > 0) {
      const entry = outbox[from - 1]!;
      if (!fresh.has(entry.id) && (this.remembered.has(entry.id) || (await this.marker.exists({ _id: entry.id })))) break;
      from -= 1;
    }
    return outbox.slice(from);
  }

  private remember(id: string): void {
    this.remembered.add(id);
    if (this.remembered.size > REMEMBERED_IDS) this.remembered.delete(this.remembered.values().next().value as string);
  }
}

/** An unordered bulk insert whose only failures are "already there". */
function onlyDuplicates(error: unknown): boolean {
  if (isDuplicateKeyError(error)) return true;
  const writeErrors = (error as { writeErrors?: { code?: number }[] | { code?: number } } | null)?.writeErrors;
  const list = Array.isArray(writeErrors) ? writeErrors : writeErrors ? [writeErrors] : [];
  return list.length > 0 && list.every((e) => e.code === 11000) && !(error as { writeConcernError?: unknown }).writeConcernError;
}

function asOutboxModel(model: OutboxSource): OutboxModel {
  if (!hasOutbox(model.schema)) throw new Error(`${model.modelName} has no outbox (its schema lacks outboxPlugin)`);
  return model as unknown as OutboxModel;
}
