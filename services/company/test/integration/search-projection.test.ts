import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CandidateProfileUpdatedV1, createEnvelope, InterviewUploadedV1 } from '@hiring/contracts';
import { createLogger } from '@hiring/service-kit';
import { deleteTestIndices, uniqueSuffix, waitFor } from '@hiring/service-kit/testing';
import { rebuildSearchProjection } from '../../src/domain/search/rebuild-projection.js';
import { startTestPublisher, type EventPublisher, aProfile, anInterview } from '@hiring/test-kit/events';
import { companyDeployment, companyToken, graphql, newCompanyId, projectionHandled, viewApplied, type CompanyService } from '../support/company-service.js';

/**
 * The search index against the real broker, database and OpenSearch: built only from events,
 * idempotent under redelivery and reordering, kept across restarts (replicas hold no search
 * state), the same for every replica, and rebuilt into a new index while it serves.
 */
const deployment = companyDeployment();
const marker = `marker${uniqueSuffix()}`;
const companyId = newCompanyId();
const token = () => companyToken(companyId);
let service: CompanyService;
let events: EventPublisher;
let publisher: Awaited<ReturnType<typeof startTestPublisher>>;

const SEARCH = `query S($input: CandidateSearchInput) {
  searchCandidates(input: $input) {
    candidates { id skills interviews { id stage companyName } }
    pagination { total pages }
  }
}`;
type Found = { id: string; skills: string[]; interviews: { id: string; stage: string; companyName: string }[] };

async function found(on: CompanyService = service): Promise<Found[]> {
  const response = await graphql<{ searchCandidates: { candidates: Found[] } }>(on, token(), SEARCH, { input: { skills: marker, perPage: 100 } });
  if (!response.data) throw new Error(JSON.stringify(response.errors));
  return response.data.searchCandidates.candidates;
}

/** The records kept in the candidate's document (what the writer derived it from). */
async function recordsOf(candidateId: string): Promise<{ profile: Record<string, unknown> | null; interviews: Record<string, unknown>[] } | null> {
  const { OPENSEARCH_URL, OPENSEARCH_INDEX_PREFIX } = deployment.config;
  const response = await fetch(`${OPENSEARCH_URL}/${OPENSEARCH_INDEX_PREFIX}candidates/_doc/${candidateId}?_source=records`);
  if (response.status === 404) return null;
  return ((await response.json()) as { _source: { records: never } })._source.records;
}
const interviewRecords = async (candidateId: string, interviewId: string) =>
  ((await recordsOf(candidateId))?.interviews ?? []).filter((r) => r['interviewId'] === interviewId);
const profileRecords = async (candidateId: string) => {
  const profile = (await recordsOf(candidateId))?.profile;
  return profile ? [profile] : [];
};

beforeAll(async () => {
  publisher = await startTestPublisher();
  events = publisher.events;
  service = await deployment.start();
  await events.companyRegistered(companyId, { companyName: `Viewer ${marker}`, website: null });
  await waitFor(
    async () => (await graphql<{ myCompanyProfile: { id: string } | null }>(service, token(), '{ myCompanyProfile { id } }')).data?.myCompanyProfile,
    {
      what: 'the company profile',
      timeoutMs: 60_000,
    },
  );
}, 60_000);

afterAll(async () => {
  await service?.connection.dropDatabase().catch(() => undefined);
  await service?.stop();
  await deleteTestIndices(deployment.config.OPENSEARCH_URL, deployment.config.OPENSEARCH_INDEX_PREFIX);
  await publisher?.stop();
});

