import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKeyError } from '../mongo/connect.js';

interface Slot {
  _id: string;
  bucket: string;
  expiresAt: Date;
}

const slotSchema = new Schema<Slot>(
  {
    _id: { type: String, required: true },
    bucket: { type: String, required: true, index: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);

/**
 * Bounded counters that hold under concurrency on FerretDB and MongoDB alike: a bucket has `limit`
 * numbered slots, and taking one is an insert with a unique `_id` (`<bucket>#<n>`), the one write
 * both engines make atomic. Two racing callers can never hold the same slot, so at most `limit`
 * claims succeed per bucket, across any number of replicas. Expired buckets are swept periodically
 * (no TTL indexes on FerretDB).
 */
export class SlotCounter {
  private readonly slots: Model<Slot>;

  constructor(connection: Connection, collection = 'limit_slots') {
    const name = `LimitSlot_${collection}`;
    this.slots = (connection.models[name] as Model<Slot> | undefined) ?? connection.model<Slot>(name, slotSchema, collection);
  }

  /** Takes a free slot of `bucket`; returns its id, or null when all `limit` slots are taken. */
  async claim(bucket: string, limit: number, expiresAt: Date): Promise<string | null> {
    const taken = new Set((await this.slots.find({ bucket }, { _id: 1 }).lean()).map((slot) => slot._id));
    for (let n = 1; n <= limit; n += 1) {
      const id = `${bucket}#${n}`;
      if (taken.has(id)) continue;
      try {
        await this.slots.create({ _id: id, bucket, expiresAt });
        return id;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
      }
    }
    return null;
  }

  /** Gives a slot back (e.g. a login attempt that succeeded does not count as a failure). */
  async release(slotId: string): Promise<void> {
    await this.slots.deleteOne({ _id: slotId });
  }

  async count(bucket: string): Promise<number> {
    return this.slots.countDocuments({ bucket });
  }

  async clear(bucket: string): Promise<void> {
    await this.slots.deleteMany({ bucket });
  }

  async sweepExpired(now = new Date()): Promise<number> {
    const result = await this.slots.deleteMany({ expiresAt: { $lt: now } });
    return result.deletedCount;
  }

  /** Sweeps expired slots every `intervalMs` in the background; returns the stop function. */
  startSweeper(intervalMs = 10 * 60_000, onError: (error: unknown) => void = () => undefined): () => void {
    const timer = setInterval(() => {
      this.sweepExpired().catch(onError);
    }, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}

export interface RateRule {
  limit: number;
  windowMs: number;
}

export type RateDecision = { allowed: true; slotId: string } | { allowed: false; retryAfterSeconds: number };

/**
 * Sliding-window rate limiting on a SlotCounter, across replicas: the hits of the previous window
 * count in proportion to how much of it still overlaps the last `windowMs`, so a burst cannot
 * double the limit by straddling a window boundary. Each window is still capped at `limit` hits by
 * unique slot inserts, whatever the races.
 */
export class RateLimiter {
  constructor(private readonly counter: SlotCounter) {}

  async hit(key: string, rule: RateRule, now = Date.now()): Promise<RateDecision> {
    const window = Math.floor(now / rule.windowMs);
    const windowStart = window * rule.windowMs;
    const windowEnd = windowStart + rule.windowMs;
    const overlap = 1 - (now - windowStart) / rule.windowMs;
    const previous = await this.counter.count(`${key}@${window - 1}`);
    const allowance = rule.limit - Math.ceil(previous * overlap);
    // Slots live through the next window too, where they count as "previous".
    const slotId = allowance > 0 ? await this.counter.claim(`${key}@${window}`, allowance, new Date(windowEnd + rule.windowMs)) : null;
    if (slotId) return { allowed: true, slotId };
    const current = await this.counter.count(`${key}@${window}`);
    // When the carried-over share of the previous window has shrunk enough for one more hit.
    const free = rule.limit - current - 1;
    const retryAt = current >= rule.limit || previous === 0 ? windowEnd : windowStart + rule.windowMs * (1 - free / previous);
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((Math.min(retryAt, windowEnd) - now) / 1000)) };
  }

  release(slotId: string): Promise<void> {
    return this.counter.release(slotId);
  }

  /** Forgets the recent hits of `key` (e.g. a password reset clears the account's failures). */
  async reset(key: string, rule: RateRule, now = Date.now()): Promise<void> {
    const window = Math.floor(now / rule.windowMs);
    await this.counter.clear(`${key}@${window}`);
    await this.counter.clear(`${key}@${window - 1}`);
  }
}

/** "2 minutes", "30 seconds": for 429 messages. */
export function humanDuration(seconds: number): string {
  if (seconds >= 90) {
    const minutes = Math.ceil(seconds / 60);
    return `${minutes} minutes`;
  }
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}
