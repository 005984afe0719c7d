import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import type { Kafka, Producer } from 'kafkajs';
import { z } from 'zod';
import { defineEvent } from '@hiring/contracts';
import {
  connectMongo,
  createKafka,
  createLogger,
  ensureIndexes,
  ensureTopics,
  isDuplicateKeyError,
  OutboxRelay,
  outboxPlugin,
  type OutboxMethods,
  type WithOutbox,
} from '@hiring/service-kit';
import { uniqueSuffix, waitFor, watchTopic } from '@hiring/service-kit/testing';

const suffix = uniqueSuffix();
const ThingCreated = defineEvent({
  type: 'ThingCreated',
  version: 1,
  topic: `test.thing-${suffix}.created.v1`,
  payload: z.object({ name: z.string() }),
});

interface Thing {
  _id: string;
  name: string;
}
type ThingModel = Model<WithOutbox<Thing>, object, OutboxMethods>;

const logger = createLogger('outbox-test', 'silent');
let connection: Connection;
let kafka: Kafka;
let producer: Producer;
let things: ThingModel;

beforeAll(async () => {
  connection = await connectMongo(process.env['MONGO_URL']!, `kit_outbox_${suffix}`);
  const schema = new Schema<WithOutbox<Thing>, ThingModel, OutboxMethods>({ _id: String, name: { type: String, unique: true } });
  schema.plugin(outboxPlugin);
  things = connection.model<WithOutbox<Thing>, ThingModel>('Thing', schema);
  await ensureIndexes(connection);
  kafka = createKafka({ clientId: 'outbox-test', brokers: process.env['KAFKA_BROKERS']!.split(','), logger });
  const admin = kafka.admin();
  await admin.connect();
  await ensureTopics(admin, [ThingCreated.topic], 1);
  await admin.disconnect();
  producer = kafka.producer();
  await producer.connect();
});

afterAll(async () => {
  await producer.disconnect();
  await connection.dropDatabase();
  await connection.close();
});

async function createThing(name: string) {
  const thing = new things({ _id: randomUUID(), name });
  thing.recordEvent(ThingCreated, { payload: { name } });
  await thing.save();
  return thing;
}

