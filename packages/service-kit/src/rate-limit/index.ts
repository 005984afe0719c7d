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
    bucket: { type: String, required: true },
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
 *
 * Every read and write is by `_id`: on FerretDB/SQLite any other filter reads and decodes the whole
 * collection, which made each rate-limited request cost a scan of every slot of every user. Slots
 * are taken from the lowest number up, so a bucket's count is found by probing numbers (exponential,
 * then binary search): a few index lookups. A released slot in the middle of a bucket can make that
 * count high by one (the limiter errs strict); this process remembers the lowest number it has not
 * seen taken per bucket, so a claim is usually one insert, and a full bucket costs no write at all.
 */
export class SlotCounter {
  private readonly slots: Model<Slot>;
  /** Per bucket: the lowest slot number this process has not seen taken. */
  private readonly nextFree = new Map<string, number>();

  constructor(connection: Connection, collection = 'limit_slots') {
    const name = `LimitSlot_${collection}`;
    this.slots = (connection.models[name] as Model<Slot> | undefined) ?? connection.model<Slot>(name, slotSchema, collection);
  }

  /** Takes a free slot of `bucket`; returns its id, or null when all `limit` slots are taken. */
  async claim(bucket: string, limit: number, expiresAt: Date): Promise<string | null> {
    for (let n = this.nextFree.get(bucket) ?? 1; n <= limit; n += 1) {
      const id = slotId(bucket, n);
      try {
        await this.slots.create({ _id: id, bucket, expiresAt });
        this.raise(bucket, n + 1);
        return id;
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        this.raise(bucket, n + 1);
      }
    }
    return null;
  }

  /** Gives a slot back (e.g. a login attempt that succeeded does not count as a failure). */
  async release(id: string): Promise<void> {
    await this.slots.deleteOne({ _id: id });
    const at = id.lastIndexOf('#');
    if (at > 0) this.lower(id.slice(0, at), Number(id.slice(at + 1)));
  }

  /** How many slots of `bucket` are taken (the highest taken number; see the class comment). */
  async count(bucket: string): Promise<number> {
    const taken = async (n: number) => (await this.slots.exists({ _id: slotId(bucket, n) })) !== null;
    if (!(await taken(1))) return 0;
    let low = 1; // taken
    let high = 2;
    while (await taken(high)) {
      low = high;
      high *= 2;
    }
    // low is taken, high is free: the last taken number lies in [low, high).
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (await taken(middle)) low = middle;
      else high = middle;
    }
    return low;
  }

  /** Frees every slot of `bucket` (by `_id`, up to its count). */
  async clear(bucket: string): Promise<void> {
    const count = await this.count(bucket);
    for (let n = 1; n <= count; n += 1) await this.slots.deleteOne({ _id: slotId(bucket, n) });
    this.nextFree.delete(bucket);
  }

  private raise(bucket: string, n: number): void {
    // Buckets are per key and window: forget them all now and then rather than grow without end.
    if (this.nextFree.size >= 10_000 && !this.nextFree.has(bucket)) this.nextFree.clear();
    this.nextFree.set(bucket, Math.max(this.nextFree.get(bucket) ?? 1, n));
  }

  private lower(bucket: string, n: number): void {
    const next = this.nextFree.get(bucket);
    if (next !== undefined && n < next) this.nextFree.set(bucket, n);
  }

  /**
   * Erasure: frees every slot whose bucket names one of these addresses (`login:account:<email>`,
   * `reset-try:<email>`, …), so no row keeps the address until the sweep. A scan, but a rare one.
   */
  async forget(addresses: readonly string[]): Promise<number> {
    let deleted = 0;
    for (const address of new Set(addresses.map((value) => value.trim().toLowerCase()).filter(Boolean))) {
      const pattern = new RegExp(address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
      const buckets = await this.slots.distinct('bucket', { bucket: pattern }).exec();
      deleted += (await this.slots.deleteMany({ bucket: { $in: buckets } })).deletedCount;
      for (const bucket of buckets) this.nextFree.delete(bucket);
    }
    return deleted;
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

const slotId = (bucket: string, n: number) => `${bucket}#${n}`;

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
  /** Counts of windows that have ended (no claim goes there any more), per `<key>@<window>`. */
  private readonly ended = new Map<string, number>();

  constructor(private readonly counter: SlotCounter) {}

  async hit(key: string, rule: RateRule, now = Date.now()): Promise<RateDecision> {
    const window = Math.floor(now / rule.windowMs);
    const windowStart = window * rule.windowMs;
    const windowEnd = windowStart + rule.windowMs;
    const overlap = 1 - (now - windowStart) / rule.windowMs;
    const previous = await this.endedCount(`${key}@${window - 1}`);
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

  /**
   * The previous window's count, read once per key and window by this process: nothing claims
   * there any more (a slot released there afterwards still counts here until the window rolls).
   */
  private async endedCount(bucket: string): Promise<number> {
    const known = this.ended.get(bucket);
    if (known !== undefined) return known;
    const count = await this.counter.count(bucket);
    if (this.ended.size >= 10_000) this.ended.clear();
    this.ended.set(bucket, count);
    return count;
  }

  /** Forgets the recent hits of `key` (e.g. a password reset clears the account's failures). */
  async reset(key: string, rule: RateRule, now = Date.now()): Promise<void> {
    const window = Math.floor(now / rule.windowMs);
    await this.counter.clear(`${key}@${window}`);
    await this.counter.clear(`${key}@${window - 1}`);
    this.ended.delete(`${key}@${window - 1}`);
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