describe('the search projection', () => {
  it('follows profile and interview events, and a private interview never appears', async () => {
    const visible = await events.candidate({ skills: ['Go', marker] }, [{ companyName: 'Hooli', stage: 'onsite' }]);
    const hidden = await events.candidate({ skills: [marker] }, [{ companyName: 'PrivateCo', visibility: 'private' }]);
    const late = await events.uploaded(anInterview(visible.profile.candidateId, { companyName: 'Pied Piper', stage: 'offer' }));
    await viewApplied(service, late.id);
    // The first interview's event may be on another partition than the late one: wait for both.
    await waitFor(async () => (await found())[0]?.interviews.length === 2, { what: 'both interviews' });
    const results = await found();
    expect(results.map((c) => c.id)).toEqual([visible.profile.candidateId]);
    expect(results[0]!.interviews.map((i) => i.companyName).sort()).toEqual(['Hooli', 'Pied Piper']);
    expect(JSON.stringify(results)).not.toContain('PrivateCo');
    expect(results.map((c) => c.id)).not.toContain(hidden.profile.candidateId);

    // The candidate's document keeps the private interview's record, its content left out.
    await projectionHandled(service, late.id);
    const [record] = await interviewRecords(hidden.profile.candidateId, hidden.interviews[0]!.interviewId);
    expect(record).toMatchObject({ state: 'private', interview: null, companyName: 'PrivateCo' });
  }, 300_000);

  it('handles a redelivered event once and ignores a copy with the same revision', async () => {
    const profile = aProfile({ skills: [marker, 'Original'] });
    await events.candidate(profile);
    const update = createEnvelope(CandidateProfileUpdatedV1, {
      aggregateId: profile.candidateId,
      payload: { ...profile, revision: 2, skills: [marker, 'Updated'] },
    });
    await events.send(update, CandidateProfileUpdatedV1.topic);
    await events.send(update, CandidateProfileUpdatedV1.topic);
    // A republished copy (new event id, same snapshot) and a stale one.
    const copy = await events.profile({ ...profile, revision: 2, skills: [marker, 'Updated'] });
    const stale = await events.profile({ ...profile, revision: 1, skills: [marker, 'Stale'] });
    await viewApplied(service, stale.id);
    await projectionHandled(service, stale.id);
    await projectionHandled(service, copy.id);
    expect((await found()).find((c) => c.id === profile.candidateId)?.skills).toEqual([marker, 'Updated']);
    // The document keeps the newest revision only.
    const records = await profileRecords(profile.candidateId);
    expect(Math.max(...records.map((r) => r['revision'] as number))).toBe(2);
    expect(records.filter((r) => r['revision'] === 2)).toHaveLength(1);
    // The projection group handled the twice-delivered event once (one dedupe marker).
    // (the webhook group follows the same topic and keeps its own marker)
    const projectionMarkers = await service.connection.collection('processed_events').find({ eventId: update.id }).toArray();
    expect(projectionMarkers.filter((marker) => String(marker._id).includes('company.search-projection:'))).toHaveLength(1);
  }, 300_000);

  it('keeps the newest revision when events arrive out of order, and a deletion stays deleted', async () => {
    const { profile, interviews } = await events.candidate({ skills: [marker] }, [
      { companyName: 'Initech', stage: 'phone_screen' },
      { companyName: 'Globex', stage: 'application' },
    ]);
    const [moving, deleting] = interviews as [(typeof interviews)[0], (typeof interviews)[0]];
    // Revision 3 first, then the older 2: the older one must not win.
    const newest = await events.updated({ ...moving, revision: 3, stage: 'offer' });
    await viewApplied(service, newest.id);
    const older = await events.updated({ ...moving, revision: 2, stage: 'onsite' });
    // Deleted at revision 5, then a late snapshot of revision 4 must not bring it back.
    const tombstone = await events.deleted(deleting, 5);
    await viewApplied(service, tombstone.id);
    const lateSnapshot = await events.updated({ ...deleting, revision: 4, stage: 'final' });
    const lateUpload = createEnvelope(InterviewUploadedV1, { aggregateId: deleting.interviewId, payload: deleting });
    await events.send(lateUpload, InterviewUploadedV1.topic);
    for (const id of [older.id, lateSnapshot.id, lateUpload.id]) {
      await viewApplied(service, id);
      await projectionHandled(service, id);
    }
    const candidate = (await found()).find((c) => c.id === profile.candidateId)!;
    expect(candidate.interviews.map((i) => [i.id, i.stage])).toEqual([[moving.interviewId, 'offer']]);
    expect(Math.max(...(await interviewRecords(profile.candidateId, moving.interviewId)).map((r) => r['revision'] as number))).toBe(3);
    const tombstone5 = (await interviewRecords(profile.candidateId, deleting.interviewId)).sort(
      (a, b) => (b['revision'] as number) - (a['revision'] as number),
    )[0];
    expect([tombstone5?.['revision'], tombstone5?.['state']]).toEqual([5, 'deleted']);
  }, 300_000);

  it('a restarted service answers at once and catches up on what happened while it was down', async () => {
    const before = await found();
    await service.stop();
    const whileDown = await events.candidate({ skills: [marker, 'WhileDown'] }, [{ companyName: 'Vandelay' }]);
    service = await deployment.start();
    const status = (await (await fetch(`${service.url}/search-view`)).json()) as { documents: number };
    expect(status.documents).toBeGreaterThanOrEqual(before.length);
    // What was there before is there at once (in the index, nothing to load or replay) ...
    const now = (await found()).map((c) => c.id);
    for (const candidate of before) expect(now).toContain(candidate.id);
    // ... and what was published while it was down arrives.
    await waitFor(async () => (await found()).some((c) => c.id === whileDown.profile.candidateId), { what: 'the missed candidate' });
  }, 90_000);

  it('every replica answers the same (one index behind them)', async () => {
    const replica = await deployment.start();
    try {
      const added = await events.candidate({ skills: [marker, 'Replicated'] }, [{ companyName: 'Soylent' }]);
      const last = await events.updated({ ...added.interviews[0]!, revision: 2, stage: 'final' });
      await viewApplied(service, last.id);
      await viewApplied(replica, last.id);
      for (const instance of [service, replica]) {
        const candidate = (await found(instance)).find((c) => c.id === added.profile.candidateId);
        expect(candidate?.interviews.map((i) => i.stage)).toEqual(['final']);
      }
    } finally {
      await replica.stop();
    }
  }, 90_000);

  it('keeps interview evidence in the index, across a restart', async () => {
    const evidence = {
      kind: 'employer_domain',
      signingDomain: 'northwind.com',
      system: null,
      employer: 'Northwind Robotics',
      label: 'Signed by northwind.com',
      level: 'sender_named',
    } as const;
    const { profile, interviews } = await events.candidate({ skills: [marker, 'Evidence'] }, [{ companyName: 'Northwind Robotics', evidence }]);
    const interviewId = interviews[0]!.interviewId;
    const EVIDENCE = `query E($input: CandidateSearchInput) { searchCandidates(input: $input) { candidates { id interviews { id evidence { kind signingDomain system employer label level } } } } }`;
    const evidenceOf = async () => {
      const r = await graphql<{ searchCandidates: { candidates: { id: string; interviews: { id: string; evidence: unknown }[] }[] } }>(
        service,
        token(),
        EVIDENCE,
        { input: { skills: 'Evidence', perPage: 100 } },
      );
      return r.data?.searchCandidates.candidates.find((c) => c.id === profile.candidateId)?.interviews.find((i) => i.id === interviewId)?.evidence;
    };
    await waitFor(async () => (await evidenceOf()) !== undefined, { what: 'the interview in the index' });
    expect(await evidenceOf()).toEqual(evidence);
    expect(((await interviewRecords(profile.candidateId, interviewId))[0]!['interview'] as { evidence: unknown }).evidence).toEqual(evidence);

    await service.stop();
    service = await deployment.start();
    // In the index, not waited for.
    expect(await evidenceOf()).toEqual(evidence);
  }, 90_000);

  it('is rebuilt into a new index while it serves: the replay catches up, the alias moves, the old index goes', async () => {
    const summary = (list: Found[]) => list.map((c) => [c.id, c.skills, c.interviews.map((i) => [i.id, i.stage])]);
    const before = summary(await found());
    expect(before.length).toBeGreaterThan(0);
    const { OPENSEARCH_URL, OPENSEARCH_INDEX_PREFIX } = deployment.config;
    const aliasTargets = async () => Object.keys((await (await fetch(`${OPENSEARCH_URL}/_alias/${OPENSEARCH_INDEX_PREFIX}candidates`)).json()) as object);
    const [old] = await aliasTargets();

    // The rebuild replays the shared test broker's whole history; searches answer throughout, from the old index and then the new one.
    let rebuilding = true;
    const rebuild = rebuildSearchProjection(deployment.config, createLogger('rebuild-test', 'silent')).finally(() => (rebuilding = false));
    const during = await events.candidate({ skills: [marker, 'DuringRebuild'] });
    const answers: number[] = [];
    while (rebuilding) {
      answers.push((await found()).length);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const result = await rebuild;
    expect(answers.length).toBeGreaterThan(0);
    expect(Math.min(...answers)).toBeGreaterThanOrEqual(before.length);

    expect(result.replaced).toEqual([old]);
    expect(result.index).toMatch(new RegExp(`^${OPENSEARCH_INDEX_PREFIX}candidates-v\\d+-r`));
    expect(await aliasTargets()).toEqual([result.index]);
    expect((await fetch(`${OPENSEARCH_URL}/${old}`)).status).toBe(404);
    // Everything from before, the candidate published while it ran, and the live writer still writes.
    const after = await events.candidate({ skills: [marker, 'AfterRebuild'] });
    await waitFor(async () => (await found()).length === before.length + 2, { what: 'both new candidates in the rebuilt index' });
    const now = await found();
    expect(summary(now.filter((c) => c.id !== during.profile.candidateId && c.id !== after.profile.candidateId))).toEqual(before);
    // The service keeps the alias where the rebuild put it when it starts again.
    await service.stop();
    service = await deployment.start();
    expect(await aliasTargets()).toEqual([result.index]);
    expect((await found()).length).toBe(before.length + 2);
  }, 360_000);
});
