import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import mongoose, { type Connection } from 'mongoose';
import { createEnvelope, ErasureCompletedV1, ErasureRequestedV1 } from '@hiring/contracts';
import { uniqueSuffix } from '../testing/index.js';
import { createLogger } from '../logging/index.js';
import type { OutboxRelay } from '../kafka/outbox-relay.js';
import { erasedPerson, erasureReceiptModel, erasureSubscription, type ErasureRequest } from './erasure.js';

/**
 * The kit's erasure subscription (docs/decisions/privacy-rights.md#erasure) on the real database:
 * a redelivered request erases nothing twice, and a crash part-way leaves no receipt, so the
 * redelivery finishes the job and only then reports it.
 */
let connection: Connection;
const notified: string[] = [];
const relay = { notify: async (_model: unknown, id: unknown) => (notified.push(String(id)), true) } as unknown as OutboxRelay;

beforeAll(async () => {
  connection = await mongoose.createConnection(process.env['MONGO_URL']!, { dbName: `kit_erasure_${uniqueSuffix()}` }).asPromise();
});
afterAll(async () => {
  await connection?.dropDatabase().catch(() => undefined);
  await connection?.close();
});

const request = (userId: string) =>
  createEnvelope(ErasureRequestedV1, { aggregateId: userId, payload: { userId, userType: 'candidate', requestedAt: new Date().toISOString() } });

describe('erasureSubscription', () => {
  it('erases once, records the receipt with its ErasureCompleted, and does nothing on a redelivery', async () => {
    const calls: ErasureRequest[] = [];
    const subscription = erasureSubscription({
      service: 'test',
      connection,
      relay,
      logger: createLogger('test', 'silent'),
      erase: async (asked) => (calls.push(asked), { things: 3 }),
    });
    const userId = `u-${uniqueSuffix()}`;
    const event = request(userId);
    await subscription.handlers[0]!.handle(event);
    await subscription.handlers[0]!.handle(event);
    expect(calls).toEqual([{ userId, userType: 'candidate' }]);
    const receipt = await erasureReceiptModel(connection).findById(userId).lean().exec();
    expect(receipt).toMatchObject({ service: 'test', removed: { things: 3 } });
    const published = JSON.parse(receipt!.outbox[0]!.value) as { type: string; payload: unknown };
    expect(published.type).toBe(ErasureCompletedV1.type);
    expect(published.payload).toMatchObject({ userId, service: 'test', removed: { things: 3 } });
    expect(notified).toContain(userId);
    expect(await erasedPerson(connection)(userId)).toBe(true);
    expect(await erasedPerson(connection)(`other-${userId}`)).toBe(false);
  });

  it('reports nothing when the erasure fails part-way, and finishes on the redelivery', async () => {
    let attempt = 0;
    const subscription = erasureSubscription({
      service: 'test',
      connection,
      relay,
      logger: createLogger('test', 'silent'),
      erase: async () => {
        attempt += 1;
        if (attempt === 1) throw new Error('the database went away half-way');
        return { things: 1 };
      },
    });
    const userId = `u-${uniqueSuffix()}`;
    await expect(subscription.handlers[0]!.handle(request(userId))).rejects.toThrow('half-way');
    expect(await erasureReceiptModel(connection).exists({ _id: userId })).toBeNull();
    await subscription.handlers[0]!.handle(request(userId));
    expect(attempt).toBe(2);
    expect(await erasureReceiptModel(connection).exists({ _id: userId })).not.toBeNull();
  });
});
