import { afterEach, describe, expect, it } from '@jest/globals';
import { createRequire } from 'node:module';
import './kafkajs-idle-fix.js';

/** The request queue kafkajs itself uses, after the fix has been applied to it. */
const RequestQueue = createRequire(import.meta.url)('kafkajs/src/network/requestQueue/index.js') as {
  prototype: Record<'scheduleCheckPendingRequests' | 'scheduleRequestTimeoutCheck', (this: object) => void>;
};

describe('kafkajs idle fix', () => {
  const timers: NodeJS.Timeout[] = [];
  afterEach(() => timers.splice(0).forEach((t) => clearTimeout(t)));

  it('schedules no pending-request check when nothing is pending (kafkajs ran a 1 ms loop)', () => {
    const idle = { pending: [], throttledUntil: -1, throttleCheckTimeoutId: null as NodeJS.Timeout | null, checkPendingRequests() {} };
    RequestQueue.prototype.scheduleCheckPendingRequests.call(idle);
    expect(idle.throttleCheckTimeoutId).toBeNull();

    const waiting = { ...idle, pending: [{}] };
    RequestQueue.prototype.scheduleCheckPendingRequests.call(waiting);
    expect(waiting.throttleCheckTimeoutId).not.toBeNull();
    timers.push(waiting.throttleCheckTimeoutId!);
  });

  it('checks request timeouts once a second and still times out an overdue request', async () => {
    let timedOut = 0;
    const queue = {
      enforceRequestTimeout: true,
      requestTimeout: 30_000,
      requestTimeoutIntervalId: null as NodeJS.Timeout | null,
      inflight: new Map([[1, { sentAt: Date.now() - 60_000, requestTimeout: 30_000, timeoutRequest: () => (timedOut += 1) }]]),
      destroy() {
        if (this.requestTimeoutIntervalId) clearInterval(this.requestTimeoutIntervalId);
      },
      isConnected: () => true,
    };
    RequestQueue.prototype.scheduleRequestTimeoutCheck.call(queue);
    timers.push(queue.requestTimeoutIntervalId!);
    expect((queue.requestTimeoutIntervalId as unknown as { _idleTimeout: number })._idleTimeout).toBe(1000);
    // Deliberate: the check is a real 1 s interval timer, and this proves it fires.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(timedOut).toBeGreaterThanOrEqual(1);
  });
});
