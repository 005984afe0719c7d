import { createRequire } from 'node:module';

/**
 * Two timers make kafkajs 2.2.4 (the last release; the project is unmaintained) cost CPU when
 * nothing happens, on every broker connection (a service has one per producer, admin and
 * consumer group):
 * 1. After every response the request queue re-schedules a check of pending requests; with none
 *    pending and no throttle the delay comes out negative, so a 1 ms timer runs for ever. A check
 *    only matters while requests are pending (throttled or over the in-flight limit); pushing a
 *    request schedules one, and every response runs the check directly, so skipping the empty
 *    case loses nothing.
 * 2. Request timeouts (30 s) are checked every 100 ms; every 5 s is as good for a 30 s limit (a
 *    stalled broker is noticed 5 s later at most), and each connection's check wakes the process.
 * Profiled on an idle service: the first was most of its idle CPU. Applied once, to the module
 * instance kafkajs itself uses.
 */
interface InflightRequest {
  sentAt: number;
  requestTimeout: number;
  timeoutRequest(): void;
}
interface RequestQueue {
  pending: unknown[];
  inflight: Map<number, InflightRequest>;
  enforceRequestTimeout: boolean;
  requestTimeout: number;
  requestTimeoutIntervalId: NodeJS.Timeout | null;
  destroy(): void;
  isConnected(): boolean;
  scheduleCheckPendingRequests(this: RequestQueue): void;
  scheduleRequestTimeoutCheck(this: RequestQueue): void;
}

const TIMEOUT_CHECK_MS = 5000;

const require = createRequire(import.meta.url);
const RequestQueueClass = require('kafkajs/src/network/requestQueue/index.js') as { prototype: RequestQueue & { __idleFix?: true } };
const proto = RequestQueueClass.prototype;
if (!proto.__idleFix) {
  const schedule = proto.scheduleCheckPendingRequests;
  proto.scheduleCheckPendingRequests = function scheduleWhenPending(this: RequestQueue) {
    if (this.pending.length === 0) return;
    schedule.call(this);
  };
  proto.scheduleRequestTimeoutCheck = function checkTimeoutsEverySecond(this: RequestQueue) {
    if (!this.enforceRequestTimeout) return;
    this.destroy();
    this.requestTimeoutIntervalId = setInterval(
      () => {
        for (const request of this.inflight.values()) {
          if (Date.now() - request.sentAt > request.requestTimeout) request.timeoutRequest();
        }
        if (!this.isConnected()) this.destroy();
      },
      Math.min(this.requestTimeout, TIMEOUT_CHECK_MS),
    );
  };
  proto.__idleFix = true;
}
