import { describe, expect, it } from '@jest/globals';
import { SearchScanRate } from '../../src/domain/search/scan-rate.js';

describe('the rate of search scans per company', () => {
  it('refuses a company past its scans per minute with the time to wait, refills, and leaves other companies alone', () => {
    let now = 0;
    const rate = new SearchScanRate(60, () => now);
    for (let i = 0; i < 60; i += 1) rate.take('greedy');
    expect(() => rate.take('greedy')).toThrow('Too many searches. Please try again in 1 second.');
    try {
      rate.take('greedy');
    } catch (error) {
      expect((error as { extensions?: { code?: string } }).extensions?.code).toBe('TOO_MANY_REQUESTS');
    }
    expect(() => rate.take('bystander')).not.toThrow();
    now = 1000; // one scan a second comes back
    expect(() => rate.take('greedy')).not.toThrow();
    expect(() => rate.take('greedy')).toThrow(/^Too many searches/);
  });
});
