import { describe, expect, it } from '@jest/globals';
import type { CandidateEntry } from '../../src/domain/search/candidate-entry.js';
import { documentVersion, EntryCache } from '../../src/domain/search/opensearch/entry-cache.js';

const entry = (id: string) => ({ id }) as unknown as CandidateEntry;

describe('the entry cache', () => {
  it('answers only for the exact index, id and version it was given', () => {
    const cache = new EntryCache(10);
    const a = entry('a');
    cache.set('idx-v4', 'a', '7:1', a);
    expect(cache.get('idx-v4', 'a', '7:1')).toBe(a);
    expect(cache.get('idx-v4', 'a', '8:1')).toBeUndefined();
    expect(cache.get('idx-v4', 'a', '7:2')).toBeUndefined();
    // A rebuilt index restarts its sequence numbers: another index, another key.
    expect(cache.get('idx-v4-r1', 'a', '7:1')).toBeUndefined();
    // A newer version replaces the older one.
    const newer = entry('a');
    cache.set('idx-v4', 'a', '8:1', newer);
    expect(cache.get('idx-v4', 'a', '7:1')).toBeUndefined();
    expect(cache.get('idx-v4', 'a', '8:1')).toBe(newer);
    expect(cache.size).toBe(1);
  });

  it('drops the least recently used entry past its capacity', () => {
    const cache = new EntryCache(2);
    cache.set('i', 'a', '1:1', entry('a'));
    cache.set('i', 'b', '2:1', entry('b'));
    expect(cache.get('i', 'a', '1:1')).toBeDefined();
    cache.set('i', 'c', '3:1', entry('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('i', 'b', '2:1')).toBeUndefined();
    expect(cache.get('i', 'a', '1:1')).toBeDefined();
    expect(cache.get('i', 'c', '3:1')).toBeDefined();
  });

  it('keeps nothing with capacity 0, and forgets everything on clear', () => {
    const off = new EntryCache(0);
    off.set('i', 'a', '1:1', entry('a'));
    expect(off.size).toBe(0);
    const cache = new EntryCache(5);
    cache.set('i', 'a', '1:1', entry('a'));
    cache.clear();
    expect(cache.get('i', 'a', '1:1')).toBeUndefined();
  });

  it('names a version only when the engine gave both its parts', () => {
    expect(documentVersion({ _seq_no: 12, _primary_term: 3 })).toBe('12:3');
    expect(documentVersion({ _seq_no: 12 })).toBeUndefined();
    expect(documentVersion({})).toBeUndefined();
  });
});
