import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Connection } from 'mongoose';
import type { Kafka, Producer } from 'kafkajs';
import { z } from 'zod';
import { createEnvelope, deadLetterTopic, defineEvent, type EventEnvelope } from '@hiring/contracts';
import { connectMongo, createKafka, createLogger, IdempotentConsumer, on } from '@hiring/service-kit';
import { uniqueSuffix, waitFor, watchTopic } from '@hiring/service-kit/testing';

const suffix = uniqueSuffix();
const Pinged = defineEvent({ type: 'Pinged', version: 1, topic: `test.ping-${suffix}.sent.v1`, payload: z.object({ n: z.number() }) });

const logger = createLogger('consumer-test', 'silent');
let connection: Connection;
let kafka: Kafka;
let producer: Producer;

beforeAll(async () => {
  connection = await connectMongo(process.env['MONGO_URL']!, `kit_consumer_${suffix}`);
  kafka = createKafka({ clientId: 'consumer-test', brokers: process.env['KAFKA_BROKERS']!.split(','), logger });
  producer = kafka.producer();
  await producer.connect();
});

afterAll(async () => {
  await producer.disconnect();
  await connection.dropDatabase();
  await connection.close();
});

const send = (value: string, key = 'k') => producer.send({ topic: Pinged.topic, messages: [{ key, value }] });

