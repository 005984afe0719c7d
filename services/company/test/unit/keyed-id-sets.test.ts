import { describe, expect, it } from '@jest/globals';
import { KeyedIdSets } from '../support/keyed-id-sets.js';

/** The hiding index's ids per key: appended as arrays, made sets on first need, same answers either way. */
describe('KeyedIdSets', () => {
  it('answers the ids added under a key, before and after the key became a set', () => {
    const sets = new KeyedIdSets();
    sets.add('acme', 'c1');
    sets.add('acme', 'c2');
    sets.add('globex', 'c1');
    expect([...sets.get('acme')!]).toEqual(['c1', 'c2']);
    sets.add('acme', 'c3'); // after it became a set
    expect([...sets.get('acme')!].sort()).toEqual(['c1', 'c2', 'c3']);
    expect(sets.get('initech')).toBeUndefined();
  });

  it('removes from a key still held as an array, and forgets a key left empty', () => {
    const sets = new KeyedIdSets();
    sets.add('acme', 'c1');
    sets.add('acme', 'c2');
    sets.remove('acme', 'c1');
    expect([...sets.get('acme')!]).toEqual(['c2']);
    sets.remove('acme', 'c2');
    expect(sets.get('acme')).toBeUndefined();
    sets.remove('nothing', 'c1'); // unknown key: nothing happens
    sets.add('acme', 'c9');
    expect([...sets.get('acme')!]).toEqual(['c9']);
  });
});
