import { randomBytes } from 'node:crypto';
import { Schema, type Connection, type Model } from 'mongoose';
import { isDuplicateKeyError } from '../mongo/connect.js';
import { INTERNAL_SECRET_HEADER } from '../http/internal-credential.js';

/**
 * The keys that seal the personal fields of events (docs/decisions/privacy-rights.md#kafka-topics):
 * one per account and one per ingested message. Auth keeps them; every other service asks it over
 * the internal API. Erasure shreds a key: the key bytes are gone, a marker stays so that nothing
 * issues a new key under the same id, and every copy sealed under it is unreadable.
 */
export interface PersonKeys {
  /** Keys to seal with, created on first use; null: shredded (the person was erased). */
  issue(ids: readonly string[]): Promise<Map<string, Buffer | null>>;
  /** Keys to open with; null: shredded or never issued. */
  lookup(ids: readonly string[]): Promise<Map<string, Buffer | null>>;
  /** Destroys the keys for good (ids never issued are marked too); how many were destroyed. */
  shred(ids: readonly string[]): Promise<number>;
}

/** The key store cannot be asked: messages wait (like a database outage), nothing is skipped. */
export class PersonKeysUnavailable extends Error {
  constructor(reason: string) {
    super(`the person key store cannot be reached: ${reason}`);
    this.name = 'PersonKeysUnavailable';
  }
}

interface StoredKey {
  _id: string;
  /** 32 bytes; absent once shredded. */
  key?: Buffer;
  createdAt: Date;
  shreddedAt?: Date;
}

const storedKeySchema = new Schema<StoredKey>(
  { _id: { type: String, required: true }, key: Buffer, createdAt: Date, shreddedAt: Date },
  { versionKey: false, collection: 'person_keys' },
);

export function personKeyModel(connection: Connection): Model<StoredKey> {
  return (connection.models['PersonKey'] as Model<StoredKey> | undefined) ?? connection.model<StoredKey>('PersonKey', storedKeySchema);
}

const keyOf = (row: { key?: Buffer | { buffer: Uint8Array } | null }): Buffer | null => {
  if (!row.key) return null;
  // lean() gives a BSON Binary; its bytes are in `buffer`.
  return Buffer.isBuffer(row.key) ? row.key : Buffer.from(row.key.buffer);
};

/** The owner's store (auth's database). */
export function storedPersonKeys(connection: Connection): PersonKeys {
  const keys = personKeyModel(connection);
  const read = async (ids: readonly string[]) => {
    const found = new Map<string, Buffer | null>();
    if (ids.length === 0) return found;
    for (const row of await keys.find({ _id: { $in: [...new Set(ids)] } }).lean<StoredKey[]>()) found.set(row._id, keyOf(row));
    return found;
  };
  return {
    async lookup(ids) {
      const found = await read(ids);
      return new Map(ids.map((id) => [id, found.get(id) ?? null]));
    },
    async issue(ids) {
      const found = await read(ids);
      const missing = [...new Set(ids.filter((id) => !found.has(id)))];
      if (missing.length > 0) {
        const createdAt = new Date();
        await keys
          .insertMany(
            missing.map((_id) => ({ _id, key: randomBytes(32), createdAt })),
            { ordered: false },
          )
          .catch((error: unknown) => {
            // Another issuer created some first: theirs are read back below.
            if (!isDuplicateKeyError(error) && !onlyDuplicates(error)) throw error;
          });
        for (const [id, key] of await read(missing)) found.set(id, key);
      }
      return new Map(ids.map((id) => [id, found.get(id) ?? null]));
    },
    async shred(ids) {
      if (ids.length === 0) return 0;
      const shreddedAt = new Date();
      const result = await keys.bulkWrite(
        [...new Set(ids)].map((_id) => ({
          updateOne: { filter: { _id }, update: { $unset: { key: 1 }, $set: { shreddedAt }, $setOnInsert: { createdAt: shreddedAt } }, upsert: true },
        })),
        { ordered: false },
      );
      return result.modifiedCount;
    },
  };
}

