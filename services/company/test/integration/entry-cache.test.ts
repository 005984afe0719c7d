import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { testOpenSearch, type PrivateOpenSearch } from '@hiring/test-kit/infra';
import { uniqueSuffix } from '@hiring/service-kit/testing';
import type { CompanyIdentity } from '../../src/domain/search/company-identity.js';
import { interviewRecordOf, profileRecordOf } from '../support/search-records.js';
import { CandidateWriter } from '../../src/domain/search/opensearch/candidate-writer.js';
import { OpenSearchSearch } from '../../src/domain/search/opensearch/opensearch-search.js';

/**
 * Searches by document version (entry-cache.ts), on a real OpenSearch node: a replica that has
 * read a candidate's entry takes it from its cache only while the document is that exact
 * version, so a page never shows an older entry, never a candidate the hiding rule now hides,
 * and is the same page a replica without the cache answers.
 */
let node: PrivateOpenSearch;
const engines: OpenSearchSearch[] = [];

async function engineWith(options: { prefix?: string; entryCacheSize?: number } = {}): Promise<OpenSearchSearch> {
  const engine = new OpenSearchSearch({
    url: node.url,
    prefix: options.prefix ?? `cache_${uniqueSuffix().toLowerCase()}_`,
    entryCacheSize: options.entryCacheSize,
  });
  await engine.ensureIndex();
  engines.push(engine);
  return engine;
}

const profile = profileRecordOf;
const interview = interviewRecordOf;
const nobody: CompanyIdentity = { names: [], domains: ['nobody.example'], labels: ['nobody'] };
const globex: CompanyIdentity = { names: ['globex'], domains: ['globex.com'], labels: ['globex'] };
const query = (identity: CompanyIdentity = nobody) => ({ identity, page: 1, perPage: 20 });

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

describe('searching by document version', () => {
  it('reads a page once, then answers it from the cache with the same page as a replica without one', async () => {
    const engine = await engineWith();
    const writer = new CandidateWriter({ client: engine.client, alias: engine.alias });
    for (const id of ['c1', 'c2', 'c3']) {
      await writer.apply(profile(id, 1));
      await writer.apply(interview(id, `${id}-i1`, 1, { companyName: 'Initech', companyDomain: 'initech.io' }));
    }
    const uncached = await engineWith({ prefix: engine.alias.replace(/candidates$/, ''), entryCacheSize: 0 });
    const mget = jest.spyOn(engine.client, 'mget');

    const first = await engine.search(query());
    expect(first.entries.map((e) => e.id).sort()).toEqual(['c1', 'c2', 'c3']);
    expect(mget).toHaveBeenCalledTimes(1);
    expect(engine.entryCache.size).toBe(3);
    const second = await engine.search(query());
    // No read of entries: every hit's version was known, and the very same entries come back.
    expect(mget).toHaveBeenCalledTimes(1);
    second.entries.forEach((entry, i) => expect(entry).toBe(first.entries[i]));
    expect(second).toEqual(await uncached.search(query()));
    expect(uncached.entryCache.size).toBe(0);
  }, 60_000);

  it('never answers with an entry older than the document: a write is a new version', async () => {
    const engine = await engineWith();
    const writer = new CandidateWriter({ client: engine.client, alias: engine.alias });
    await writer.apply(profile('c1', 1, { yearsExperience: 3 }));
    await writer.apply(interview('c1', 'c1-i1', 1));
    expect((await engine.search(query())).entries[0]?.profile.yearsExperience).toBe(3);
    await writer.apply(profile('c1', 2, { yearsExperience: 9 }));
    expect((await engine.search(query())).entries[0]?.profile.yearsExperience).toBe(9);
    expect((await engine.entry('c1'))?.profile.yearsExperience).toBe(9);
  }, 60_000);

  it('drops a cached candidate from the page as soon as the hiding rule hides it', async () => {
    const engine = await engineWith();
    const writer = new CandidateWriter({ client: engine.client, alias: engine.alias });
    await writer.apply(profile('c1', 1, { workExperiences: [] }));
    await writer.apply(interview('c1', 'c1-i1', 1, { companyName: 'Initech', companyDomain: 'initech.io' }));
    expect((await engine.search(query(globex))).entries.map((e) => e.id)).toEqual(['c1']);
    expect(engine.entryCache.size).toBe(1);
    // An interview with Globex: the candidate is now hidden from Globex, cache or not.
    await writer.apply(interview('c1', 'c1-i2', 1, { companyName: 'Globex', companyDomain: 'globex.com' }));
    const page = await engine.search(query(globex));
    expect(page.entries).toEqual([]);
    expect(page.total).toBe(0);
    expect(await engine.visibleEntry('c1', globex, false)).toBeUndefined();
  }, 60_000);

  it('searches again, entries included, when a document moves on between the search and the read of its entry', async () => {
    const engine = await engineWith();
    const writer = new CandidateWriter({ client: engine.client, alias: engine.alias });
    await writer.apply(profile('c1', 1, { yearsExperience: 3 }));
    await writer.apply(interview('c1', 'c1-i1', 1));
    const search = jest.spyOn(engine.client, 'search');
    const mget = engine.client.mget.bind(engine.client) as (params: unknown) => Promise<unknown>;
    // The race, forced: a newer version is written and refreshed after the search saw version 1.
    let raced = false;
    const racingMget = async (params: unknown) => {
      if (!raced) {
        raced = true;
        await writer.apply(profile('c1', 2, { yearsExperience: 9 }));
      }
      return mget(params);
    };
    jest.spyOn(engine.client, 'mget').mockImplementation(racingMget as unknown as typeof engine.client.mget);

    const page = await engine.search(query());
    expect(raced).toBe(true);
    // The page is one snapshot: the second search's, with the newer entry.
    expect(search).toHaveBeenCalledTimes(2);
    expect(page.entries.map((e) => [e.id, e.profile.yearsExperience])).toEqual([['c1', 9]]);
    // And that entry is cached under its own version: the next search reads nothing more.
    search.mockClear();
    expect((await engine.search(query())).entries[0]?.profile.yearsExperience).toBe(9);
    expect(search).toHaveBeenCalledTimes(1);
  }, 60_000);
});
