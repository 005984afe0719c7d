import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { aProfile, aWorkExperience, anInterview } from '@hiring/test-kit/events';
import { testOpenSearch, type PrivateOpenSearch } from '@hiring/test-kit/infra';
import { uniqueSuffix } from '@hiring/service-kit/testing';
import type { CompanyIdentity } from '../../src/domain/search/company-identity.js';
import { candidateDocument } from '../../src/domain/search/opensearch/candidate-document.js';
import { OpenSearchSearch } from '../../src/domain/search/opensearch/opensearch-search.js';
import { interviewSnapshotRecord, profileRecord } from '../../src/domain/search/records.js';
import type { CandidateEntry, SearchQuery } from '../../src/domain/search/candidate-entry.js';
import { SearchIndex } from '../support/in-memory-search-index.js';

/**
 * The candidate search on OpenSearch answers what the in-memory SearchIndex answers (issue 30): the
 * same candidates in the same order, totals, pages and cursors, the hiding rule, and the dashboard's
 * figures, for 300 generated candidates and 400 generated queries on a real single-node OpenSearch.
 */
let node: PrivateOpenSearch;
let engine: OpenSearchSearch;
const memory = new SearchIndex();

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let s = seed;
  const next = () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return { next, pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!, int: (n: number) => Math.floor(next() * n) };
}

const COMPANIES = [
  ['Acme Robotics', 'acme-robotics.com'],
  ['Globex', 'globex.com'],
  ['Initech', 'initech.io'],
  ['Google', 'google.com'],
  ['Brightpath Labs', 'brightpath-labs.com'],
  ['Umbrella Corp', 'umbrella.co.uk'],
  ['Hooli', null],
] as const;
const STAGES = ['application', 'phone_screen', 'technical', 'onsite', 'final', 'offer', 'rejected'];
const SKILLS = ['TypeScript', 'Go', 'PostgreSQL', 'Kubernetes', 'React', 'Kafka', 'Rust', 'Python'];
const identities: CompanyIdentity[] = [
  { names: [], domains: ['nobody.example'], labels: ['nobody'] },
  { names: [], domains: ['globex.com'], labels: ['globex'] },
  { names: ['google'], domains: ['google.com'], labels: ['google'] },
  { names: [], domains: ['brightpath-labs.com'], labels: ['brightpathlabs'] },
  { names: [], domains: ['initech.io', 'acme-robotics.com'], labels: ['initech', 'acmerobotics'] },
];

const ids = (entries: CandidateEntry[]) => entries.map((e) => e.id);

beforeAll(async () => {
  node = await testOpenSearch();
  engine = new OpenSearchSearch({ url: node.url, prefix: `parity_${uniqueSuffix()}_` });
  await engine.ensureIndex();
  const r = random(7);
  for (let c = 0; c < 300; c += 1) {
    const [current] = r.pick(COMPANIES);
    const profile = aProfile({
      candidateId: `cand-${String(c).padStart(4, '0')}`,
      discoverable: r.next() > 0.1,
      currentCompany: r.next() > 0.5 ? current : null,
      skills: SKILLS.filter(() => r.next() > 0.6),
      workExperiences: r.next() > 0.5 ? [aWorkExperience({ company: r.pick(COMPANIES)[0] })] : [],
    });
    memory.applyProfile(profileRecord(profile));
    const count = r.int(5);
    for (let i = 0; i < count; i += 1) {
      const [companyName, companyDomain] = r.pick(COMPANIES);
      const verified = r.next() > 0.7;
      memory.applyInterview(
        interviewSnapshotRecord(
          anInterview(profile.candidateId, {
            interviewId: `int-${c}-${i}`,
            processId: `proc-${c}-${r.int(2)}`,
            companyName,
            companyDomain,
            stage: r.pick(STAGES),
            visibility: r.next() > 0.15 ? 'public' : 'private',
            // Equal dates are common: the order's later keys decide then.
            interviewDate: `2026-0${1 + r.int(3)}-0${1 + r.int(3)}T00:00:00.000Z`,
            evidence: verified
              ? {
                  kind: 'employer_domain',
                  signingDomain: companyDomain ?? 'x.example',
                  system: null,
                  employer: companyName,
                  label: 'Employer verified',
                  level: 'employer_verified',
                }
              : null,
          }),
        ),
      );
    }
  }
  for (let c = 0; c < 300; c += 1) {
    const entry = memory.entry(`cand-${String(c).padStart(4, '0')}`)!;
    // The document the index writer derives from the same entry (candidate-records.ts), written as it is.
    await engine.client.index({ index: engine.alias, id: entry.id, body: candidateDocument(entry, 1) as never });
  }
  await engine.refresh();
}, 300_000);

