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
 * Fixed-window rate limiting on a SlotCounter: `limit` hits per key per window, strictly, across
 * replicas. A burst may straddle a window boundary (up to twice the limit within one window length).
 */
export class RateLimiter {
  constructor(private readonly counter: SlotCounter) {}

  async hit(key: string, rule: RateRule, now = Date.now()): Promise<RateDecision> {
    const window = Math.floor(now / rule.windowMs);
    const windowEnd = (window + 1) * rule.windowMs;
    const slotId = await this.counter.claim(`${key}@${window}`, rule.limit, new Date(windowEnd));
    if (slotId) return { allowed: true, slotId };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)) };
  }

  release(slotId: string): Promise<void> {
    return this.counter.release(slotId);
  }

  /** Forgets the current window of `key` (e.g. a password reset clears the account's failures). */
  reset(key: string, rule: RateRule, now = Date.now()): Promise<void> {
    return this.counter.clear(`${key}@${Math.floor(now / rule.windowMs)}`);
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
