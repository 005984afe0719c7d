import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { aProfile, aWorkExperience, anInterview } from '@hiring/test-kit/events';
import { testOpenSearch, type PrivateOpenSearch } from '@hiring/test-kit/infra';
import { uniqueSuffix } from '@hiring/service-kit/testing';
import type { CompanyIdentity } from '../../src/domain/search/company-identity.js';
import type { SearchRecord } from '../../src/domain/search/opensearch/candidate-records.js';
import { interviewRecordOf, profileRecordOf } from '../support/search-records.js';
import { CandidateWriter } from '../../src/domain/search/opensearch/candidate-writer.js';
import { OpenSearchSearch } from '../../src/domain/search/opensearch/opensearch-search.js';
import { storedCandidate } from '../../src/domain/search/opensearch/candidate-records.js';
import { RELEVANCE_ORDER, searchIndexBody } from '../../src/domain/search/opensearch/index-mapping.js';
import { interviewDeletedRecord, interviewSnapshotRecord, profileRecord } from '../../src/domain/search/records.js';

/**
 * The live writer (issue 30): records from several concurrent consumers land in the candidate's
 * document without a lost update, redeliveries and late older revisions change nothing, and a
 * write is searchable when `apply` returns (read-your-writes), on a real OpenSearch node.
 */
let node: PrivateOpenSearch;
const engines: OpenSearchSearch[] = [];

async function engineWith(refreshInterval?: string): Promise<OpenSearchSearch> {
  const engine = new OpenSearchSearch({ url: node.url, prefix: `writer_${uniqueSuffix().toLowerCase()}_` });
  await engine.ensureIndex();
  if (refreshInterval) await engine.client.indices.putSettings({ index: engine.index, body: { index: { refresh_interval: refreshInterval } } });
  engines.push(engine);
  return engine;
}

const writerOf = (engine: OpenSearchSearch) => new CandidateWriter({ client: engine.client, alias: engine.alias });
const profile = profileRecordOf;
const interview = interviewRecordOf;
const nobody: CompanyIdentity = { names: [], domains: ['nobody.example'], labels: ['nobody'] };
const query = (identity: CompanyIdentity = nobody) => ({ identity, page: 1, perPage: 50 });

beforeAll(async () => {
  node = await testOpenSearch();
}, 300_000);

afterAll(async () => {
  for (const engine of engines) {
    await engine.client.indices.delete({ index: engine.index }).catch(() => undefined);
    await engine.close();
  }
  await node?.stop();
}, 60_000);

