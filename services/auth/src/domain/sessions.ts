import type { SlotCounter } from '@hiring/service-kit';

/**
 * Sessions ended by logout, until the latest moment their token could still be valid. A revocation
 * is the single slot of the bucket `session-ended:<session id>` in the limit slots (an insert by
 * `_id`, looked up by `_id`), so the slot sweeper removes it once every such token has expired.
 */
export class SessionRevocations {
  constructor(private readonly deps: { slots: SlotCounter; tokenTtlSeconds: number; now?: () => number }) {}

  private bucket(sessionId: string): string {
    return `session-ended:${sessionId}`;
  }

  /** Ends the session; ending it twice changes nothing. */
  async end(sessionId: string): Promise<void> {
    const until = new Date((this.deps.now?.() ?? Date.now()) + this.deps.tokenTtlSeconds * 1000);
    await this.deps.slots.claim(this.bucket(sessionId), 1, until);
  }

  async ended(sessionId: string): Promise<boolean> {
    return (await this.deps.slots.count(this.bucket(sessionId))) > 0;
  }
}
