import { authInternalPost } from './auth-internal.js';
import type { Logger } from '@hiring/service-kit/logging';

/** One key's requests on one UTC day since the last flush (the auth service adds them up). */
export interface UsageCount {
  keyId: string;
  day: string;
  requests: number;
  throttled: number;
}

export type UsageSink = (counts: UsageCount[]) => Promise<void>;

/** Entries kept while the auth service is unreachable; beyond it the oldest counts are dropped. */
const MAX_PENDING = 50_000;

/**
 * Counts requests per API key in memory and hands the counts to the auth service every few
 * seconds (and on stop), so the API tab can show usage without a database write per request.
 * A failed flush keeps its counts for the next one.
 */
export class ApiKeyUsageCounter {
  private counts = new Map<string, UsageCount>();
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly options: { sink: UsageSink; intervalMs: number; logger: Logger; now?: () => number }) {}

  record(keyId: string, outcome: 'allowed' | 'throttled'): void {
    const day = new Date(this.options.now?.() ?? Date.now()).toISOString().slice(0, 10);
    this.add({ keyId, day, requests: outcome === 'allowed' ? 1 : 0, throttled: outcome === 'throttled' ? 1 : 0 });
  }

  private add(count: UsageCount): void {
    const id = `${count.keyId}:${count.day}`;
    const entry = this.counts.get(id);
    if (entry) {
      entry.requests += count.requests;
      entry.throttled += count.throttled;
      return;
    }
    if (this.counts.size >= MAX_PENDING) return;
    this.counts.set(id, { ...count });
  }

  start(): void {
    if (this.timer || this.options.intervalMs <= 0) return;
    this.timer = setInterval(() => void this.flush(), this.options.intervalMs);
    this.timer.unref();
  }

  /** Sends what was counted; one flush at a time, so a slow auth service never gets them twice. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      if (this.counts.size === 0) return;
      const batch = [...this.counts.values()];
      this.counts = new Map();
      try {
        await this.options.sink(batch);
      } catch (error) {
        this.options.logger.warn({ err: error, entries: batch.length }, 'API key usage flush failed; kept for the next one');
        for (const count of batch) this.add(count);
      }
    });
    return this.flushing;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.flush();
  }
}

/** The auth service's usage route. */
export function authUsageSink(authSubgraphUrl: string, headers: () => Record<string, string> = () => ({})): UsageSink {
  const post = authInternalPost(authSubgraphUrl, '/internal/api-keys/usage', headers, 5000);
  return async (counts) => {
    const response = await post({ counts });
    if (!response.ok) throw new Error(`API key usage answered ${response.status}`);
  };
}
