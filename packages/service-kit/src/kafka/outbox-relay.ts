import type { Connection, Model } from 'mongoose';
import { Schema } from 'mongoose';
import type { Producer } from 'kafkajs';
import type { Logger } from 'pino';
import type { OutboxEntry, OutboxFields } from './outbox.js';
import { isDuplicateKeyError } from '../mongo/connect.js';

interface PublishedMarker {
  _id: string;
  topic: string;
  publishedAt: Date;
}

const publishedSchema = new Schema<PublishedMarker>(
  { _id: { type: String, required: true }, topic: String, publishedAt: Date },
  { versionKey: false },
);

type OutboxModel = Model<OutboxFields>;

/**
 * Publishes outbox entries. Writers nudge it with `notify(model, id)` right after a save, so an
 * event usually leaves within milliseconds; a periodic sweep and a full scan at start catch what
 * a crash or a broker outage left behind. Delivery is at least once: consumers dedupe by event id.
 */
export class OutboxRelay {
  private readonly models: OutboxModel[] = [];
  private readonly pending = new Map<string, { model: OutboxModel; id: unknown }>();
  private readonly marker: Model<PublishedMarker>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  private rerun = false;

  constructor(
    connection: Connection,
    private readonly producer: Producer,
    private readonly logger: Logger,
    private readonly options: { sweepMs: number; sweepWindowMs?: number } = { sweepMs: 5000 },
  ) {
    this.marker =
      (connection.models['OutboxPublished'] as Model<PublishedMarker> | undefined) ??
      connection.model<PublishedMarker>('OutboxPublished', publishedSchema, 'outbox_published');
  }

  track(model: Model<never>): void {
    this.models.push(model as unknown as OutboxModel);
  }

  /** Call after a write that recorded events; returns once they are published (or failed to be). */
  notify(model: Model<never>, id: unknown): Promise<void> {
    this.pending.set(`${model.modelName}:${String(id)}`, { model: model as unknown as OutboxModel, id });
    return this.drain();
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.sweep(new Date(0));
    this.timer = setInterval(() => {
      const since = new Date(Date.now() - (this.options.sweepWindowMs ?? 10 * 60_000));
      void this.sweep(since);
    }, this.options.sweepMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Queues every tracked document that recorded an event since `since`. */
  async sweep(since: Date): Promise<void> {
    if (this.stopped) return;
    try {
      for (const model of this.models) {
        const docs = await model.find({ outboxAt: { $gte: since } }, { _id: 1 }).lean();
        for (const doc of docs) this.pending.set(`${model.modelName}:${String(doc._id)}`, { model, id: doc._id });
      }
      await this.drain();
    } catch (error) {
      this.logger.warn({ err: error }, 'outbox sweep failed; will retry');
    }
  }

  private drain(): Promise<void> {
    if (this.running) {
      this.rerun = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.rerun = false;
        const batch = [...this.pending.entries()];
        for (const [key, { model, id }] of batch) {
          if (this.stopped) return;
          const ok = await this.publishDocument(model, id);
          if (ok) this.pending.delete(key);
        }
      } while (this.rerun && !this.stopped);
    })().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  /** Publishes a document's unpublished entries in order; stops at the first failure to keep order. */
  private async publishDocument(model: OutboxModel, id: unknown): Promise<boolean> {
    try {
      const doc = await model.findById(id, { outbox: 1 }).lean<{ outbox?: OutboxEntry[] }>();
      for (const entry of doc?.outbox ?? []) {
        if (await this.marker.exists({ _id: entry.id })) continue;
        await this.producer.send({
          topic: entry.topic,
          acks: -1,
          messages: [{ key: entry.key, value: entry.value, headers: { 'event-id': entry.id } }],
        });
        await this.marker.create({ _id: entry.id, topic: entry.topic, publishedAt: new Date() }).catch((error: unknown) => {
          if (!isDuplicateKeyError(error)) throw error;
        });
      }
      return true;
    } catch (error) {
      this.logger.warn({ err: error, model: model.modelName, id: String(id) }, 'outbox publish failed; will retry');
      return false;
    }
  }
}
