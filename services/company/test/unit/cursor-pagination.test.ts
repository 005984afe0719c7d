import { describe, expect, it } from '@jest/globals';
import { interviewSnapshotRecord, profileRecord } from '../../src/domain/search/records.js';
import type { CandidateEntry } from '../../src/domain/search/candidate-entry.js';
import { SearchIndex } from '../support/in-memory-search-index.js';
import { CURSOR_MESSAGES, compareUnlocks, searchCursor, searchPosition, unlockCursor, unlockPosition } from '../../src/domain/partners/cursors.js';
import { aProfile, anInterview } from '@hiring/test-kit/events';

/** Issue 17: cursor pagination stays stable while candidates arrive (keyset positions, not offsets). */
const nobody = { names: [], domains: ['nobody.example'], labels: ['nobody'] };

function addCandidate(index: SearchIndex, id: string, date: string): void {
  index.applyProfile(profileRecord(aProfile({ candidateId: id })));
  index.applyInterview(interviewSnapshotRecord(anInterview(id, { interviewDate: date })));
}

/** Pages through with cursors, calling `between` after each page. */
function pageThrough(index: SearchIndex, perPage: number, between: (pageNumber: number) => void = () => undefined): string[] {
  const seen: string[] = [];
  let after: string | null = null;
  for (let pageNumber = 1; pageNumber < 100; pageNumber += 1) {
    const page: { entries: CandidateEntry[]; hasMore: boolean } = index.search({
      identity: nobody,
      page: 1,
      perPage,
      after: after ? searchPosition(after) : null,
    });
    seen.push(...page.entries.map((entry) => entry.id));
    if (!page.hasMore) break;
    after = searchCursor(page.entries.at(-1)!);
    between(pageNumber);
  }
  return seen;
}

describe('keyset pages of the candidate search', () => {
  it('walks the whole list once, in the relevance order of the page-based search', () => {
    const index = new SearchIndex();
    for (let n = 0; n < 23; n += 1) addCandidate(index, `c-${String(n).padStart(2, '0')}`, `2026-0${1 + (n % 9)}-1${n % 10}T00:00:00.000Z`);
    const byPages = index.search({ identity: nobody, page: 1, perPage: 100 }).entries.map((entry) => entry.id);
    expect(pageThrough(index, 5)).toEqual(byPages);
  });

  it('neither repeats nor skips a candidate when others arrive ahead of the cursor between pages (an offset would)', () => {
    const index = new SearchIndex();
    for (let n = 0; n < 12; n += 1) addCandidate(index, `old-${n}`, `2026-01-${String(n + 1).padStart(2, '0')}T00:00:00.000Z`);
    const before = index.search({ identity: nobody, page: 1, perPage: 100 }).entries.map((entry) => entry.id);
    let arrivals = 0;
    // after each page, a candidate with a newer interview arrives: it sorts ahead of every old one
    const seen = pageThrough(index, 4, () => addCandidate(index, `new-${(arrivals += 1)}`, `2026-06-0${arrivals}T00:00:00.000Z`));
    expect(seen).toEqual(before);
    // the same walk by page numbers sees some old candidates twice
    const index2 = new SearchIndex();
    for (let n = 0; n < 12; n += 1) addCandidate(index2, `old-${n}`, `2026-01-${String(n + 1).padStart(2, '0')}T00:00:00.000Z`);
    const byOffset: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      byOffset.push(...index2.search({ identity: nobody, page, perPage: 4 }).entries.map((entry) => entry.id));
      addCandidate(index2, `new-${page}`, `2026-06-0${page}T00:00:00.000Z`);
    }
    expect(new Set(byOffset).size).toBeLessThan(byOffset.length);
  });

  it('shows a candidate who arrives behind the cursor on a later page', () => {
    const index = new SearchIndex();
    for (let n = 0; n < 6; n += 1) addCandidate(index, `c-${n}`, `2026-05-0${n + 1}T00:00:00.000Z`);
    const seen = pageThrough(index, 2, (pageNumber) => {
      if (pageNumber === 1) addCandidate(index, 'late-but-older', '2025-01-01T00:00:00.000Z');
    });
    expect(seen).toHaveLength(7);
    expect(seen.at(-1)).toBe('late-but-older');
  });
});

describe('cursors', () => {
  it('round-trip and refuse anything they did not make', () => {
    const position = { rank: { offers: 1, furthest: 7, verified: 2, latest: '2026-04-14T00:00:00.000Z', count: 3 }, id: 'cand-1' };
    expect(searchPosition(searchCursor(position))).toEqual(position);
    expect(unlockPosition(unlockCursor({ unlockedAt: 1_700_000_000_000, id: 'cand-2' }))).toEqual({ unlockedAt: 1_700_000_000_000, id: 'cand-2' });
    for (const bad of [
      '',
      'nope',
      's1.!!!',
      `s1.${Buffer.from('{"a":1}').toString('base64url')}`,
      `s1.${Buffer.from('[1,2,"x",3]').toString('base64url')}`,
      unlockCursor({ unlockedAt: 1, id: 'x' }),
      `s1.${'A'.repeat(600)}`,
    ]) {
      expect(() => searchPosition(bad)).toThrow(CURSOR_MESSAGES.invalid);
    }
    expect(() => unlockPosition(searchCursor(position))).toThrow(CURSOR_MESSAGES.invalid);
  });

  it('order unlocks newest first, then by id', () => {
    const list = [
      { unlockedAt: 1, id: 'b' },
      { unlockedAt: 2, id: 'z' },
      { unlockedAt: 1, id: 'a' },
    ].sort(compareUnlocks);
    expect(list.map((u) => u.id)).toEqual(['z', 'a', 'b']);
  });
});
