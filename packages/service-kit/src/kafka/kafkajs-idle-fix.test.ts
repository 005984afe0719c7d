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

  it('checks request timeouts every 5 s (every timeout, when shorter) and still times out an overdue request', async () => {
    let timedOut = 0;
    const queueWith = (requestTimeout: number) => ({
      enforceRequestTimeout: true,
      requestTimeout,
      requestTimeoutIntervalId: null as NodeJS.Timeout | null,
      inflight: new Map([[1, { sentAt: Date.now() - 60_000, requestTimeout, timeoutRequest: () => (timedOut += 1) }]]),
      destroy() {
        if (this.requestTimeoutIntervalId) clearInterval(this.requestTimeoutIntervalId);
      },
      isConnected: () => true,
    });
    const interval = (queue: { requestTimeoutIntervalId: NodeJS.Timeout | null }) =>
      (queue.requestTimeoutIntervalId as unknown as { _idleTimeout: number })._idleTimeout;
    const usual = queueWith(30_000);
    RequestQueue.prototype.scheduleRequestTimeoutCheck.call(usual);
    timers.push(usual.requestTimeoutIntervalId!);
    expect(interval(usual)).toBe(5000);
    const short = queueWith(500);
    RequestQueue.prototype.scheduleRequestTimeoutCheck.call(short);
    timers.push(short.requestTimeoutIntervalId!);
    expect(interval(short)).toBe(500);
    // Deliberate: the check is a real interval timer, and this proves it fires.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(timedOut).toBeGreaterThanOrEqual(1);
  });
});
