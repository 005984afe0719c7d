import './kafkajs-idle-fix.js';
import './kafkajs-fast-stop.js';
import kafkajs, { type Kafka, type Admin, type Consumer, type ITopicConfig, type SASLOptions } from 'kafkajs';
import type { Logger } from 'pino';
import { retryWhile } from '../concurrency/retry-while.js';

const { Kafka: KafkaClient, logLevel } = kafkajs;

/** kafkajs logs through our pino logger so one service has one log stream. */
export function createKafka(options: {
  clientId: string;
  brokers: string[];
  logger: Logger;
  retries?: number;
  /** SASL/SCRAM credentials (compose and k8s); none for the local broker. */
  sasl?: { mechanism: 'scram-sha-256' | 'scram-sha-512' | 'plain'; username: string; password: string };
  ssl?: boolean;
}): Kafka {
  const log = options.logger.child({ component: 'kafka' });
  // We use the default (murmur2) partitioner deliberately; the v2 notice about it is noise.
  process.env['KAFKAJS_NO_PARTITIONER_WARNING'] ??= '1';
  return new KafkaClient({
    clientId: options.clientId,
    brokers: options.brokers,
    // One object for the three mechanisms; kafkajs types them as a union of identical shapes.
    ...(options.sasl ? { sasl: options.sasl as SASLOptions } : {}),
    ...(options.ssl ? { ssl: true } : {}),
    connectionTimeout: 3000,
    retry: { retries: options.retries ?? 8, initialRetryTime: 200, maxRetryTime: 5000 },
    logLevel: logLevel.WARN,
    logCreator:
      () =>
      ({ namespace, level, log: entry }) => {
        const { message, ...rest } = entry;
        Object.assign(rest, { namespace });
        if (level <= logLevel.ERROR) log.error(rest, message);
        else log.warn(rest, message);
      },
  });
}

/**
 * Creates the topics if missing and waits until every partition has a leader. Services start in
 * parallel against a fresh broker, so creation races ("already exists"), metadata that is not
 * ready yet and partitions whose leader does not answer yet are expected: all are retried.
 */
