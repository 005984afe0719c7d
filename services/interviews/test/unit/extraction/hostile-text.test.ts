import { describe, expect, it } from '@jest/globals';
import { createExtractor } from '@hiring/extraction';
import { interviewFactsTask } from '../../../src/domain/extraction/interview-facts.task.js';
import { boundText, readSerializedEmail } from '../../../src/domain/extraction/serialize.js';

/**
 * The extraction rules' regexes backtrack on long runs; boundText keeps every run short. The worst
 * inputs for each family of rule go through the heuristic extractor: it answers (the reading
 * worker's time budget is the limit in production), and what the rules saw obeys the bounds.
 */
const RUNS: Record<string, string> = {
  spaces: ' '.repeat(60_000),
  'capital letters': 'A'.repeat(60_000),
  'capitalised words': 'Acme '.repeat(12_000),
  punctuation: '.,;:!?)'.repeat(9_000),
  parentheses: '('.repeat(60_000),
  'position phrases': 'as a '.repeat(12_000),
  'French position phrases': 'pour le poste de '.repeat(3_500),
  'not moving forward': 'not be moving forward with '.repeat(2_200),
  'line breaks': '\n'.repeat(60_000),
  'req ids': '(Job ID #'.repeat(7_000),
  katakana: 'エ'.repeat(60_000),
  'tabs and spaces': ' \t '.repeat(20_000),
};

describe('the extraction rules on hostile text', () => {
  const extractor = createExtractor();
  it.each(Object.entries(RUNS))('%s: bounded before any rule reads it, and the extractor answers', async (_name, run) => {
    const serialized = `Subject: ${run.slice(0, 5_000).replace(/\n/g, ' ')}\nFrom: ${run.slice(0, 300).replace(/\n/g, ' ')} <a@b.test>\nTo: <ada@example.test>\nDate: \n\n${run}\n${run}`;
    const email = readSerializedEmail(serialized);
    expect(email.body.length).toBeLessThanOrEqual(60_000);
    expect(Math.max(...email.body.split('\n').map((line) => line.length))).toBeLessThanOrEqual(2_000);
    expect(email.body).not.toContain('  ');
    expect(email.body).not.toContain('\n\n\n');
    expect(email.subject.length).toBeLessThanOrEqual(500);
    const result = await extractor.extract(interviewFactsTask, serialized);
    expect(typeof result.value.is_interview_related).toBe('boolean');
  });

  it('keeps tabs between table cells and one blank line between paragraphs', () => {
    expect(boundText('Date \t  Thursday,   November 12\n\n\n\nTime\t1 PM')).toBe('Date\tThursday, November 12\n\nTime\t1 PM');
  });
});
