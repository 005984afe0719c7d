import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import mongoose, { type Connection } from 'mongoose';
import { uniqueSuffix } from '@hiring/service-kit/testing';
import { API_SCOPES } from '@hiring/service-kit';
import { createEndpoint, MAX_ENDPOINTS_PER_COMPANY, WEBHOOK_MESSAGES } from '../../src/domain/webhooks/endpoints.service.js';
import { MAX_SAVED_SEARCHES_PER_COMPANY, SAVED_SEARCH_MESSAGES, saveSearch } from '../../src/domain/webhooks/saved-searches.service.js';
import { savedSearchModel } from '../../src/models/saved-search.model.js';
import { webhookDeliveryModel } from '../../src/models/webhook-delivery.model.js';
import { webhookEndpointModel } from '../../src/models/webhook-endpoint.model.js';
import { companyProfileModel } from '../../src/models/company-profile.model.js';
import { updateCompanyProfile } from '../../src/domain/company-profile.service.js';
import { COMPANY_IDENTITY_LIMITS, COMPANY_IDENTITY_MESSAGES } from '@hiring/contracts';
import type { ReadBarrier } from '@hiring/service-kit';

/**
 * A company's webhook endpoints and saved searches are capped. Racing requests are the attack: a
 * count-then-insert lets them all through (each counts the same number). Here every request of a
 * burst starts its count before any insert lands, on real FerretDB, which a check before the insert
 * cannot survive. The cap must hold at rest, every refusal must be the limit's text, and the
 * allowance a burst was refused must still be there for requests one at a time.
 */
let connection: Connection;
const newCompanyId = () => `company-${uniqueSuffix()}`;

beforeAll(async () => {
  connection = await mongoose.createConnection(process.env['MONGO_URL']!, { dbName: `company_limits_${uniqueSuffix()}`, retryWrites: false }).asPromise();
  for (const model of [savedSearchModel(connection), webhookEndpointModel(connection), webhookDeliveryModel(connection)]) await model.init();
});

afterAll(async () => {
  await connection?.dropDatabase().catch(() => undefined);
  await connection?.close();
});

async function burst<T>(size: number, attempt: (n: number) => Promise<T>): Promise<{ made: number; refusals: string[] }> {
  const outcomes = await Promise.allSettled(Array.from({ length: size }, (_, n) => attempt(n)));
  return {
    made: outcomes.filter((o) => o.status === 'fulfilled').length,
    refusals: outcomes.flatMap((o) => (o.status === 'rejected' ? [(o.reason as Error).message] : [])),
  };
}

describe('per-company limits under a burst of racing requests', () => {
  it(`saved searches: never more than ${MAX_SAVED_SEARCHES_PER_COMPANY}, whatever the burst; another company keeps its own allowance`, async () => {
    const searches = savedSearchModel(connection);
    const companyId = newCompanyId();
    const { made, refusals } = await burst(60, (n) => saveSearch(searches, companyId, { name: `Burst ${n}`, filter: { skills: 'Go' } }));
    const stored = await searches.countDocuments({ companyId }).exec();
    expect(stored).toBeLessThanOrEqual(MAX_SAVED_SEARCHES_PER_COMPANY);
    expect(stored).toBe(made);
    expect(new Set(refusals)).toEqual(new Set([SAVED_SEARCH_MESSAGES.tooMany]));
    // Refusals in a race leave room: saving one at a time fills the cap exactly, and no further.
    for (let n = stored; n < MAX_SAVED_SEARCHES_PER_COMPANY; n += 1) await saveSearch(searches, companyId, { name: `Then ${n}`, filter: { skills: 'Go' } });
    await expect(saveSearch(searches, companyId, { name: 'One too many', filter: { skills: 'Go' } })).rejects.toThrow(SAVED_SEARCH_MESSAGES.tooMany);
    expect(await searches.countDocuments({ companyId }).exec()).toBe(MAX_SAVED_SEARCHES_PER_COMPANY);
    await expect(saveSearch(searches, newCompanyId(), { name: 'Elsewhere', filter: { skills: 'Go' } })).resolves.toMatchObject({ name: 'Elsewhere' });
  });

  it(`webhook endpoints: never more than ${MAX_ENDPOINTS_PER_COMPANY} (each one is another copy of every delivery)`, async () => {
    const deps = { endpoints: webhookEndpointModel(connection), deliveries: webhookDeliveryModel(connection), policy: { blockPrivate: false } };
    const companyId = newCompanyId();
    const { made, refusals } = await burst(40, (n) =>
      createEndpoint(deps, companyId, { url: `http://127.0.0.1:9/burst/${n}`, events: ['tokens.low'] }, API_SCOPES),
    );
    const stored = await deps.endpoints.countDocuments({ companyId }).exec();
    expect(stored).toBeLessThanOrEqual(MAX_ENDPOINTS_PER_COMPANY);
    expect(stored).toBe(made);
    expect(new Set(refusals)).toEqual(new Set([WEBHOOK_MESSAGES.tooMany]));
    const create = (path: string) => createEndpoint(deps, companyId, { url: `http://127.0.0.1:9/${path}`, events: ['tokens.low'] }, API_SCOPES);
    for (let n = stored; n < MAX_ENDPOINTS_PER_COMPANY; n += 1) await create(`then/${n}`);
    await expect(create('one-too-many')).rejects.toThrow(WEBHOOK_MESSAGES.tooMany);
    expect(await deps.endpoints.countDocuments({ companyId }).exec()).toBe(MAX_ENDPOINTS_PER_COMPANY);
  });
});

describe('per-company lists that grow with use', () => {
  const barrier = { lookup: (_group: string, read: () => Promise<unknown>) => read() } as unknown as ReadBarrier;
  const longAgo = new Date(Date.now() - 400 * 24 * 3600_000);

  it(`names and former websites: at most ${COMPANY_IDENTITY_LIMITS.maxNames} and ${COMPANY_IDENTITY_LIMITS.maxFormerWebsites}, with a clear refusal (renames over years, website changes at any pace)`, async () => {
    const profiles = companyProfileModel(connection);
    const companyId = newCompanyId();
    const full = COMPANY_IDENTITY_LIMITS.maxNames;
    await profiles.create({
      _id: companyId,
      email: `hr@${companyId}.example`,
      firstName: 'Ada',
      lastName: 'Admin',
      companyName: `Name ${full - 1}`,
      website: 'https://now.example',
      // every rename long before the rename window: only the lifetime cap can refuse
      nameHistory: Array.from({ length: full }, (_, n) => ({ name: `Name ${n}`, changedAt: longAgo })),
      formerWebsites: Array.from({ length: COMPANY_IDENTITY_LIMITS.maxFormerWebsites }, (_, n) => `https://w${n}.example`),
    });
    const deps = { profiles, barrier };
    await expect(updateCompanyProfile(deps, companyId, { companyName: 'One name too many' })).rejects.toThrow(COMPANY_IDENTITY_MESSAGES.tooManyNames);
    await expect(updateCompanyProfile(deps, companyId, { website: 'https://another.example' })).rejects.toThrow(COMPANY_IDENTITY_MESSAGES.tooManyWebsites);
    const stored = await profiles.findById(companyId).lean().exec();
    expect([stored?.nameHistory?.length, stored?.formerWebsites.length]).toEqual([full, COMPANY_IDENTITY_LIMITS.maxFormerWebsites]);
    // other fields still save
    await expect(updateCompanyProfile(deps, companyId, { firstName: 'Grace' })).resolves.toMatchObject({ firstName: 'Grace' });
  });
});
