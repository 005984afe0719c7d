import type { Connection } from 'mongoose';
import { ErasureCompletedV1, ErasureRequestedV1 } from '@hiring/contracts';
import { on, type EventHandler } from '../kafka/consumer.js';
import type { OutboxRelay } from '../kafka/outbox-relay.js';
import { isDuplicateKeyError } from '../mongo/connect.js';
import { erasureReceiptModel } from './receipts.js';

export { erasedPerson, erasureReceiptModel } from './receipts.js';
import type { Logger } from '../logging/index.js';

/** Whose data to erase. */
export interface ErasureRequest {
  userId: string;
  userType: 'candidate' | 'company';
}

/**
 * A service's part of an erasure (docs/decisions/privacy-rights.md#erasure): removes or anonymises
 * everything it holds about the person and answers how many records went, per collection. It runs
 * again after a crash part-way (at-least-once delivery), so it deletes by keys and never fails on
 * what is already gone.
 */
export type Eraser = (request: ErasureRequest) => Promise<Record<string, number>>;

/**
 * The subscription every service gets from the kit: on ErasureRequested, run the service's eraser,
 * then record the receipt with its ErasureCompleted in one insert. A receipt already there means
 * the work was done (a redelivery); a crash between the erasure and the receipt runs the eraser
 * again, which finds less to remove.
 */
export function erasureSubscription(deps: { service: string; connection: Connection; relay: OutboxRelay; logger: Logger; erase: Eraser }): {
  groupId: string;
  handlers: EventHandler[];
} {
  const receipts = erasureReceiptModel(deps.connection);
  return {
    groupId: `${deps.service}.erasure`,
    handlers: [
      on(ErasureRequestedV1, async (event) => {
        const { userId, userType } = event.payload;
        if (await receipts.exists({ _id: userId })) return;
        const removed = await deps.erase({ userId, userType });
        const receipt = new receipts({ _id: userId, service: deps.service, removed, erasedAt: new Date() });
        receipt.recordEvent(ErasureCompletedV1, {
          aggregateId: userId,
          correlationId: event.correlationId,
          payload: { userId, service: deps.service, completedAt: receipt.erasedAt.toISOString(), removed },
        });
        try {
          await receipt.save();
        } catch (error) {
          if (!isDuplicateKeyError(error)) throw error;
          return; // another replica finished first
        }
        deps.logger.info({ userId, removed }, 'personal data erased');
        await deps.relay.notify(receipts, userId);
      }),
    ],
  };
}

/** Sums deleteMany answers into an eraser's counts. */
export async function removedCounts(parts: Record<string, Promise<{ deletedCount?: number; modifiedCount?: number }>>): Promise<Record<string, number>> {
  const entries = await Promise.all(
    Object.entries(parts).map(async ([name, result]) => {
      const answer = await result;
      return [name, answer.deletedCount ?? answer.modifiedCount ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** Which of these people this service erased (one read): e.g. the unlocks a company keeps of deleted candidates. */
export function erasedAmong(connection: Connection): (userIds: readonly string[]) => Promise<Set<string>> {
  const receipts = erasureReceiptModel(connection);
  return async (userIds) => {
    if (userIds.length === 0) return new Set();
    const found = await receipts
      .find({ _id: { $in: [...userIds] } }, { _id: 1 })
      .lean()
      .exec();
    return new Set(found.map((receipt) => receipt._id));
  };
}

/** `on(…, handler, byUser)`: skip events about a user this service erased (UserRegistered). */
export const byUser = { person: (payload: { userId: string }) => payload.userId };
/** `on(…, handler, byCandidate)`: skip events about a candidate this service erased. */
export const byCandidate = { person: (payload: { candidateId: string }) => payload.candidateId };
