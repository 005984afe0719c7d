import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { ALL_EVENTS } from './topics.js';

describe('topic registry', () => {
  it('is documented: docs/architecture.md lists every topic with its event', () => {
    const doc = readFileSync(new URL('../../../docs/architecture.md', import.meta.url), 'utf8');
    const missing = ALL_EVENTS.filter((event) => !doc.includes(`| \`${event.topic}\` | ${event.type} |`)).map((e) => e.topic);
    expect(missing).toEqual([]);
  });
});
