import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { uniqueSuffix, waitFor } from '@hiring/service-kit/testing';
import { startTestPublisher, type EventPublisher } from '@hiring/test-kit/events';
import { companyDeployment, companyToken, graphql, newCompanyId, viewApplied, type CompanyService } from '../support/company-service.js';

/**
 * A replica starts from the newest snapshot of the view and replays the topics from the
 * snapshot's positions: what happened after the snapshot (and while no replica ran) arrives too.
 */
const deployment = companyDeployment({ SEARCH_SNAPSHOT_INTERVAL_MS: '1000' });
const marker = `snap${uniqueSuffix()}`;
const companyId = newCompanyId();
const token = () => companyToken(companyId);
let service: CompanyService;
let publisher: Awaited<ReturnType<typeof startTestPublisher>>;
let events: EventPublisher;

type Found = { id: string; interviews: { id: string; stage: string }[] };
async function found(): Promise<Found[]> {
  const r = await graphql<{ searchCandidates: { candidates: Found[] } }>(
    service,
    token(),
    'query($s: String) { searchCandidates(input: { skills: $s, perPage: 100 }) { candidates { id interviews { id stage } } } }',
    { s: marker },
  );
  if (!r.data) throw new Error(JSON.stringify(r.errors));
  return r.data.searchCandidates.candidates;
}
const status = async () => (await (await fetch(`${service.url}/search-view`)).json()) as { loaded: { source: string; profiles: number; interviews: number } };
const manifests = () => service.connection.collection('search_view_snapshots').find({}).toArray();

beforeAll(async () => {
  publisher = await startTestPublisher();
  events = publisher.events;
  service = await deployment.start();
  await events.companyRegistered(companyId, { companyName: `Snapshot reader ${marker}`, website: null });
  await waitFor(
    async () => (await graphql<{ myCompanyProfile: { id: string } | null }>(service, token(), '{ myCompanyProfile { id } }')).data?.myCompanyProfile,
    { what: 'the profile', timeoutMs: 60_000 },
  );
}, 60_000);

afterAll(async () => {
  await service?.connection.dropDatabase().catch(() => undefined);
  await service?.stop();
  await publisher?.stop();
});

describe('search view snapshots', () => {
  it('restarts from a snapshot and replays what came after it', async () => {
    const before = await events.candidate({ skills: [marker] }, [{ companyName: 'Before Co', stage: 'onsite' }]);
    const last = await events.updated({ ...before.interviews[0]!, revision: 2, stage: 'final' });
    await viewApplied(service, last.id);
    // A snapshot taken after the update.
    const since = Date.now();
    const snapshot = await waitFor(
      async () => (await manifests()).find((m) => (m['createdAt'] as Date).getTime() > since + 100 && (m['profiles'] as number) > 0),
      {
        what: 'a snapshot',
      },
    );
    expect(snapshot['chunks']).toBeGreaterThan(0);

    // After the snapshot, and while the service is down.
    const after = await events.candidate({ skills: [marker] }, [{ companyName: 'After Co', stage: 'offer' }]);
    await service.stop();
    const whileDown = await events.candidate({ skills: [marker] }, [{ companyName: 'Down Co', stage: 'application' }]);
    await events.updated({ ...before.interviews[0]!, revision: 3, stage: 'offer' });

    service = await deployment.start();
    expect((await status()).loaded).toMatchObject({ source: 'snapshot' });
    await waitFor(async () => (await found()).length === 3, { what: 'the three candidates' });
    const now = await found();
    expect(now.map((c) => c.id).sort()).toEqual([before.profile.candidateId, after.profile.candidateId, whileDown.profile.candidateId].sort());
    await waitFor(async () => (await found()).find((c) => c.id === before.profile.candidateId)?.interviews[0]?.stage === 'offer', { what: 'revision 3' });
    // Older snapshots are removed once a newer one is complete.
    await waitFor(async () => (await manifests()).length === 1, { what: 'one snapshot left' });
  }, 90_000);
});