describe('idempotent consumer (real Kafka and FerretDB/MongoDB)', () => {
  it('handles a redelivered event once, retries a failing handler, and dead-letters poison and exhausted messages', async () => {
    const handled: EventEnvelope<'Pinged', { n: number }>[] = [];
    let flakyFailures = 0;
    const consumer = new IdempotentConsumer({
      kafka,
      connection,
      producer,
      logger,
      groupId: `test.consumer.${suffix}`,
      maxAttempts: 3,
      retryDelayMs: 10,
      sessionTimeoutMs: 10_000,
      handlers: [
        on(Pinged, async (event) => {
          if (event.payload.n === 2 && flakyFailures < 2) {
            flakyFailures += 1;
            throw new Error('temporary failure');
          }
          if (event.payload.n === 3) throw new Error('always fails');
          handled.push(event);
        }),
      ],
    });
    await consumer.start();
    const dlt = await watchTopic(kafka, Pinged, { topic: deadLetterTopic(Pinged.topic) });

    const once = createEnvelope(Pinged, { aggregateId: 'a', payload: { n: 1 } });
    await send(JSON.stringify(once));
    await send(JSON.stringify(once)); // redelivery of the same event id
    await send(JSON.stringify(createEnvelope(Pinged, { aggregateId: 'a', payload: { n: 2 } })));
    await send('{not json');
    await send(JSON.stringify(createEnvelope(Pinged, { aggregateId: 'a', payload: { n: 3 } })));
    await send(JSON.stringify(createEnvelope(Pinged, { aggregateId: 'a', payload: { n: 4 } })));

    await waitFor(async () => handled.some((e) => e.payload.n === 4), { what: 'the last event to be handled' });
    await waitFor(async () => dlt.raw.length >= 2, { what: 'two dead letters' });

    expect(handled.map((e) => e.payload.n)).toEqual([1, 2, 4]);
    expect(flakyFailures).toBe(2);
    expect(dlt.raw.map((m) => m.value)).toEqual(expect.arrayContaining(['{not json', expect.stringContaining('"n":3')]));

    // A restarted consumer in the same group does not handle anything again.
    await consumer.stop();
    const again = new IdempotentConsumer({
      kafka,
      connection,
      producer,
      logger,
      groupId: `test.consumer.${suffix}`,
      sessionTimeoutMs: 10_000,
      handlers: [on(Pinged, async (event) => void handled.push(event))],
    });
    await again.start();
    await send(JSON.stringify(once));
    await send(JSON.stringify(createEnvelope(Pinged, { aggregateId: 'a', payload: { n: 5 } })));
    await waitFor(async () => handled.some((e) => e.payload.n === 5), { what: 'the event after restart' });
    await again.stop();
    await dlt.stop();
    expect(handled.map((e) => e.payload.n)).toEqual([1, 2, 4, 5]);
  });

  it('tells a read whether everything published before it has been applied (the read barrier)', async () => {
    const Noted = defineEvent({ type: 'Noted', version: 1, topic: `test.note-${suffix}.made.v1`, payload: z.object({ n: z.number() }) });
    const applied: number[] = [];
    let release: () => void = () => undefined;
    let gate = Promise.resolve();
    const consumer = new IdempotentConsumer({
      kafka,
      connection,
      producer,
      logger,
      groupId: `test.barrier.${suffix}`,
      sessionTimeoutMs: 10_000,
      handlers: [
        on(Noted, async (event) => {
          await gate;
          applied.push(event.payload.n);
        }),
      ],
    });
    await consumer.start();
    // Nothing published yet: caught up at once.
    expect(await consumer.caughtUp(1000)).toBe(true);

    gate = new Promise((resolve) => (release = resolve));
    for (let n = 1; n <= 5; n += 1) {
      await producer.send({
        topic: Noted.topic,
        messages: [{ key: `k${n}`, value: JSON.stringify(createEnvelope(Noted, { aggregateId: `k${n}`, payload: { n } })) }],
      });
    }
    // The handler is held: the group cannot have applied them, and the wait runs out.
    expect(await consumer.caughtUp(300)).toBe(false);
    const waiting = consumer.caughtUp(20_000);
    setTimeout(() => release(), 200);
    expect(await waiting).toBe(true);
    expect([...applied].sort()).toEqual([1, 2, 3, 4, 5]);
    await consumer.stop();

    // Another instance of the group that consumed nothing itself knows through the committed offsets.
    const other = new IdempotentConsumer({
      kafka,
      connection,
      producer,
      logger,
      groupId: `test.barrier.${suffix}`,
      sessionTimeoutMs: 10_000,
      handlers: [on(Noted, async () => undefined)],
    });
    expect(await other.caughtUp(5000)).toBe(true);
    await other.stop();
  });

  it('starts when the group coordinator first answers "not the correct coordinator"', async () => {
    const Started = defineEvent({ type: 'Started', version: 1, topic: `test.start-${suffix}.made.v1`, payload: z.object({ n: z.number() }) });
    // The broker's answer while a group's coordinator moves; kafkajs's admin does not ask again itself.
    let refusals = 0;
    const movingCoordinator = new Proxy(kafka, {
      get(target, key, receiver) {
        if (key !== 'admin') return Reflect.get(target, key, receiver) as unknown;
        return () => {
          const admin = target.admin();
          const fetchOffsets = admin.fetchOffsets.bind(admin);
          admin.fetchOffsets = (async (request: Parameters<typeof fetchOffsets>[0]) => {
            if (refusals < 2) {
              refusals += 1;
              throw Object.assign(new Error('This is not the correct coordinator for this group'), { type: 'NOT_COORDINATOR', retriable: true });
            }
            return fetchOffsets(request);
          }) as typeof admin.fetchOffsets;
          return admin;
        };
      },
    });
    const applied: number[] = [];
    const consumer = new IdempotentConsumer({
      kafka: movingCoordinator,
      connection,
      producer,
      logger,
      groupId: `test.start.${suffix}`,
      fromBeginning: false,
      sessionTimeoutMs: 10_000,
      handlers: [on(Started, async (event) => void applied.push(event.payload.n))],
    });
    await consumer.start();
    expect(refusals).toBe(2);
    await producer.send({
      topic: Started.topic,
      messages: [{ key: 'k', value: JSON.stringify(createEnvelope(Started, { aggregateId: 'k', payload: { n: 7 } })) }],
    });
    await waitFor(async () => applied.length === 1, { what: 'the event after the start' });
    expect(applied).toEqual([7]);
    await consumer.stop();
  });
});
