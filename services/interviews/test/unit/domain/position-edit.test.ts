import { describe, expect, it } from '@jest/globals';
import { summaryWithPosition } from '../../../src/domain/position-edit.js';

describe('an edited position in the AI summary', () => {
  it('replaces the old title, whole words, any case, longest first', () => {
    expect(
      summaryWithPosition(
        'Onsite interview for the Senior Data Analyst role at Acme; the senior data analyst team meets you.',
        ['Data Analyst', 'Senior Data Analyst'],
        'Staff Data Scientist',
      ),
    ).toBe('Onsite interview for the Staff Data Scientist role at Acme; the Staff Data Scientist team meets you.');
  });

  it('leaves words that only contain the old title, and a summary that names none of them', () => {
    expect(summaryWithPosition('The Engineers met; Engineering joined.', ['Engineer'], 'Designer')).toBe('The Engineers met; Engineering joined.');
    expect(summaryWithPosition('A phone screen with Acme.', ['Backend Engineer'], 'Designer')).toBe('A phone screen with Acme.');
  });

  it('ignores empty, "Unknown" and very short old values, and an unchanged title', () => {
    expect(summaryWithPosition('Unknown role at QA Ltd.', [null, '', 'Unknown', 'QA'], 'Tester')).toBe('Unknown role at QA Ltd.');
    expect(summaryWithPosition('Interview for Designer.', ['designer'], 'Designer')).toBe('Interview for Designer.');
    expect(summaryWithPosition(null, ['Designer'], 'Writer')).toBeNull();
  });

  it('treats the old title as text, not a pattern', () => {
    expect(summaryWithPosition('Role: C++ (Senior) Developer.', ['C++ (Senior) Developer'], 'Go Developer')).toBe('Role: Go Developer.');
  });
});
