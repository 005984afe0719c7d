import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Kafka, Producer } from 'kafkajs';
import { createKafka, createLogger } from '@hiring/service-kit';
import { uniqueSuffix, waitFor } from '@hiring/service-kit/testing';

// A fetch wait far beyond this file's timeout: a stop that waited for the fetch could not pass.
const FETCH_WAIT_MS = 10 * 60_000;
const suffix = uniqueSuffix();
const topic = `test.fast-stop-${suffix}.v1`;
const logger = createLogger('fast-stop-test', 'silent');
let kafka: Kafka;
let producer: Producer;

beforeAll(async () => {
  kafka = createKafka({ clientId: 'fast-stop-test', brokers: process.env['KAFKA_BROKERS']!.split(','), logger });
  const admin = kafka.admin();
  await admin.connect();
  await admin.createTopics({ topics: [{ topic, numPartitions: 2 }], waitForLeaders: true });
  await admin.disconnect();
  producer = kafka.producer();
  await producer.connect();
});

afterAll(async () => {
  await producer.disconnect();
});

describe('a consumer stops without waiting for its fetch (kafkajs fast stop, real Kafka)', () => {
  it('cancels the long fetch in flight, leaves its group, and still delivers what arrives before the stop', async () => {
    const groupId = `test.fast-stop.${suffix}`;
    const consumer = kafka.consumer({ groupId, maxWaitTimeInMs: FETCH_WAIT_MS, sessionTimeout: 10_000, heartbeatInterval: 1000 });
    const crashes: unknown[] = [];
    consumer.on(consumer.events.CRASH, (event) => crashes.push(event.payload));
    let fetches = 0;
    consumer.on(consumer.events.FETCH_START, () => (fetches += 1));
    const received: string[] = [];
    await consumer.connect();
    await consumer.subscribe({ topic, fromBeginning: true });
    await consumer.run({ eachMessage: async ({ message }) => void received.push(message.value?.toString() ?? '') });

    // A message ends a waiting fetch at once (the broker answers as soon as there is data).
    await waitFor(async () => fetches > 0, { timeoutMs: 20_000 });
    await producer.send({ topic, messages: [{ key: 'a', value: 'first' }] });
    await waitFor(async () => received.includes('first'), { timeoutMs: 20_000 });

    // The fetch after it (the second) is empty: the broker holds it for ten minutes.
    await waitFor(async () => fetches >= 2, { timeoutMs: 20_000 });
    await consumer.disconnect();

    expect(crashes).toEqual([]);
    // It left the group (LeaveGroup on the coordinator connection): no member is left in it.
    const admin = kafka.admin();
    await admin.connect();
    try {
      const { groups } = await admin.describeGroups([groupId]);
      expect(groups[0]?.members).toEqual([]);
    } finally {
      await admin.disconnect();
    }
  }, 60_000);
});
