import { randomBytes } from 'node:crypto';
import type { Kafka } from 'kafkajs';
import type { Connection } from 'mongoose';
import type { EventDefinition, EventEnvelope } from '@hiring/contracts';
import { parseEnvelope } from '@hiring/contracts';
import { signToken, type AuthContext } from '../auth/index.js';
import { FETCH_MAX_WAIT_MS } from '../kafka/client.js';
import { testIndexPrefix } from './test-indices.js';
import { remotePersonKeys, type PersonKeys } from '../privacy/person-keys.js';
import { openEvent, sealedKeyOf } from '../privacy/sealing.js';

export { deleteTestIndices, testIndexPrefix } from './test-indices.js';

/** Helpers for integration tests that run against the real broker and database. */

export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-characters-long';

export function uniqueSuffix(): string {
  return randomBytes(4).toString('hex');
}

/** Key stores of the stacks running in this process (their auth), besides the run's key server. */
const stackKeys = new Set<Pick<PersonKeys, 'lookup'>>();

/** startStack registers its auth's keys, so watchTopic opens what that stack sealed; the returned function forgets them. */
export function registerTestKeys(keys: Pick<PersonKeys, 'lookup'>): () => void {
  stackKeys.add(keys);
  return () => stackKeys.delete(keys);
}

/** Opens with whichever test key store issued the key: a running stack's auth, or the run's key server. */
function testKeyReader(): Pick<PersonKeys, 'lookup'> {
  const runKeys = process.env['HM_TEST_PERSON_KEYS_URL'];
  const run = runKeys ? remotePersonKeys(runKeys, {}) : undefined;
  return {
    async lookup(ids) {
      const found = new Map<string, Buffer | null>(ids.map((id) => [id, null]));
      for (const source of [...stackKeys, ...(run ? [run] : [])]) {
        const missing = ids.filter((id) => !found.get(id));
        if (missing.length === 0) break;
        for (const [id, key] of await source.lookup(missing)) if (key) found.set(id, key);
      }
      return found;
    },
  };
}

/** Environment for a service under test: its own database and the shared test infrastructure. */
export function testServiceEnv(database: string, extra: Record<string, string> = {}): Record<string, string | undefined> {
  return {
    MONGO_URL: process.env['MONGO_URL'],
    KAFKA_BROKERS: process.env['KAFKA_BROKERS'],
    MONGO_DB: `${database}_${uniqueSuffix()}`,
    // The run's one OpenSearch node (global setup); each deployment its own indices on it.
    OPENSEARCH_URL: process.env['OPENSEARCH_URL'],
    OPENSEARCH_INDEX_PREFIX: testIndexPrefix(`${database}_${uniqueSuffix()}`),
    JWT_SECRET: TEST_JWT_SECRET,
    PORT: '0',
    LOG_LEVEL: process.env['TEST_LOG_LEVEL'] ?? 'silent',
    KAFKA_GROUP_PREFIX: `test-${uniqueSuffix()}.`,
    // Tests poll searches while projections catch up (waitFor, every 100 ms): the per-company scan
    // rate (company service, 120 a minute by default) is tested on its own (scan-rate.test.ts).
    SEARCH_SCANS_PER_MINUTE: '1000000',
    // The run's key server (global setup) for services tested without auth; startStack gives auth's.
    PERSON_KEYS_URL: process.env['HM_TEST_PERSON_KEYS_URL'],
    ...extra,
  };
}

export function testToken(auth: Partial<AuthContext> & { userId: string }): string {
  return signToken({ userType: 'candidate', isAdmin: false, email: `${auth.userId}@example.test`, scope: 'access', ...auth }, TEST_JWT_SECRET, {
    expiresInSeconds: 600,
  });
}

export async function waitFor<T>(
  probe: () => Promise<T | undefined | null | false>,
  options: { timeoutMs?: number; intervalMs?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  let lastError: unknown;
  while (Date.now() < deadline) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 100));
  }
  throw new Error(`Timed out waiting for ${options.what ?? 'condition'}${lastError ? `: ${String(lastError)}` : ''}`);
}

/** What eventsSettled looks at: a running service's outbox relay and consumers. */
export interface EventParticipant {
  relay: { flush(timeoutMs?: number): Promise<boolean> };
  consumers: { groupId: string; caughtUp(timeoutMs: number): Promise<boolean> }[];
}

