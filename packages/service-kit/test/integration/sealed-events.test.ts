import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import type { Kafka, Producer } from 'kafkajs';
import { CandidateEmailVerifiedV1, deadLetterTopic, personKeyId, type PayloadOf } from '@hiring/contracts';
import {
  connectMongo,
  createKafka,
  createLogger,
  ensureIndexes,
  ensureTopics,
  IdempotentConsumer,
  on,
  OutboxRelay,
  outboxPlugin,
  PersonKeysUnavailable,
  storedPersonKeys,
  type OutboxMethods,
  type PersonKeys,
  type WithOutbox,
} from '@hiring/service-kit';
import { uniqueSuffix, waitFor, watchTopic } from '@hiring/service-kit/testing';

/**
 * Events about a person travel with their personal fields sealed under that person's key
 * (docs/decisions/privacy-rights.md#kafka-topics): what is on the broker reads as nothing without
 * the key, and once the key is shredded nothing of the person can be read, replayed or published.
 */
const suffix = uniqueSuffix();
type Verified = PayloadOf<typeof CandidateEmailVerifiedV1>;

interface Address {
  _id: string;
}
type AddressModel = Model<WithOutbox<Address>, object, OutboxMethods>;

const logger = createLogger('sealing-test', 'silent');
let connection: Connection;
let kafka: Kafka;
let producer: Producer;
let addresses: AddressModel;
let keys: PersonKeys;

beforeAll(async () => {
  connection = await connectMongo(process.env['MONGO_URL']!, `kit_sealing_${suffix}`);
  const schema = new Schema<WithOutbox<Address>, AddressModel, OutboxMethods>({ _id: String });
  schema.plugin(outboxPlugin);
  addresses = connection.model<WithOutbox<Address>, AddressModel>('Address', schema);
  await ensureIndexes(connection);
  keys = storedPersonKeys(connection);
  kafka = createKafka({ clientId: 'sealing-test', brokers: process.env['KAFKA_BROKERS']!.split(','), logger });
  const admin = kafka.admin();
  await admin.connect();
  await ensureTopics(admin, [CandidateEmailVerifiedV1.topic, deadLetterTopic(CandidateEmailVerifiedV1.topic)]);
  await admin.disconnect();
  producer = kafka.producer();
  await producer.connect();
});

afterAll(async () => {
  await producer.disconnect();
  await connection.dropDatabase();
  await connection.close();
});

const payloadFor = (candidateId: string, email: string): Verified => ({
  candidateId,
  emailId: randomUUID(),
  email,
  verifiedAt: new Date().toISOString(),
});

async function record(relay: OutboxRelay, payload: Verified): Promise<boolean> {
  const doc = new addresses({ _id: randomUUID() });
  doc.recordEvent(CandidateEmailVerifiedV1, { aggregateId: payload.candidateId, payload });
  await doc.save();
  return relay.notify(addresses, doc._id);
}

function consumerOf(groupId: string, seen: Verified[], lookup: Pick<PersonKeys, 'lookup'>) {
  return new IdempotentConsumer({
    kafka,
    connection,
    producer,
    logger,
    groupId,
    sessionTimeoutMs: 10_000,
    retryDelayMs: 10,
    maxAttempts: 2,
    keys: lookup,
    handlers: [
      on(CandidateEmailVerifiedV1, async (event) => {
        seen.push(event.payload);
      }),
    ],
  });
}

