import { conflict, type SlotCounter } from '@hiring/service-kit';

export const IDENTITY_LOCK_MESSAGES = { busy: 'Your company profile is being changed by another request. Please try again.' } as const;

const LOCK_MS = 30_000;
const TRIES = 20;
const PAUSE_MS = 100;

/**
 * One identity change of a company at a time (a rename, a verified work address). FerretDB applies
 * an update as read, modify, write back by `_id`, so two concurrent saves of one profile can lose
 * each other's change, outbox entry included (outbox-without-transactions.md); a slot (a unique
 * insert, atomic on both engines) held for the read-modify-save makes them take turns, across
 * replicas. The slot expires on its own if a process dies holding it.
 */
export async function withIdentityLock<T>(slots: SlotCounter, companyId: string, change: () => Promise<T>): Promise<T> {
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    const slot = await slots.claim(`company-identity:${companyId}`, 1, new Date(Date.now() + LOCK_MS));
    if (slot) {
      try {
        return await change();
      } finally {
        await slots.release(slot);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
  throw conflict(IDENTITY_LOCK_MESSAGES.busy);
}
