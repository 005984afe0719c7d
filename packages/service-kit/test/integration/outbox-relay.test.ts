import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import type { Kafka, Producer } from 'kafkajs';
import { z } from 'zod';
import { defineEvent } from '@hiring/contracts';
import { connectMongo, createKafka, createLogger, ensureIndexes, ensureTopics, isDuplicateKeyError, OutboxRelay, outboxPlugin, type OutboxMethods, type WithOutbox } from '@hiring/service-kit';
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
  it('publishes each stored event exactly once, keyed by aggregate, even when nudged and swept repeatedly', async () => {
    const watcher = await watchTopic(kafka, ThingCreated);
    const relay = new OutboxRelay(connection, producer, logger, { sweepMs: 100 });
    relay.track(things as never);
    await relay.start();
    const thing = await createThing(`first-${suffix}`);
    await Promise.all([relay.notify(things as never, thing._id), relay.notify(things as never, thing._id)]);
    await relay.sweep(new Date(0));
    await waitFor(async () => watcher.events.length >= 1, { what: 'the event on Kafka' });
    await new Promise((resolve) => setTimeout(resolve, 500));
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
    const offline = new OutboxRelay(connection, deadProducer, logger, { sweepMs: 60_000 });
    offline.track(things as never);
    const thing = await createThing(`offline-${suffix}`);
    await offline.notify(things as never, thing._id); // fails and logs; the document keeps the event

    const watcher = await watchTopic(kafka, ThingCreated);
    const online = new OutboxRelay(connection, producer, logger, { sweepMs: 60_000 });
    online.track(things as never);
    await online.start(); // the start-up scan finds what the outage left
    await waitFor(async () => watcher.events.some((e) => e.aggregateId === thing._id), { what: 'the delayed event' });
    await online.stop();
    await watcher.stop();
    expect(watcher.events.filter((e) => e.aggregateId === thing._id)).toHaveLength(1);
  });

  it('publishes nothing for a change that was not stored', async () => {
    const name = `dup-${suffix}`;
    await createThing(name);
    const rejected = new things({ _id: randomUUID(), name });
    rejected.recordEvent(ThingCreated, { payload: { name } });
    const error = await rejected.save().catch((e: unknown) => e);
    expect(isDuplicateKeyError(error)).toBe(true);

    const watcher = await watchTopic(kafka, ThingCreated);
    const relay = new OutboxRelay(connection, producer, logger, { sweepMs: 60_000 });
    relay.track(things as never);
    await relay.start();
    await relay.notify(things as never, rejected._id);
    await waitFor(async () => watcher.events.some((e) => e.payload.name === name), { what: 'the stored event' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await relay.stop();
    await watcher.stop();
    expect(watcher.events.filter((e) => e.aggregateId === rejected._id)).toHaveLength(0);
    expect(watcher.events.filter((e) => e.payload.name === name)).toHaveLength(1);
  });
});
