import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import mongoose, { type Connection } from 'mongoose';
import { uniqueSuffix } from '@hiring/service-kit/testing';
import { pruneWebhookLog, type WebhookLogRetention } from '../../src/domain/webhooks/log-retention.js';
import { deliveryId, webhookAttemptClaimModel, webhookDeliveryModel, type WebhookDeliveryState } from '../../src/models/webhook-delivery.model.js';

/**
 * The delivery log grows with every event a company's endpoints receive; a company that subscribes
 * to everything (or replays) must not grow it without end. Pruning keeps finished deliveries by age
 * and by count per endpoint, never touches a pending one, and clears old attempt claims.
 */
let connection: Connection;
const DAY = 24 * 60 * 60_000;
const retention: WebhookLogRetention = { maxAgeMs: 30 * DAY, maxPerEndpoint: 25, claimMaxAgeMs: DAY };
const now = new Date('2026-11-28T12:00:00Z');

beforeAll(async () => {
  connection = await mongoose.createConnection(process.env['MONGO_URL']!, { dbName: `webhook_log_${uniqueSuffix()}`, retryWrites: false }).asPromise();
  await webhookDeliveryModel(connection).init();
});

afterAll(async () => {
  await connection?.dropDatabase().catch(() => undefined);
  await connection?.close();
});

interface Row {
  endpointId: string;
  n: number;
  state: WebhookDeliveryState;
  ageMs: number;
}

async function insert(rows: Row[]): Promise<void> {
  // Raw inserts: mongoose's timestamps would overwrite the ages this test sets.
  await webhookDeliveryModel(connection).collection.insertMany(
    rows.map(({ endpointId, n, state, ageMs }) => {
      const at = new Date(now.getTime() - ageMs);
      const eventId = `event-${n}`;
      return {
        _id: deliveryId(endpointId, eventId) as unknown as never,
        endpointId,
        companyId: 'company-1',
        eventId,
        eventType: 'candidate.unlocked',
        body: '{}',
        state,
        attempts: [],
        roundAttempts: 0,
        nextAttemptAt: null,
        replays: 0,
        createdAt: at,
        updatedAt: at,
      };
    }),
  );
}

const eventsOf = async (endpointId: string, state?: WebhookDeliveryState) =>
  (
    await webhookDeliveryModel(connection)
      .find({ endpointId, ...(state ? { state } : {}) }, { eventId: 1 })
      .lean<{ eventId: string }[]>()
      .exec()
  )
    .map((row) => Number(row.eventId.slice('event-'.length)))
    .sort((a, b) => a - b);

describe('webhook delivery log retention', () => {
  it('keeps the newest finished deliveries of a busy endpoint, removes expired ones, never a pending one', async () => {
    const busy = `endpoint-busy-${uniqueSuffix()}`;
    const quiet = `endpoint-quiet-${uniqueSuffix()}`;
    // Busy: 60 finished deliveries a minute apart (n = 0 is the newest), plus 5 old pending ones.
    await insert([
      ...Array.from({ length: 60 }, (_, n): Row => ({ endpointId: busy, n, state: n % 7 === 0 ? 'failed' : 'succeeded', ageMs: n * 60_000 })),
      ...Array.from({ length: 5 }, (_, k): Row => ({ endpointId: busy, n: 100 + k, state: 'pending', ageMs: 40 * DAY })),
    ]);
    // Quiet: 3 recent, 2 past the retention age.
    await insert([
      { endpointId: quiet, n: 1, state: 'succeeded', ageMs: DAY },
      { endpointId: quiet, n: 2, state: 'failed', ageMs: 29 * DAY },
      { endpointId: quiet, n: 3, state: 'succeeded', ageMs: 2 * 60_000 },
      { endpointId: quiet, n: 4, state: 'succeeded', ageMs: 31 * DAY },
      { endpointId: quiet, n: 5, state: 'failed', ageMs: 90 * DAY },
    ]);

    const outcome = await pruneWebhookLog({ deliveries: webhookDeliveryModel(connection), claims: webhookAttemptClaimModel(connection) }, retention, now);

    const keptBusy = (await eventsOf(busy)).filter((n) => n < 100);
    expect(keptBusy).toEqual(Array.from({ length: 25 }, (_, n) => n));
    expect(await eventsOf(busy, 'pending')).toEqual([100, 101, 102, 103, 104]);
    expect(await eventsOf(quiet)).toEqual([1, 2, 3]);
    expect(outcome).toMatchObject({ expired: 2, overCap: 35 });

    // Again: nothing more to do.
    await expect(
      pruneWebhookLog({ deliveries: webhookDeliveryModel(connection), claims: webhookAttemptClaimModel(connection) }, retention, now),
    ).resolves.toEqual({
      expired: 0,
      overCap: 0,
      claims: 0,
    });
  });

  it('removes attempt claims older than a day and keeps recent ones (another replica may still hold them)', async () => {
    const claims = webhookAttemptClaimModel(connection);
    const prefix = `claims-${uniqueSuffix()}`;
    await claims.insertMany([
      { _id: `${prefix}:old:1`, claimedAt: new Date(now.getTime() - 2 * DAY) },
      { _id: `${prefix}:old:2`, claimedAt: new Date(now.getTime() - DAY - 1000) },
      { _id: `${prefix}:new:1`, claimedAt: new Date(now.getTime() - 60_000) },
    ]);
    const outcome = await pruneWebhookLog({ deliveries: webhookDeliveryModel(connection), claims }, retention, now);
    expect(outcome.claims).toBe(2);
    const left = (
      await claims
        .find({ _id: { $regex: `^${prefix}` } })
        .lean<{ _id: string }[]>()
        .exec()
    ).map((c) => c._id);
    expect(left).toEqual([`${prefix}:new:1`]);
  });
});
