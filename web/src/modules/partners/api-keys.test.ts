import { describe, expect, it } from '@jest/globals';
import { API_KEY_TEXT, EMPTY_KEY_FORM, SCOPE_CHOICES, keyInput, limitsText, usageText, usedText } from './api-keys';

describe('API key form', () => {
  it('sends trimmed values; an empty unlock limit is none', () => {
    expect(keyInput({ ...EMPTY_KEY_FORM, name: '  ATS sync ' })).toEqual({
      input: { name: 'ATS sync', scopes: ['CANDIDATES_READ'], rateLimitPerMinute: 60, dailyUnlockLimit: null },
    });
    expect(keyInput({ ...EMPTY_KEY_FORM, name: 'x', dailyUnlockLimit: '5' })).toMatchObject({ input: { dailyUnlockLimit: 5 } });
  });

  it('says the first problem', () => {
    expect(keyInput(EMPTY_KEY_FORM)).toEqual({ problem: API_KEY_TEXT.nameRequired });
    expect(keyInput({ ...EMPTY_KEY_FORM, name: 'x', scopes: [] })).toEqual({ problem: API_KEY_TEXT.scopeRequired });
    expect(keyInput({ ...EMPTY_KEY_FORM, name: 'x', rateLimitPerMinute: 'abc' })).toEqual({ problem: API_KEY_TEXT.rate });
    expect(keyInput({ ...EMPTY_KEY_FORM, name: 'x', rateLimitPerMinute: '601' })).toEqual({ problem: API_KEY_TEXT.rate });
    expect(keyInput({ ...EMPTY_KEY_FORM, name: 'x', dailyUnlockLimit: '-1' })).toEqual({ problem: API_KEY_TEXT.unlocks });
  });

  it('words limits and last use', () => {
    expect(limitsText({ rateLimitPerMinute: 60, dailyUnlockLimit: null })).toBe('60 requests/min · no unlock limit');
    expect(limitsText({ rateLimitPerMinute: 30, dailyUnlockLimit: 5 })).toBe('30 requests/min · 5 unlocks/day');
    expect(usedText(null)).toBe('Never');
    expect(usedText('2026-04-04T10:00:00.000Z', 'en-US')).toMatch(/^Apr 4, 2026/);
  });

  it('words usage', () => {
    expect(usageText({ requestsToday: 0, throttledToday: 0, requestsLast7Days: 0 })).toBe('Today: 0 requests · last 7 days: 0 requests');
    expect(usageText({ requestsToday: 1, throttledToday: 3, requestsLast7Days: 1204 })).toBe(
      'Today: 1 request, 3 over the limit · last 7 days: 1,204 requests',
    );
  });

  it('offers every scope of the shared list under its GraphQL name', () => {
    expect(SCOPE_CHOICES.map((choice) => [choice.scope, choice.label])).toEqual([
      ['CANDIDATES_READ', 'candidates:read'],
      ['CANDIDATES_UNLOCK', 'candidates:unlock'],
      ['TOKENS_READ', 'tokens:read'],
      ['WEBHOOKS_MANAGE', 'webhooks:manage'],
    ]);
  });
});