describe('the live writer of the search index', () => {
  it('keeps every interview when four consumers write one candidate at once', async () => {
    const engine = await engineWith();
    const writers = [0, 1, 2, 3].map(() => writerOf(new OpenSearchSearch({ url: node.url, prefix: engine.alias.replace(/candidates$/, '') })));
    const items: SearchRecord[] = [profile('cand-a', 1)];
    for (let i = 0; i < 24; i += 1)
      items.push(interview('cand-a', `int-a-${String(i).padStart(2, '0')}`, 1, { companyName: `Company ${i}`, companyDomain: null }));
    const outcomes = await Promise.all(items.map((item, i) => writers[i % writers.length]!.apply(item)));
    expect(outcomes.every((o) => o === 'written')).toBe(true);

    const records = await writerOf(engine).records('cand-a');
    expect(records?.profile?.revision).toBe(1);
    expect(records?.interviews.map((r) => r.interviewId).sort()).toEqual(items.slice(1).map((item) => (item.record as { interviewId: string }).interviewId));
    const entry = await engine.entry('cand-a');
    expect(entry?.stats.totalInterviews).toBe(24);
    expect((await engine.search(query())).entries.map((e) => e.id)).toEqual(['cand-a']);
  }, 120_000);

  it('changes nothing on a redelivery or a late older revision; a tombstone stays', async () => {
    const engine = await engineWith();
    const writer = writerOf(engine);
    expect(await writer.apply(profile('cand-b', 2, { workExperiences: [] }))).toBe('written');
    expect(await writer.apply(interview('cand-b', 'int-b', 3, { companyName: 'Globex', companyDomain: 'globex.com', stage: 'offer' }))).toBe('written');
    const before = await engine.client.get({ index: engine.alias, id: 'cand-b' });

    expect(await writer.apply(profile('cand-b', 2))).toBe('unchanged');
    expect(await writer.apply(profile('cand-b', 1, { discoverable: false }))).toBe('unchanged');
    expect(await writer.apply(interview('cand-b', 'int-b', 3, { stage: 'rejected' }))).toBe('unchanged');
    expect(await writer.apply(interview('cand-b', 'int-b', 2, { companyName: 'Initech', companyDomain: 'initech.io' }))).toBe('unchanged');
    const after = await engine.client.get({ index: engine.alias, id: 'cand-b' });
    expect(after.body._seq_no).toBe(before.body._seq_no);

    // Hidden from Globex, the company of the interview; seen by others.
    const globex: CompanyIdentity = { names: ['globex'], domains: ['globex.com'], labels: ['globex'] };
    expect((await engine.search(query(globex))).total).toBe(0);
    expect((await engine.search(query())).entries.map((e) => e.id)).toEqual(['cand-b']);

    // Deleted: no longer searchable (no public interview) and no longer hidden from Globex's details.
    expect(await writer.apply({ kind: 'interview', record: interviewDeletedRecord({ interviewId: 'int-b', candidateId: 'cand-b', revision: 4 }) })).toBe(
      'written',
    );
    expect(await writer.apply(interview('cand-b', 'int-b', 3))).toBe('unchanged');
    expect((await engine.search(query())).total).toBe(0);
    expect((await writer.records('cand-b'))?.interviews.map((r) => [r.revision, r.state])).toEqual([[4, 'deleted']]);
    expect(await engine.visibleEntry('cand-b', globex, true)).toBeDefined();
  }, 60_000);

  it('keeps interviews that come before the profile, unsearchable until it arrives', async () => {
    const engine = await engineWith();
    const writer = writerOf(engine);
    expect(await writer.apply(interview('cand-c', 'int-c', 1, { companyName: 'Hooli', companyDomain: null }))).toBe('written');
    expect(await engine.entry('cand-c')).toBeUndefined();
    expect((await engine.search(query())).total).toBe(0);
    expect((await engine.stats(nobody, ['cand-c'])).totalCandidates).toBe(0);
    expect(await writer.apply(profile('cand-c', 1, { workExperiences: [aWorkExperience({ company: 'Acme Robotics' })] }))).toBe('written');
    expect((await engine.search(query())).entries.map((e) => e.id)).toEqual(['cand-c']);
    // Hidden from both the interview's company and the past employer.
    for (const names of [['hooli'], ['acme robotics']]) {
      expect((await engine.search(query({ names, domains: [], labels: [] }))).total).toBe(0);
    }
  }, 60_000);

  it('answers only once searches see the write (refresh=wait_for), even with a slow refresh', async () => {
    // Five seconds between refreshes: without wait_for the search right after would miss it.
    const engine = await engineWith('5s');
    const writer = writerOf(engine);
    await writer.apply(profile('cand-d', 1));
    const started = Date.now();
    await writer.apply(interview('cand-d', 'int-d', 1));
    expect((await engine.search(query())).entries.map((e) => e.id)).toEqual(['cand-d']);
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 60_000);

  it('keeps the index sorted in the relevance order, and pages follow it', async () => {
    const engine = await engineWith();
    const { body } = await engine.client.indices.getSettings({ index: engine.index });
    const sort = (body as Record<string, { settings: { index: { sort?: { field: string[]; order: string[] } } } }>)[engine.index]?.settings.index.sort;
    expect(sort).toEqual({ field: RELEVANCE_ORDER.map(([field]) => field), order: RELEVANCE_ORDER.map(([, order]) => order) });
    const writer = writerOf(engine);
    // Written in the reverse of the relevance order: an offer first, then the furthest stage, then the most interviews.
    await writer.apply(profile('cand-z', 1));
    await writer.apply(interview('cand-z', 'int-z', 1, { stage: 'applied' }));
    for (const id of ['cand-m', 'cand-n']) {
      await writer.apply(profile(id, 1));
      await writer.apply(interview(id, `int-${id}-1`, 1, { stage: 'applied' }));
      await writer.apply(interview(id, `int-${id}-2`, 1, { stage: 'applied' }));
    }
    await writer.apply(profile('cand-b', 1));
    await writer.apply(interview('cand-b', 'int-b', 1, { stage: 'final_round' }));
    await writer.apply(profile('cand-a', 1));
    await writer.apply(interview('cand-a', 'int-a', 1, { stage: 'offer' }));
    expect((await engine.search(query())).entries.map((e) => e.id)).toEqual(['cand-a', 'cand-b', 'cand-m', 'cand-n', 'cand-z']);
    const first = await engine.search({ ...query(), perPage: 2 });
    expect(first.entries.map((e) => e.id)).toEqual(['cand-a', 'cand-b']);
    expect((await engine.search({ ...query(), perPage: 2, page: 2 })).entries.map((e) => e.id)).toEqual(['cand-m', 'cand-n']);
  }, 60_000);

  it('serves and updates an index of mapping v2 (entry in _source) until the rebuild replaces it', async () => {
    const prefix = `upgrade_${uniqueSuffix().toLowerCase()}_`;
    const current = searchIndexBody();
    // Mapping v2 as it was deployed: the entry an object in _source, no stored entry field, no index sort.
    const { entry_json: _stored, ...common } = current.mappings.properties;
    const { sort: _sort, ...v2Settings } = current.settings.index;
    const v2Mappings = { dynamic: 'strict', properties: { ...common, entry: { type: 'object', enabled: false } } };
    const v2 = `${prefix}candidates-v2`;
    const setup = new OpenSearchSearch({ url: node.url, prefix });
    await setup.client.indices.create({ index: v2, body: { settings: { index: v2Settings }, mappings: v2Mappings } as never });
    await setup.client.indices.putAlias({ index: v2, name: setup.alias });
    const v2Document = (id: string, name: string) => {
      const { entry_json: entryJson, ...rest } = storedCandidate(id, {
        profile: profileRecord(aProfile({ candidateId: id, revision: 1, firstName: name })),
        interviews: [interviewSnapshotRecord(anInterview(id, { interviewId: `${id}-i1`, revision: 1, visibility: 'public' }))],
      });
      return { ...rest, entry: JSON.parse(entryJson!) as unknown };
    };
    for (const id of ['old-a', 'old-b']) await setup.client.index({ index: v2, id, body: v2Document(id, id) as never, refresh: true });

    // A replica of this version starts on it: the alias stays, its fields are added.
    const engine = new OpenSearchSearch({ url: node.url, prefix });
    engines.push(engine);
    await engine.ensureIndex();
    expect(await engine.aliasTargets()).toEqual([v2]);
    const before = await engine.search(query());
    expect(before.entries.map((e) => e.id).sort()).toEqual(['old-a', 'old-b']);
    expect((await engine.entry('old-a'))?.profile.firstName).toBe('old-a');

    // The live writer's documents fit the old index's strict mapping, and are read back.
    expect(await writerOf(engine).apply(interview('old-a', 'old-a-i2', 1))).toBe('written');
    expect((await engine.entry('old-a'))?.stats.totalInterviews).toBe(2);
    expect((await engine.visibleIds(['old-a', 'old-b'], nobody)).size).toBe(2);
    const after = await engine.search(query());
    expect(after.entries.find((e) => e.id === 'old-a')?.interviews).toHaveLength(2);
    expect(after.entries.find((e) => e.id === 'old-b')?.interviews).toHaveLength(1);
    await engine.client.indices.delete({ index: v2 });
  }, 120_000);
});
