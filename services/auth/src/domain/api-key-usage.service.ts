import type { ApiKeyUsage, ApiKeyUsageModel } from '../models/api-key-usage.model.js';

/** One gateway's counts for one key and UTC day since its last flush. */
export interface UsageCount {
  keyId: string;
  day: string;
  requests: number;
  throttled: number;
}

export interface UsageSummary {
  requestsToday: number;
  throttledToday: number;
  requestsLast7Days: number;
  /** The last 7 UTC days with traffic, newest first. */
  days: Pick<ApiKeyUsage, 'day' | 'requests' | 'throttled'>[];
}

const WEEK_DAYS = 7;

export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** Adds the counts: an upsert with $inc per key and day, so gateways flushing at once add up. */
export async function recordUsage(usage: ApiKeyUsageModel, counts: readonly UsageCount[]): Promise<void> {
  const useful = counts.filter((count) => count.requests > 0 || count.throttled > 0);
  if (useful.length === 0) return;
  await usage.bulkWrite(
    useful.map((count) => ({
      updateOne: {
        filter: { _id: `${count.keyId}:${count.day}` },
        update: { $inc: { requests: count.requests, throttled: count.throttled }, $setOnInsert: { keyId: count.keyId, day: count.day } },
        upsert: true,
      },
    })),
    { ordered: false },
  );
}

/** Today and the last 7 days of one key (one indexed read: a key has one document per day of use). */
export async function usageSummary(usage: ApiKeyUsageModel, keyId: string, now = new Date()): Promise<UsageSummary> {
  const today = utcDay(now);
  const since = utcDay(new Date(now.getTime() - (WEEK_DAYS - 1) * 86_400_000));
  const rows = await usage
    .find({ keyId }, { day: 1, requests: 1, throttled: 1 })
    .sort({ day: -1 })
    .limit(WEEK_DAYS * 2)
    .lean<ApiKeyUsage[]>()
    .exec();
  const days = rows.filter((row) => row.day >= since && row.day <= today).map(({ day, requests, throttled }) => ({ day, requests, throttled }));
  const todayRow = days.find((row) => row.day === today);
  return {
    requestsToday: todayRow?.requests ?? 0,
    throttledToday: todayRow?.throttled ?? 0,
    requestsLast7Days: days.reduce((sum, row) => sum + row.requests, 0),
    days,
  };
}
