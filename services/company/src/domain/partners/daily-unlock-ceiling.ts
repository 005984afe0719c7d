import { tooManyRequests, type ApiKeyGrant, type SlotCounter } from '@hiring/service-kit';

/** A held place under a key's daily ceiling: kept when the unlock spent tokens, given back otherwise. */
export interface CeilingSlot {
  release(): Promise<void>;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The company's daily unlock ceiling of an API key (docs/decisions/partner-api.md#limits): one
 * slot per unlock in the key's bucket of the UTC day, taken atomically before tokens are spent,
 * so concurrent unlocks through one key never pass the ceiling. People's sessions have none.
 */
export async function holdDailyUnlock(slots: SlotCounter, grant: ApiKeyGrant | undefined, now = new Date()): Promise<CeilingSlot | null> {
  if (!grant || grant.dailyUnlockLimit === null) return null;
  const day = now.toISOString().slice(0, 10);
  const dayEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY_MS);
  const id = await slots.claim(`api-unlocks:${grant.keyId}:${day}`, grant.dailyUnlockLimit, new Date(dayEnd.getTime() + DAY_MS));
  if (!id) {
    throw tooManyRequests(`This API key's daily limit of ${grant.dailyUnlockLimit} unlocks is reached; it resets at 00:00 UTC`);
  }
  return { release: () => slots.release(id) };
}