afterAll(async () => {
  await engine?.client.indices.delete({ index: engine.index }).catch(() => undefined);
  await engine?.close();
  await node?.stop();
}, 60_000);

describe('OpenSearch answers as the in-memory index does', () => {
  it('400 generated queries: the same candidates, order, totals and pages', async () => {
    const r = random(11);
    let compared = 0;
    let nonEmpty = 0;
    for (let q = 0; q < 400; q += 1) {
      const query: SearchQuery = {
        identity: r.pick(identities),
        page: 1 + r.int(4),
        perPage: r.pick([5, 10, 20]),
        companyName: r.next() > 0.6 ? r.pick(['acme', 'GLOBEX', 'tech', 'google.com', 'labs', 'umbrella.co', 'nothing-like-it', 'Hooli, Inc.']) : null,
        stage: r.next() > 0.7 ? r.pick(['onsite', 'Final Round', 'offer', 'no such stage']) : null,
        skills: r.next() > 0.6 ? r.pick(['go', 'type, react', 'post', 'kafka,rust', 'SQL']) : null,
        employerVerifiedOnly: r.next() > 0.8,
      };
      const expected = memory.search(query);
      const actual = await engine.search(query);
      expect({ q, ids: ids(actual.entries), total: actual.total, pages: actual.pages, hasMore: actual.hasMore }).toEqual({
        q,
        ids: ids(expected.entries),
        total: expected.total,
        pages: expected.pages,
        hasMore: expected.hasMore,
      });
      compared += 1;
      if (expected.entries.length > 0) nonEmpty += 1;
    }
    expect(compared).toBe(400);
    // The generated data and queries must exercise the rule, not compare empty pages.
    expect(nonEmpty).toBeGreaterThan(150);
  }, 120_000);

  it('cursor pages walk the same order to the end', async () => {
    for (const identity of identities) {
      const seen: string[] = [];
      const expected: string[] = [];
      let after: CandidateEntry | null = null;
      let memoryAfter: CandidateEntry | null = null;
      for (let guard = 0; guard < 100; guard += 1) {
        const page = await engine.search({ identity, page: 1, perPage: 17, after });
        const memoryPage = memory.search({ identity, page: 1, perPage: 17, after: memoryAfter });
        seen.push(...ids(page.entries));
        expected.push(...ids(memoryPage.entries));
        expect(page.hasMore).toBe(memoryPage.hasMore);
        if (!page.hasMore) break;
        after = page.entries.at(-1)!;
        memoryAfter = memoryPage.entries.at(-1)!;
      }
      expect(seen).toEqual(expected);
      expect(seen.length).toBe(memory.search({ identity, page: 1, perPage: 20 }).total);
    }
  });

  it('the hiding rule: a company never finds a candidate who interviewed with it or works there', async () => {
    const globex = identities[1]!;
    const all = await engine.search({ identity: globex, page: 1, perPage: 300 });
    expect(all.entries.length).toBeGreaterThan(0);
    for (const entry of all.entries) {
      expect(entry.hideDomains).not.toContain('globex.com');
      expect(entry.hideLabels).not.toContain('globex');
    }
    const hidden = [...Array(300).keys()]
      .map((c) => memory.entry(`cand-${String(c).padStart(4, '0')}`)!)
      .find((e) => e.searchable && e.hideDomains.includes('globex.com'))!;
    expect(hidden).toBeDefined();
    expect(await engine.visibleEntry(hidden.id, globex, true)).toBeUndefined();
    expect(await engine.visibleEntry(hidden.id, identities[0]!, false)).toMatchObject({ id: hidden.id });
  });

  it('the dashboard: visible pool, stage counts and unlocked figures', async () => {
    const unlocked = ['cand-0001', 'cand-0002', 'cand-0003', 'cand-0050', 'cand-0051', 'cand-0299', 'no-such-candidate'];
    for (const identity of identities) {
      expect(await engine.stats(identity, unlocked)).toEqual(memory.stats(identity, unlocked));
    }
  });
});