function onlyDuplicates(error: unknown): boolean {
  const writeErrors = (error as { writeErrors?: { code?: number }[] | { code?: number } } | null)?.writeErrors;
  const list = Array.isArray(writeErrors) ? writeErrors : writeErrors ? [writeErrors] : [];
  return list.length > 0 && list.every((e) => e.code === 11000);
}

/** Every service but auth: the owner's internal API (`/internal/person-keys/*`). */
export function remotePersonKeys(baseUrl: string, headers: Record<string, string>): PersonKeys {
  const call = async (action: 'issue' | 'lookup' | 'shred', ids: readonly string[]) => {
    let response: Response;
    try {
      response = await fetch(`${baseUrl.replace(/\/$/, '')}/internal/person-keys/${action}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ ids }),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (error) {
      throw new PersonKeysUnavailable(error instanceof Error ? error.message : String(error));
    }
    if (!response.ok) throw new PersonKeysUnavailable(`${action} answered ${response.status}`);
    return (await response.json()) as { keys?: Record<string, string | null>; shredded?: number };
  };
  const asKeys = (ids: readonly string[], answer: { keys?: Record<string, string | null> }) =>
    new Map(ids.map((id) => [id, answer.keys?.[id] ? Buffer.from(answer.keys[id]!, 'base64') : null]));
  return {
    issue: async (ids) => (ids.length ? asKeys(ids, await call('issue', ids)) : new Map()),
    lookup: async (ids) => (ids.length ? asKeys(ids, await call('lookup', ids)) : new Map()),
    shred: async (ids) => (ids.length ? ((await call('shred', ids)).shredded ?? 0) : 0),
  };
}

/**
 * Keys kept in memory for `ttlMs` (30 s): a rebuild reads each person's events with one request,
 * not one per event. A shredded key may so stay usable here for up to `ttlMs` in other services;
 * their erasers and the kit's skip of erased people cover that window.
 */
export function cachedPersonKeys(inner: PersonKeys, options: { ttlMs?: number; max?: number } = {}): PersonKeys {
  const ttlMs = options.ttlMs ?? 30_000;
  const max = options.max ?? 10_000;
  const cache = new Map<string, { key: Buffer | null; until: number }>();
  // `issue` does not trust a remembered "none": that may be a lookup of a key not issued yet.
  const through = (fetch: (ids: readonly string[]) => Promise<Map<string, Buffer | null>>, trustNone: boolean) => async (ids: readonly string[]) => {
    const now = Date.now();
    const answer = new Map<string, Buffer | null>();
    const missing: string[] = [];
    for (const id of ids) {
      const hit = cache.get(id);
      if (hit && hit.until > now && (hit.key || trustNone)) answer.set(id, hit.key);
      else missing.push(id);
    }
    if (missing.length > 0) {
      for (const [id, key] of await fetch([...new Set(missing)])) {
        answer.set(id, key);
        cache.delete(id);
        cache.set(id, { key, until: now + ttlMs });
        if (cache.size > max) cache.delete(cache.keys().next().value as string);
      }
    }
    return answer;
  };
  return {
    issue: through((ids) => inner.issue(ids), false),
    lookup: through((ids) => inner.lookup(ids), true),
    async shred(ids) {
      for (const id of ids) cache.delete(id);
      return inner.shred(ids);
    },
  };
}

/** A service's client of auth's keys, from its configuration (scripts that publish or replay use it too). */
export function personKeysOf(config: { PERSON_KEYS_URL: string; INTERNAL_API_SECRET?: string | undefined }): PersonKeys {
  return cachedPersonKeys(remotePersonKeys(config.PERSON_KEYS_URL, config.INTERNAL_API_SECRET ? { [INTERNAL_SECRET_HEADER]: config.INTERNAL_API_SECRET } : {}));
}
