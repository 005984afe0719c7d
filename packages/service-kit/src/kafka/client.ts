import kafkajs, { type Kafka, type Admin, type ITopicConfig } from 'kafkajs';
import type { Logger } from 'pino';

const { Kafka: KafkaClient, logLevel } = kafkajs;

/** kafkajs logs through our pino logger so one service has one log stream. */
export function createKafka(options: { clientId: string; brokers: string[]; logger: Logger; retries?: number }): Kafka {
  const log = options.logger.child({ component: 'kafka' });
  // We use the default (murmur2) partitioner deliberately; the v2 notice about it is noise.
  process.env['KAFKAJS_NO_PARTITIONER_WARNING'] ??= '1';
  return new KafkaClient({
    clientId: options.clientId,
    brokers: options.brokers,
    connectionTimeout: 3000,
    retry: { retries: options.retries ?? 8, initialRetryTime: 200, maxRetryTime: 5000 },
    logLevel: logLevel.WARN,
    logCreator: () => ({ namespace, level, log: entry }) => {
      const { message, ...rest } = entry;
      Object.assign(rest, { namespace });
      if (level <= logLevel.ERROR) log.error(rest, message);
      else log.warn(rest, message);
    },
  });
}

/** Creates the topics if missing; a no-op for the ones that exist. */
export async function ensureTopics(admin: Admin, topics: readonly string[], numPartitions = 3): Promise<void> {
  const existing = new Set(await admin.listTopics());
  const missing: ITopicConfig[] = topics
    .filter((topic) => !existing.has(topic))
    .map((topic) => ({ topic, numPartitions, replicationFactor: 1 }));
  if (missing.length === 0) return;
  try {
    await admin.createTopics({ topics: missing, waitForLeaders: true });
  } catch (error) {
    // Another service may have created it between our list and create.
    if (!(error instanceof Error && /already exists/i.test(error.message))) throw error;
  }
}

export async function pingKafka(admin: Admin): Promise<void> {
  await admin.describeCluster();
}