export async function ensureTopics(admin: Admin, topics: readonly string[], numPartitions = 3): Promise<void> {
  if (topics.length === 0) return;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const existing = new Set(await admin.listTopics());
      const missing: ITopicConfig[] = topics.filter((topic) => !existing.has(topic)).map((topic) => ({ topic, numPartitions, replicationFactor: 1 }));
      if (missing.length > 0) await admin.createTopics({ topics: missing, waitForLeaders: true });
      const metadata = await admin.fetchTopicMetadata({ topics: [...topics] });
      const ready = metadata.topics.every((t) => t.partitions.length > 0 && t.partitions.every((p) => p.leader >= 0));
      if (ready) {
        // Metadata can name a leader before that broker serves the partition ("not the leader"
        // for a moment on a fresh broker): reading the offsets proves every partition answers.
        for (const topic of topics) await admin.fetchTopicOffsets(topic);
        return;
      }
    } catch (error) {
      if (attempt >= 40) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

export async function pingKafka(admin: Admin): Promise<void> {
  await admin.describeCluster();
}

/**
 * Runs a broker request again while it fails with an error Kafka calls retriable, for up to
 * `limitMs` (backing off to 2 s). Right after a broker starts, group requests answer "the
 * coordinator is loading" for a few seconds; a service starting then should wait, not exit.
 */
export function retryRetriable<T>(action: () => Promise<T>, limitMs = 30_000): Promise<T> {
  return retryWhile(action, (error) => (error as { retriable?: unknown } | null)?.retriable === true, { limitMs, firstWaitMs: 200 });
}

/**
 * How long the broker may hold a fetch with nothing to return. Each idle consumer asks once per
 * wait, and a service has several: at 500 ms that was most of an idle stack's CPU (issue 30's
 * idle goal). A stop no longer waits for the fetch (kafkajs-fast-stop.ts), so the wait bounds
 * nothing a user sees: new events end a fetch at once. It equals the heartbeat interval (3 s), so
 * an idle member still heartbeats, and hears of a rebalance, as often as before.
 */
export const FETCH_MAX_WAIT_MS = 3000;

/**
 * A group consumer with the settings every long-running consumer shares (heartbeat a third of the
 * session at most 3 s, short empty fetches, ten retries), its crashes logged. kafkajs restarts the
 * consumer itself after a retriable crash; after any other it stays down, so `onUnrestartedCrash`
 * lets the owner start it anew (ConsumerRestarts).
 */
export function createGroupConsumer(options: {
  kafka: Kafka;
  groupId: string;
  sessionTimeoutMs: number;
  logger: Logger;
  /** Names the consumer in log lines ('consumer', 'search view consumer'). */
  name: string;
  onUnrestartedCrash: () => void;
}): Consumer {
  const consumer = options.kafka.consumer({
    groupId: options.groupId,
    sessionTimeout: options.sessionTimeoutMs,
    heartbeatInterval: Math.min(3000, Math.floor(options.sessionTimeoutMs / 3)),
    maxWaitTimeInMs: FETCH_MAX_WAIT_MS,
    retry: { retries: 10 },
  });
  consumer.on(consumer.events.CRASH, (event) => {
    const { error, restart } = event.payload as { error: Error; restart: boolean };
    options.logger.error({ err: error, restart }, `${options.name} crashed`);
    if (!restart) options.onUnrestartedCrash();
  });
  return consumer;
}

/**
 * Starts a consumer anew after a crash kafkajs does not recover from: a second later the old one
 * is disconnected and `start` runs again, every second until it succeeds, unless the owner stops
 * meanwhile. One restart is pending at a time.
 */
export class ConsumerRestarts {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly options: {
      logger: Logger;
      /** Names the consumer in log lines. */
      name: string;
      /** The consumer that crashed. */
      current: () => Consumer | undefined;
      stopping: () => boolean;
      start: () => Promise<void>;
    },
  ) {}

  schedule(): void {
    if (this.timer) return;
    const { logger, name } = this.options;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const old = this.options.current();
      void (async () => {
        await old?.disconnect().catch(() => undefined);
        if (this.options.stopping()) return;
        try {
          await this.options.start();
          logger.info(`${name} restarted`);
        } catch (error) {
          logger.error({ err: error }, `${name} restart failed; trying again`);
          this.schedule();
        }
      })();
    }, 1000);
    this.timer.unref();
  }

  cancel(): void {
    if (this.timer) clearTimeout(this.timer);
  }
}

/**
 * Sets a consumer group's committed offsets, at the topics' earliest or latest positions, for
 * a group with no running member. Not admin.setOffsets/resetOffsets: they wait for one fetch at
 * the new position per topic, which an empty topic holds for the full wait. Here one member
 * joins, commits every partition of every topic at once and leaves.
 */
export async function commitGroupOffsets(kafka: Kafka, groupId: string, topics: readonly string[], at: 'earliest' | 'latest'): Promise<void> {
  const admin = kafka.admin();
  await admin.connect();
  let offsets: { topic: string; partition: number; offset: string }[];
  try {
    await ensureTopics(admin, topics);
    const positions = await Promise.all(topics.map(async (topic) => ({ topic, partitions: await admin.fetchTopicOffsets(topic) })));
    offsets = positions.flatMap(({ topic, partitions }) =>
      partitions.map(({ partition, low, high }) => ({ topic, partition, offset: at === 'earliest' ? low : high })),
    );
  } finally {
    await admin.disconnect();
  }
  const consumer = kafka.consumer({ groupId, maxWaitTimeInMs: 100, sessionTimeout: 10_000, heartbeatInterval: 1000 });
  await consumer.connect();
  try {
    await consumer.subscribe({ topics: [...topics], fromBeginning: at === 'earliest' });
    const joined = new Promise<void>((resolve) => consumer.on(consumer.events.GROUP_JOIN, () => resolve()));
    await consumer.run({ autoCommit: false, eachBatch: async () => undefined });
    await joined;
    await consumer.commitOffsets(offsets);
  } finally {
    await consumer.disconnect();
  }
}
