import type { Consumer, Kafka } from 'kafkajs';
import type { Logger } from 'pino';
import { parseEnvelope, type EventDefinition, type EventEnvelope } from '@hiring/contracts';
import { ConsumerRestarts, createGroupConsumer, ensureTopics, retryRetriable } from '@hiring/service-kit';

/** How one event type changes the in-memory view (synchronous: it only touches memory). */
export interface ViewHandler {
  event: EventDefinition;
  apply(envelope: EventEnvelope): void;
}

export function viewHandler<TType extends string, TPayload>(
  event: EventDefinition<TType, TPayload>,
  apply: (envelope: EventEnvelope<TType, TPayload>) => void,
): ViewHandler {
  return { event, apply } as unknown as ViewHandler;
}

export interface SearchViewFeedOptions {
  kafka: Kafka;
  logger: Logger;
  /** This replica's own group: every replica must receive every event. */
  groupId: string;
  /** The shared group that writes the projection; the view starts where it has committed. */
  projectionGroupId: string;
  handlers: ViewHandler[];
  sessionTimeoutMs?: number;
}

const RECENT_EVENTS = 10_000;

export type Offsets = { topic: string; partition: number; offset: string }[];

/**
 * Keeps one replica's in-memory search view current. Every replica runs its own consumer group
 * (a shared group would give each replica only some partitions), so each replica sees every
 * event; applying is idempotent by revision, so overlaps and redeliveries change nothing.
 *
 * Start without a gap: (1) read the offsets the projection group has committed — everything before
 * them is in the projection; (2) the caller loads the projection into memory; (3) this consumer
 * starts at those offsets (partitions without a commit start at the earliest offset). Anything
 * the projection wrote after (1) is replayed by (3), which is harmless.
 */
export class SearchViewFeed {
  private consumer: Consumer | undefined;
  private stopping = false;
  private readonly restarts: ConsumerRestarts;
  private startOffsets: Offsets = [];
  private readonly byTopic = new Map<string, ViewHandler>();
  private readonly log: Logger;
  /** Messages applied since start (diagnostics, tests). */
  applied = 0;
  /** Ids of the most recent events applied, oldest first (bounded). */
  private readonly recent = new Set<string>();
  /** Per `topic:partition`, the offset before which every event is reflected in the view. */
  private readonly positions = new Map<string, { topic: string; partition: number; offset: number }>();

  constructor(private readonly options: SearchViewFeedOptions) {
    for (const handler of options.handlers) this.byTopic.set(handler.event.topic, handler);
    this.log = options.logger.child({ component: 'search-view', groupId: options.groupId });
    this.restarts = new ConsumerRestarts({
      logger: this.log,
      name: 'search view consumer',
      current: () => this.consumer,
      stopping: () => this.stopping,
      // The group has committed its own offsets by now: resume from them.
      start: () => this.connectAndRun([]),
    });
  }

  get topics(): string[] {
    return [...this.byTopic.keys()];
  }

  /** Step (1): call before loading the projection. */
  async captureStartOffsets(): Promise<void> {
    const admin = this.options.kafka.admin();
    await admin.connect();
    try {
      await ensureTopics(admin, this.topics);
      const committed = await retryRetriable(() => admin.fetchOffsets({ groupId: this.options.projectionGroupId, topics: this.topics }));
      this.useStartOffsets(
        committed.flatMap(({ topic, partitions }) =>
          // -1: nothing committed yet, so nothing of this partition is in the projection: earliest (-2).
          partitions.map(({ partition, offset }) => ({ topic, partition, offset: Number(offset) >= 0 ? offset : '-2' })),
        ),
      );
    } finally {
      await admin.disconnect();
    }
  }

  /** Starts from these offsets instead (a snapshot's positions): the view reflects everything before them. */
  useStartOffsets(offsets: Offsets): void {
    this.startOffsets = offsets;
    this.positions.clear();
    for (const { topic, partition, offset } of offsets) this.positions.set(`${topic}:${partition}`, { topic, partition, offset: Math.max(0, Number(offset)) });
  }