/**
 * The probe for "and nothing else happened", in place of a fixed sleep: waits until every given
 * service has published what it recorded and every consumer has handled all its topics held, in
 * rounds, so an event that causes another (A publishes, B handles and publishes, C handles) is
 * followed to its end. Throws when that does not happen in time, so a stuck consumer fails the test
 * instead of passing a negative check.
 */
export async function eventsSettled(services: readonly EventParticipant[], options: { rounds?: number; timeoutMs?: number } = {}): Promise<void> {
  const timeoutMs = options.timeoutMs ?? 20_000;
  for (let round = 0; round < (options.rounds ?? 3); round += 1) {
    const flushed = await Promise.all(services.map((service) => service.relay.flush(timeoutMs)));
    if (flushed.includes(false)) throw new Error('eventsSettled: an outbox did not drain in time');
    const consumers = services.flatMap((service) => service.consumers);
    const caught = await Promise.all(consumers.map(async (consumer) => ((await consumer.caughtUp(timeoutMs)) ? null : consumer.groupId)));
    const behind = caught.filter((group): group is string => group !== null);
    if (behind.length > 0) throw new Error(`eventsSettled: ${behind.join(', ')} did not catch up in time`);
  }
}

/**
 * Watches a topic from the beginning with a throwaway group and collects the envelopes of one
 * event type, so a test can assert what a service really published.
 */
export async function watchTopic<TType extends string, TPayload>(
  kafka: Kafka,
  definition: EventDefinition<TType, TPayload>,
  options: {
    topic?: string;
    /** Opens sealed events: by default the run's key server; a stack's auth (`stack.services.auth.personKeys`) for stacks. */
    keys?: Pick<PersonKeys, 'lookup'>;
  } = {},
): Promise<{
  events: EventEnvelope<TType, TPayload>[];
  raw: { key: string | null; value: string }[];
  /** Resolves once the watcher has read everything the topic held when called (the probe before "and no more arrived"). */
  caughtUp(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}> {
  const topic = options.topic ?? definition.topic;
  const keys = options.keys ?? testKeyReader();
  // The next offset to read, per partition.
  const next = new Map<number, number>();
  const events: EventEnvelope<TType, TPayload>[] = [];
  const raw: { key: string | null; value: string }[] = [];
  const consumer = kafka.consumer({
    groupId: `test.watch.${uniqueSuffix()}`,
    sessionTimeout: 10_000,
    heartbeatInterval: 1000,
    maxWaitTimeInMs: FETCH_MAX_WAIT_MS,
  });
  await consumer.connect();
  await consumer.subscribe({ topic, fromBeginning: true });
  await consumer.run({
    eachMessage: async ({ partition, message }) => {
      next.set(partition, Number(message.offset) + 1);
      const value = message.value?.toString('utf8') ?? '';
      raw.push({ key: message.key?.toString('utf8') ?? null, value });
      try {
        const envelope = JSON.parse(value) as unknown;
        const keyId = sealedKeyOf(envelope);
        const key = keyId && (await keys?.lookup([keyId]))?.get(keyId);
        // A sealed event without its key (shredded) stays in `raw` only.
        if (keyId && !key) return;
        events.push(parseEnvelope(definition, key ? openEvent(envelope, key) : envelope));
      } catch {
        // Raw view keeps what does not parse (dead-letter tests look at it).
      }
    },
  });
  const caughtUp = async (timeoutMs = 20_000) => {
    const admin = kafka.admin();
    await admin.connect();
    try {
      const ends = await admin.fetchTopicOffsets(topic);
      await waitFor(async () => ends.every(({ partition, high }) => (next.get(partition) ?? 0) >= Number(high)), {
        what: `the watcher of ${topic} caught up`,
        timeoutMs,
      });
    } finally {
      await admin.disconnect();
    }
  };
  return { events, raw, caughtUp, stop: () => consumer.disconnect() };
}
/**
 * The ids of the events a service stored in the outboxes of the matching documents. Test stacks
 * share one broker, so other test files' services answer the same input events from their own
 * databases; a test that counts what *its* service published filters a watcher by these ids.
 */
export async function outboxEventIds(connection: Connection, collection: string, filter: Record<string, unknown>): Promise<Set<string>> {
  const docs = await connection
    .collection<{ outbox?: { id: string }[] }>(collection)
    .find(filter as never, { projection: { outbox: 1 } })
    .toArray();
  return new Set(docs.flatMap((doc) => (doc.outbox ?? []).map((entry) => entry.id)));
}
export * from './smtp-server.js';
