import { describe, expect, it } from '@jest/globals';
import { heuristicResumeAnalysis } from '../../src/domain/resume/heuristic.js';

// At these sizes the quadratic regexes of before took minutes; linear ones answer at once (the
// guard is jest's 60 s test timeout, never a measured time).
const N = 200_000;
const today = new Date('2025-06-01T00:00:00Z');
const HOSTILE = {
  'address characters without "@"': 'a.'.repeat(N / 2),
  'many "@"': 'a@'.repeat(N / 2),
  'one long line of spaces and words': `Engineer ${' '.repeat(N)} x`,
  'separators at the end of a long heading-like line': `Experience${'-'.repeat(N)}x`,
  'spaced commas and bars': ' , |'.repeat(N / 4),
  'degree followed by long blank runs': `BSc${' '.repeat(N)},`,
  'field of study with long blank runs': `Bachelor of Science in Computer ${' '.repeat(N)}Science`,
  'skills section with long blank runs': `Skills\n${' '.repeat(N)}/x`,
  'dates and dashes': '2020 - '.repeat(N / 7),
};

describe('heuristicResumeAnalysis on hostile text', () => {
  it.each(Object.entries(HOSTILE))('answers on %s', (_name, text) => {
    expect(heuristicResumeAnalysis(text, today).contact).toBeDefined();
    expect(heuristicResumeAnalysis(`${text}\n${text}`, today).skills).toBeInstanceOf(Array);
  });

  it('reads at most the first 200,000 characters', () => {
    const analysis = heuristicResumeAnalysis(`${'x '.repeat(N / 2)}\njane@example.com`, today);
    expect(analysis.contact.email).toBeNull();
  });
});
