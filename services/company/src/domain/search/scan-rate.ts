import { humanDuration, tooManyRequests } from '@hiring/service-kit';

/** Companies whose recent scans are remembered; past it, the oldest is forgotten (full again). */
const MAX_TRACKED_COMPANIES = 10_000;

export const searchRateMessage = (retryAfterSeconds: number) => `Too many searches. Please try again in ${humanDuration(retryAfterSeconds)}.`;

/**
 * Scans of the search view per company and minute, in this replica (a scan costs this replica's
 * event loop, so the limit is where the cost is): a token bucket of `perMinute` scans, refilled
 * continuously. One company's bursts (aliases, parallel requests, many keys) then cannot take the
 * view from the others; over it, TOO_MANY_REQUESTS with the time to wait.
 */
export class SearchScanRate {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one scan for `companyId`, or throws TOO_MANY_REQUESTS. */
  take(companyId: string): void {
    const now = this.now();
    const bucket = this.buckets.get(companyId) ?? { tokens: this.perMinute, at: now };
    bucket.tokens = Math.min(this.perMinute, bucket.tokens + ((now - bucket.at) / 60_000) * this.perMinute);
    bucket.at = now;
    // Re-inserted, so the map's order is least recently used first.
    this.buckets.delete(companyId);
    if (this.buckets.size >= MAX_TRACKED_COMPANIES) this.buckets.delete(this.buckets.keys().next().value as string);
    this.buckets.set(companyId, bucket);
    if (bucket.tokens < 1) throw tooManyRequests(searchRateMessage(Math.max(1, Math.ceil(((1 - bucket.tokens) / this.perMinute) * 60))));
    bucket.tokens -= 1;
  }
}