  /** Where the view is: every event before these offsets is applied (read in the same tick as the view). */
  currentPositions(): Offsets {
    return [...this.positions.values()].map(({ topic, partition, offset }) => ({ topic, partition, offset: String(offset) }));
  }

  /** Whether the topics still hold every event from these offsets on (retention has not deleted any). */
  async retains(offsets: Offsets): Promise<boolean> {
    const admin = this.options.kafka.admin();
    await admin.connect();
    try {
      await ensureTopics(admin, this.topics);
      for (const topic of this.topics) {
        const wanted = offsets.filter((o) => o.topic === topic);
        const available = await admin.fetchTopicOffsets(topic);
        if (wanted.length !== available.length) return false;
        for (const { partition, low } of available) {
          const from = wanted.find((o) => o.partition === partition);
          if (!from || Number(from.offset) < Number(low)) return false;
        }
      }
      return true;
    } finally {
      await admin.disconnect();
    }
  }

  /** Step (3). */
  async start(): Promise<void> {
    this.stopping = false;
    await this.connectAndRun(this.startOffsets);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.restarts.cancel();
    await this.consumer?.disconnect().catch(() => undefined);
    // The group is this replica's alone: remove it rather than leave it to expire.
    const admin = this.options.kafka.admin();
    try {
      await admin.connect();
      await admin.deleteGroups([this.options.groupId]);
    } catch (error) {
      this.log.warn({ err: error }, 'could not delete the search view group; it expires on its own');
    } finally {
      await admin.disconnect().catch(() => undefined);
    }
  }

  private async connectAndRun(seekTo: Offsets): Promise<void> {
    const consumer = createGroupConsumer({
      kafka: this.options.kafka,
      groupId: this.options.groupId,
      sessionTimeoutMs: this.options.sessionTimeoutMs ?? 30_000,
      logger: this.log,
      name: 'search view consumer',
      onUnrestartedCrash: () => {
        if (!this.stopping) this.restarts.schedule();
      },
    });
    this.consumer = consumer;
    await consumer.connect();
    await consumer.subscribe({ topics: this.topics, fromBeginning: true });
    await consumer.run({ eachMessage: async ({ topic, partition, message }) => this.handle(topic, partition, message.offset, message.value) });
    // Seeks are applied before the next fetch of each partition; anything fetched before that is
    // older than the seek point or already applied, and applying it again changes nothing.
    for (const { topic, partition, offset } of seekTo) consumer.seek({ topic, partition, offset });
  }

  private handle(topic: string, partition: number, offset: string, value: Buffer | null): void {
    this.handleValue(topic, value);
    // Only forward: messages fetched before the start seek took effect are older than the view.
    const key = `${topic}:${partition}`;
    const next = Number(offset) + 1;
    const position = this.positions.get(key);
    if (!position) this.positions.set(key, { topic, partition, offset: next });
    else if (next > position.offset) position.offset = next;
  }

  private handleValue(topic: string, value: Buffer | null): void {
    const handler = this.byTopic.get(topic);
    if (!handler || !value) return;
    let envelope: EventEnvelope;
    try {
      envelope = parseEnvelope(handler.event, JSON.parse(value.toString('utf8')));
    } catch (error) {
      // The projection consumer dead-letters it; the view just skips it.
      this.log.warn({ err: error, topic }, 'skipping a message the view cannot parse');
      return;
    }
    handler.apply(envelope);
    this.applied += 1;
    this.recent.add(envelope.id);
    if (this.recent.size > RECENT_EVENTS) this.recent.delete(this.recent.values().next().value as string);
  }

  /** Whether this replica's view applied the event lately (operators checking lag; tests). */
  hasApplied(eventId: string): boolean {
    return this.recent.has(eventId);
  }
}
