import { unavailable } from '../errors/index.js';
import type { IdempotentConsumer } from './consumer.js';

export const CATCHING_UP_MESSAGE = 'We are still processing your recent changes. Please try again in a moment.';

/**
 * Read-your-writes for data a service learns from events. A writer answers only once its event is
 * on the broker (OutboxRelay.notify), so when a read finds nothing, the service asks the consumer
 * group that builds that data whether it has applied everything the broker held at that moment,
 * waiting (bounded) until it has. Then "not found" is true; if the group cannot catch up in time
 * (broker or database away) the read answers a retryable 503 instead of a false "not found".
 * Reads that find what they look for never wait. docs/decisions/read-your-writes.md says which
 * read uses what.
 */
export class ReadBarrier {
  private readonly groups = new Map<string, IdempotentConsumer>();

  constructor(private readonly timeoutMs: number) {}

  /** The kit registers each subscription under its group id as the service lists it (no prefix). */
  register(groupId: string, consumer: IdempotentConsumer): void {
    this.groups.set(groupId, consumer);
  }

  /** True once the group has applied every event published before the call; false after the wait. */
  async caughtUp(groupId: string, timeoutMs = this.timeoutMs): Promise<boolean> {
    const consumer = this.groups.get(groupId);
    if (!consumer) throw new Error(`No subscription ${groupId} in this service`);
    return consumer.caughtUp(timeoutMs);
  }

  /** Waits until the group has caught up; a retryable SERVICE_UNAVAILABLE error if it cannot. */
  async settle(groupId: string): Promise<void> {
    if (!(await this.caughtUp(groupId))) throw unavailable(CATCHING_UP_MESSAGE);
  }

  /**
   * Reads; if the read found nothing, waits until the group has caught up and reads once more.
   * The answer is then as fresh as the user's own last write.
   */
  async lookup<T>(groupId: string, read: () => Promise<T | null | undefined>): Promise<T | null> {
    const first = await read();
    if (first !== null && first !== undefined) return first;
    await this.settle(groupId);
    return (await read()) ?? null;
  }
}
