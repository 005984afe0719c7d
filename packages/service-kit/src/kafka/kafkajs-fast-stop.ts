import { createRequire } from 'node:module';

/**
 * kafkajs 2.2.4 stops a consumer only once its current fetch returns, and an empty fetch returns
 * only after the broker has waited `maxWaitTimeInMs`. That made every stop as long as the fetch
 * wait, and so the wait short (500 ms), which made each idle consumer ask the broker twice a
 * second: most of an idle stack's CPU. This cancels the fetch in flight when a consumer stops:
 * its fetches have a connection of their own (kafkajs's connection pool sends Fetch on the second
 * one), so rejecting that connection's requests touches nothing else; the fetcher, already told to
 * stop, ends, and the runner leaves the group on the other connection as before. The rejection is
 * the error kafkajs recovers from by refreshing metadata (one request), not a crash.
 */
interface QueuedRequests {
  rejectAll(error: Error): void;
}
interface Broker {
  connectionPool?: { pool?: { requestQueue?: QueuedRequests }[] };
}
interface Runner {
  running: boolean;
  consumerGroup?: { cluster?: { brokerPool?: { brokers?: Record<string, Broker> } } };
  stop(this: Runner): Promise<void>;
}

/** kafkajs's connection pool sends Fetch requests on this connection (ConnectionPool.getConnectionByRequest). */
const FETCH_CONNECTION = 1;

const require = createRequire(import.meta.url);
const RunnerClass = require('kafkajs/src/consumer/runner.js') as { prototype: Runner & { __fastStop?: true } };
const { KafkaJSBrokerNotFound } = require('kafkajs/src/errors.js') as { KafkaJSBrokerNotFound: new (message: string) => Error };

/** Rejects the fetches this runner's consumer is waiting on. */
export function cancelFetches(runner: Runner): number {
  let cancelled = 0;
  for (const broker of Object.values(runner.consumerGroup?.cluster?.brokerPool?.brokers ?? {})) {
    const queue = broker.connectionPool?.pool?.[FETCH_CONNECTION]?.requestQueue;
    if (!queue) continue;
    queue.rejectAll(new KafkaJSBrokerNotFound('the consumer is stopping'));
    cancelled += 1;
  }
  return cancelled;
}

const proto = RunnerClass.prototype;
if (!proto.__fastStop) {
  const stop = proto.stop;
  proto.stop = function stopWithoutWaitingForTheFetch(this: Runner) {
    const wasRunning = this.running;
    // The original sets `running` and tells every fetcher to stop before its first await, so a
    // fetch cancelled after this call is not followed by another.
    const stopped = stop.call(this);
    if (wasRunning) cancelFetches(this);
    return stopped;
  };
  proto.__fastStop = true;
}
