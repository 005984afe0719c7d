import { describe, expect, it } from '@jest/globals';
import { MAX_REDACTED_TEXT, redactPii } from './redact.js';
import { rtfToText } from './documents/rtf.js';

// Sizes at which the quadratic regexes of before took minutes (6.5 s at 40,000 characters): these
// calls finish well inside jest's 60 s test timeout only when every regex is linear.
const N = 200_000;
const HOSTILE = {
  'address characters without "@"': 'a.'.repeat(N / 2),
  'many "@" between address characters': 'a@'.repeat(N / 2),
  'an "@" then a long domain without a dot ending': `a@${'b-'.repeat(N / 2)}`,
  'host labels without linkedin.com': 'a.'.repeat(N / 2) + 'linkedin',
  'digits and separators': '1 2-3.4 '.repeat(N / 8),
  'long runs of digits': '9'.repeat(N),
  'www. repeated': 'www.'.repeat(N / 4),
};

describe('redactPii on hostile text', () => {
  it.each(Object.entries(HOSTILE))('answers on %s', (_name, text) => {
    const redacted = redactPii(text, { names: ['Jane Doe'] });
    expect(redacted.length).toBeLessThanOrEqual(text.length);
  });

  it('still redacts what it did, and reads at most MAX_REDACTED_TEXT characters', () => {
    expect(redactPii('mail jane.doe+cv@mail.example.com or +1 (415) 555-0100, www.linkedin.com/in/jane')).toBe('mail [EMAIL] or [PHONE], [LINK]');
    expect(redactPii('x'.repeat(MAX_REDACTED_TEXT + 10) + ' a@b.co')).toHaveLength(MAX_REDACTED_TEXT);
  });
});

describe('rtfToText on hostile text', () => {
  it('answers on long runs of blanks without a line break', () => {
    expect(rtfToText(`{\\rtf1 a${' \t'.repeat(N / 2)}b}`)).toMatch(/^a[ \t]+b$/);
  });
});
