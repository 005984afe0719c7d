import { describe, expect, it } from '@jest/globals';
import { sessionIsActive } from '../../src/routes/session-check.route.js';

describe('sessionIsActive', () => {
  it('accepts the current version, and the kept session of the previous one', () => {
    expect(sessionIsActive({ tokenVersion: 0, keptSessionId: null }, { tokenVersion: 0, sessionId: 'a' })).toBe(true);
    expect(sessionIsActive({ tokenVersion: 1, keptSessionId: 'a' }, { tokenVersion: 0, sessionId: 'a' })).toBe(true);
    expect(sessionIsActive({ tokenVersion: 1, keptSessionId: 'a' }, { tokenVersion: 0, sessionId: 'b' })).toBe(false);
    expect(sessionIsActive({ tokenVersion: 2, keptSessionId: null }, { tokenVersion: 1, sessionId: 'a' })).toBe(false);
  });

  it('treats tokens and accounts from before versions as version 0; leaves a missing account to "User not found"', () => {
    expect(sessionIsActive({}, {})).toBe(true);
    expect(sessionIsActive({ tokenVersion: 1 }, {})).toBe(false);
    expect(sessionIsActive(null, { tokenVersion: 0 })).toBe(true);
  });
});