describe('outbox relay (real FerretDB/MongoDB and Kafka)', () => {
  it('publishes each stored event exactly once, keyed by aggregate, even when nudged and scanned repeatedly', async () => {
    const watcher = await watchTopic(kafka, ThingCreated);
    const relay = new OutboxRelay(connection, producer, logger);
    relay.track(things);
    await relay.start();
    const thing = await createThing(`first-${suffix}`);
    const published = await Promise.all([relay.notify(things, thing._id), relay.notify(things, thing._id)]);
    expect(published).toEqual([true, true]);
    await relay.scan();
    await relay.notify(things, thing._id);
    await waitFor(async () => watcher.events.length >= 1, { what: 'the event on Kafka' });
    // Everything the relay had is on the broker and read back: a duplicate would be here now.
    await relay.flush();
    await watcher.caughtUp();
    await relay.stop();
    await watcher.stop();

    const mine = watcher.events.filter((e) => e.aggregateId === thing._id);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.payload).toEqual({ name: `first-${suffix}` });
    expect(watcher.raw.find((m) => m.value.includes(thing._id))?.key).toBe(thing._id);
  });

  it('keeps events while Kafka is unreachable and publishes them once it is back', async () => {
    const deadKafka = createKafka({ clientId: 'outbox-dead', brokers: ['127.0.0.1:1'], logger, retries: 1 });
    const deadProducer = deadKafka.producer({ retry: { retries: 0 } });
    await deadProducer.connect().catch(() => undefined);
    const offline = new OutboxRelay(connection, deadProducer, logger, { publishWaitMs: 500 });
    offline.track(things);
    const thing = await createThing(`offline-${suffix}`);
    // The write's answer does not wait for ever: false, and the document keeps the event.
    expect(await offline.notify(things, thing._id)).toBe(false);
    await offline.stop();

    const watcher = await watchTopic(kafka, ThingCreated);
    // Not told about `things`: start() tracks the connection's outbox models itself, and its scan
    // finds what the outage left.
    const online = new OutboxRelay(connection, producer, logger);
    await online.start();
    await waitFor(async () => watcher.events.some((e) => e.aggregateId === thing._id), { what: 'the delayed event' });
    await online.stop();
    await watcher.stop();
    expect(watcher.events.filter((e) => e.aggregateId === thing._id)).toHaveLength(1);
  });

  it('refuses a model without the outbox, and tracks none of those itself', async () => {
    const plain = connection.model('PlainThing', new Schema({ _id: String }));
    const relay = new OutboxRelay(connection, producer, logger);
    expect(() => relay.track(plain)).toThrow('PlainThing has no outbox');
    await expect(relay.notify(plain, 'x')).rejects.toThrow('PlainThing has no outbox');
    await relay.start();
    await relay.stop();
  });

  it('publishes nothing for a change that was not stored', async () => {
    const name = `dup-${suffix}`;
    await createThing(name);
    const rejected = new things({ _id: randomUUID(), name });
    rejected.recordEvent(ThingCreated, { payload: { name } });
    const error = await rejected.save().catch((e: unknown) => e);
    expect(isDuplicateKeyError(error)).toBe(true);

    const watcher = await watchTopic(kafka, ThingCreated);
    const relay = new OutboxRelay(connection, producer, logger);
    relay.track(things);
    await relay.start();
    expect(await relay.notify(things, rejected._id)).toBe(true);
    await waitFor(async () => watcher.events.some((e) => e.payload.name === name), { what: 'the stored event' });
    await relay.flush();
    await watcher.caughtUp();
    await relay.stop();
    await watcher.stop();
    expect(watcher.events.filter((e) => e.aggregateId === rejected._id)).toHaveLength(0);
    expect(watcher.events.filter((e) => e.payload.name === name)).toHaveLength(1);
  });

  it('answers a writer only once its event is on the broker, and keeps order per document in a burst', async () => {
    const relay = new OutboxRelay(connection, producer, logger, { batchSize: 8 });
    relay.track(things);
    await relay.start();
    const admin = kafka.admin();
    await admin.connect();
    const before = (await admin.fetchTopicOffsets(ThingCreated.topic)).reduce((sum, p) => sum + Number(p.high), 0);
    const watcher = await watchTopic(kafka, ThingCreated);
    // 40 documents, each with three events recorded over two writes, notified all at once.
    const docs = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const thing = new things({ _id: randomUUID(), name: `burst-${i}-${suffix}` });
        thing.recordEvent(ThingCreated, { payload: { name: `${i}-a` } });
        thing.recordEvent(ThingCreated, { payload: { name: `${i}-b` } });
        await thing.save();
        return thing;
      }),
    );
    expect(await Promise.all(docs.map((doc) => relay.notify(things, doc._id)))).toEqual(docs.map(() => true));
    // Answered true means on the broker already: the log end moved by all 80 events.
    const after = (await admin.fetchTopicOffsets(ThingCreated.topic)).reduce((sum, p) => sum + Number(p.high), 0);
    expect(after - before).toBe(80);
    for (const doc of docs) doc.recordEvent(ThingCreated, { payload: { name: `${doc.name.split('-')[1]}-c` } });
    await Promise.all(docs.map((doc) => doc.save()));
    await Promise.all(docs.map((doc) => relay.notify(things, doc._id)));
    await waitFor(async () => watcher.events.filter((e) => e.payload.name.endsWith('-c')).length >= 40, { what: 'the third events' });
    await relay.stop();
    await watcher.stop();
    await admin.disconnect();
    for (const [i, doc] of docs.entries()) {
      const names = watcher.events.filter((e) => e.aggregateId === doc._id).map((e) => e.payload.name);
      expect(names).toEqual([`${i}-a`, `${i}-b`, `${i}-c`]);
    }
  });

  it("publishes from the writer's snapshot without reading the document back, and reads it when two writes race", async () => {
    const relay = new OutboxRelay(connection, producer, logger);
    relay.track(things);
    await relay.start();
    // The start scan re-checks earlier tests' documents in the background; let it finish so the
    // reads counted below are the notifications' own.
    expect(await relay.flush()).toBe(true);
    const watcher = await watchTopic(kafka, ThingCreated);
    const reads: string[] = [];
    connection.set('debug', (collection: string, method: string) => reads.push(`${collection}.${method}`));
    try {
      // One write: its own fresh entries, nothing to look up.
      const thing = new things({ _id: randomUUID(), name: `snapshot-${suffix}` });
      const first = thing.recordEvent(ThingCreated, { payload: { name: 'snap-1' } });
      await thing.save();
      reads.length = 0;
      expect(await relay.notify(things, thing._id, { outbox: thing.outbox, recorded: [first.id] })).toBe(true);
      expect(reads.filter((r) => /\.(findOne|find|countDocuments)$/.test(r))).toEqual([]);
      // A second write after the first was published: only its new entry goes out.
      const second = thing.recordEvent(ThingCreated, { payload: { name: 'snap-2' } });
      await thing.save();
      expect(await relay.notify(things, thing._id, { outbox: thing.outbox, recorded: [second.id] })).toBe(true);
      // Two writes queued together while a round is on its way (another document's): the two
      // snapshots disagree, so the document itself is read, and each entry still goes out once.
      const third = thing.recordEvent(ThingCreated, { payload: { name: 'snap-3' } });
      await thing.save();
      const stale = { outbox: [...thing.outbox], recorded: [third.id] };
      const fourth = thing.recordEvent(ThingCreated, { payload: { name: 'snap-4' } });
      await thing.save();
      const other = await createThing(`snapshot-other-${suffix}`);
      reads.length = 0;
      await Promise.all([
        relay.notify(things, other._id),
        relay.notify(things, thing._id, stale),
        relay.notify(things, thing._id, { outbox: thing.outbox, recorded: [fourth.id] }),
      ]);
      expect(reads.filter((r) => r === 'things.findOne')).toHaveLength(2); // the other document and this one
      await waitFor(async () => watcher.events.filter((e) => e.aggregateId === thing._id).length >= 4, { what: 'four events' });
      await relay.flush();
      await watcher.caughtUp();
      expect(watcher.events.filter((e) => e.aggregateId === thing._id).map((e) => e.payload.name)).toEqual(['snap-1', 'snap-2', 'snap-3', 'snap-4']);
    } finally {
      connection.set('debug', false);
      await relay.stop();
      await watcher.stop();
    }
  });
});
