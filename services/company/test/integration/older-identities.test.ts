import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CompanyIdentityChangedV1, type EnvelopeOf } from '@hiring/contracts';
import { uniqueSuffix, waitFor, watchTopic } from '@hiring/service-kit/testing';
import { companyProfileModel } from '../../src/models/company-profile.model.js';
import { companyDeployment, newCompanyId, type CompanyService } from '../support/company-service.js';

/**
 * Profiles stored before identities were proven (issue 27) have no identity revision: the company
 * service, at start, writes their identity down and publishes CompanyIdentityChanged for them, so
 * the interviews service's employer directory knows them as it knows new companies. Once.
 */
const sfx = uniqueSuffix().replace(/\W/g, '').toLowerCase();
const deployment = companyDeployment();
const started: CompanyService[] = [];
let watched: { events: EnvelopeOf<typeof CompanyIdentityChangedV1>[]; stop(): Promise<void> };

const atDomain = { _id: newCompanyId(), email: `hr.${sfx}@older-${sfx}.com`, companyName: `Older ${sfx}` };
const atGmail = { _id: newCompanyId(), email: `founder.${sfx}@gmail.com`, companyName: `Gmail Founded ${sfx}` };

beforeAll(async () => {
  started.push(await deployment.start());
  watched = await watchTopic(started[0]!.kafka, CompanyIdentityChangedV1);
  // As an earlier version stored them: no work addresses, no name history, no identity revision.
  const createdAt = new Date('2026-01-05T10:00:00.000Z');
  await companyProfileModel(started[0]!.connection).collection.insertMany(
    [atDomain, atGmail].map((p) => ({
      ...p,
      firstName: 'Grace',
      lastName: 'Hopper',
      industry: null,
      size: null,
      website: null,
      formerNames: [],
      formerWebsites: [],
      createdAt,
      updatedAt: createdAt,
    })) as never[],
  );
}, 120_000);

afterAll(async () => {
  await watched?.stop();
  await started[0]?.connection.dropDatabase().catch(() => undefined);
  for (const service of started.reverse()) await service.stop();
});

describe('profiles stored before proven identities', () => {
  it('get their identity published when a replica starts, and only once', async () => {
    started.push(await deployment.start());
    const eventOf = (id: string) =>
      waitFor(async () => watched.events.find((e) => e.payload.companyId === id) ?? null, { what: `CompanyIdentityChanged of ${id}` });
    expect((await eventOf(atDomain._id)).payload).toMatchObject({
      revision: 1,
      displayName: atDomain.companyName,
      provenDomains: [`older-${sfx}.com`],
      provenAddresses: [atDomain.email],
    });
    expect((await eventOf(atGmail._id)).payload).toMatchObject({ revision: 1, displayName: atGmail.companyName, provenDomains: [], provenAddresses: [] });

    const profiles = companyProfileModel(started[0]!.connection);
    const stored = await profiles.findById(atDomain._id).lean().exec();
    expect(stored).toMatchObject({
      identityRevision: 1,
      workAddresses: [{ email: atDomain.email, domain: `older-${sfx}.com`, source: 'registration' }],
      nameHistory: [{ name: atDomain.companyName }],
    });

    // Another start finds the revision and records nothing more.
    started.push(await deployment.start());
    const again = await profiles
      .find({ _id: { $in: [atDomain._id, atGmail._id] } }, { identityRevision: 1 })
      .lean()
      .exec();
    expect(again.map((p) => p.identityRevision)).toEqual([1, 1]);
  });
});
