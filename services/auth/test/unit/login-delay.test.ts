import { describe, expect, it } from '@jest/globals';
import { failureDelayMs } from '../../src/domain/login.service.js';
import { loadAuthConfig } from '../../src/config.js';
import { testServiceEnv } from '@hiring/service-kit/testing';

describe('failureDelayMs', () => {
  it('answers the first failure of an account from a source at once, then doubles the delay up to the ceiling', () => {
    const config = { LOGIN_FAILURE_DELAY_MS: 500, LOGIN_FAILURE_DELAY_MAX_MS: 8000 };
    expect([1, 2, 3, 4, 5, 6, 7, 100].map((n) => failureDelayMs(config, n))).toEqual([0, 500, 1000, 2000, 4000, 8000, 8000, 8000]);
    expect(failureDelayMs({ ...config, LOGIN_FAILURE_DELAY_MS: 0 }, 5)).toBe(0);
  });

  it('has defaults that throttle guessing and never lock the owner out everywhere', () => {
    const config = loadAuthConfig(testServiceEnv('auth'));
    expect(config.LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_SOURCE).toBe(5);
    expect(config.LOGIN_MAX_FAILURES_PER_ACCOUNT).toBeGreaterThanOrEqual(40 * config.LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_SOURCE);
    expect(failureDelayMs(config, config.LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_SOURCE)).toBe(4000);
  });
});