describe('sealed events (real Kafka and FerretDB)', () => {
  it('puts no personal field on the broker in clear, opens it for consumers, and refuses to publish without a key store', async () => {
    const candidateId = randomUUID();
    const email = `sealed-${suffix}@example.test`;
    const watcher = await watchTopic(kafka, CandidateEmailVerifiedV1, { keys });
    const keyless = new OutboxRelay(connection, producer, logger, { publishWaitMs: 1500, retryMs: 60_000, maxRetryMs: 60_000 });
    expect(await record(keyless, payloadFor(candidateId, `keyless-${suffix}@example.test`))).toBe(false);
    await keyless.stop();

    const relay = new OutboxRelay(connection, producer, logger, { keys });
    try {
      const payload = payloadFor(candidateId, email);
      expect(await record(relay, payload)).toBe(true);
      await watcher.caughtUp();
      const mine = watcher.raw.filter((message) => message.key === candidateId);
      expect(mine).toHaveLength(1);
      // Only the ids are readable; the address is nowhere in the message, not even base64-encoded.
      const wire = JSON.parse(mine[0]!.value) as { payload: Record<string, unknown>; sealed: { key: string } };
      expect(wire.payload).toEqual({ candidateId, emailId: payload.emailId });
      expect(wire.sealed.key).toBe(personKeyId.user(candidateId));
      expect(mine[0]!.value).not.toContain('sealed-');
      expect(mine[0]!.value).not.toContain(Buffer.from(email).toString('base64').slice(0, 12));
      expect(watcher.raw.some((message) => message.value.includes('keyless-'))).toBe(false);
      // A reader with the key gets the payload as defined.
      expect(watcher.events.filter((event) => event.payload.candidateId === candidateId).map((event) => event.payload)).toEqual([payload]);
    } finally {
      await relay.stop();
      await watcher.stop();
    }
  });

  it('after the key is shredded: a replay writes nothing (marked erased), and new events about the person are not published', async () => {
    const candidateId = randomUUID();
    const relay = new OutboxRelay(connection, producer, logger, { keys });
    const watcher = await watchTopic(kafka, CandidateEmailVerifiedV1, { keys });
    const seen: Verified[] = [];
    const live = consumerOf(`test.sealed.live.${suffix}`, seen, keys);
    await live.start();
    try {
      expect(await record(relay, payloadFor(candidateId, `before-${suffix}@example.test`))).toBe(true);
      await waitFor(async () => seen.some((payload) => payload.candidateId === candidateId), { what: 'the live consumer to open the event' });

      expect(await keys.shred([personKeyId.user(candidateId)])).toBe(1);
      expect((await keys.lookup([personKeyId.user(candidateId)])).get(personKeyId.user(candidateId))).toBeNull();
      // Shredded stays shredded: issuing again gives no new key.
      expect((await keys.issue([personKeyId.user(candidateId)])).get(personKeyId.user(candidateId))).toBeNull();

      expect(await record(relay, payloadFor(candidateId, `after-${suffix}@example.test`))).toBe(true);
      await watcher.caughtUp();
      expect(watcher.raw.filter((message) => message.key === candidateId)).toHaveLength(1);

      // A new group reading from the start (a projection rebuild) cannot open it, and writes nothing.
      const replayed: Verified[] = [];
      const replay = consumerOf(`test.sealed.replay.${suffix}`, replayed, keys);
      await replay.start();
      try {
        const processed = connection.collection<{ _id: string; outcome: string; eventId: string }>('processed_events');
        await waitFor(async () => processed.findOne({ _id: { $regex: `^test\\.sealed\\.replay\\.${suffix}:` }, outcome: 'erased' }), {
          what: 'the replay to mark the event erased',
        });
        expect(await replay.caughtUp(20_000)).toBe(true);
        expect(replayed.filter((payload) => payload.candidateId === candidateId)).toEqual([]);
      } finally {
        await replay.stop();
      }
    } finally {
      await live.stop();
      await relay.stop();
      await watcher.stop();
    }
  });

  it('dead-letters a sealed block moved onto another event, relabelled with another person’s key or stripped, and waits out an unreachable key store', async () => {
    const victim = randomUUID();
    const attacker = randomUUID();
    const relay = new OutboxRelay(connection, producer, logger, { keys });
    const watcher = await watchTopic(kafka, CandidateEmailVerifiedV1, { keys });
    try {
      expect(await record(relay, payloadFor(victim, `victim-${suffix}@example.test`))).toBe(true);
      expect(await record(relay, payloadFor(attacker, `attacker-${suffix}@example.test`))).toBe(true);
      await watcher.caughtUp();
      const original = JSON.parse(watcher.raw.find((message) => message.key === victim)!.value) as Record<string, unknown> & { sealed: { key: string } };
      const relabelled = { ...original, sealed: { ...original.sealed, key: personKeyId.user(attacker) } };
      const moved = { ...original, id: randomUUID() };

      const unreachableTimes = { left: 3 };
      const flaky: Pick<PersonKeys, 'lookup'> = {
        async lookup(ids) {
          if (unreachableTimes.left > 0) {
            unreachableTimes.left -= 1;
            throw new PersonKeysUnavailable('test outage');
          }
          return keys.lookup(ids);
        },
      };
      const seen: Verified[] = [];
      const consumer = consumerOf(`test.sealed.tamper.${suffix}`, seen, flaky);
      const dlt = await watchTopic(kafka, CandidateEmailVerifiedV1, { topic: deadLetterTopic(CandidateEmailVerifiedV1.topic) });
      await consumer.start();
      try {
        await producer.send({
          topic: CandidateEmailVerifiedV1.topic,
          messages: [JSON.stringify(relabelled), JSON.stringify(moved), JSON.stringify({ ...original, id: randomUUID(), sealed: undefined })].map((value) => ({
            key: victim,
            value,
          })),
        });
        await waitFor(async () => dlt.raw.filter((message) => message.key === victim).length >= 3, { what: 'the three forgeries dead-lettered' });
        // The first real events waited out the outage instead of being skipped or dead-lettered.
        await waitFor(async () => seen.some((payload) => payload.candidateId === victim), { what: 'the real event after the outage' });
        expect(unreachableTimes.left).toBe(0);
        expect(seen.filter((payload) => payload.candidateId === victim)).toHaveLength(1);
        expect(dlt.raw.filter((message) => message.key === victim)).toHaveLength(3);
      } finally {
        await consumer.stop();
        await dlt.stop();
      }
    } finally {
      await relay.stop();
      await watcher.stop();
    }
  });
});
