import asyncHooks from 'node:async_hooks';
import NodeEnvironment from 'jest-environment-node';

const { AsyncLocalStorage } = asyncHooks;

/**
 * An AsyncLocalStorage made while a test file runs, remembered so that it can be disabled when the
 * file ends. jest-circus makes one per file (the running test, to blame a stray error on it) and
 * never disables it. On Node 20 every enabled storage stays in one list for the life of the
 * process, and the async-hooks callback walks that list for every new promise and socket, so each
 * file a worker ran made every later file's promises dearer: 33 small files before 4 stack files
 * took 63–66 CPU-s, 52–56 with this (docs/decisions/local-infrastructure-and-tests.md).
 */
class FileScopedStorage extends AsyncLocalStorage {
  static made = [];

  constructor() {
    super();
    FileScopedStorage.made.push(this);
  }
}

/**
 * Jest's node environment, plus the Kafka broker of this worker. The global setup starts one broker
 * per worker and lists them, space-separated, in HM_TEST_KAFKA_BROKERS_BY_WORKER; worker N takes the
 * Nth. Every service consumes whatever is on its topics, so two files sharing a broker would answer
 * each other's events; with a broker each, files run at once without interference. FerretDB and
 * stripe-mock are shared: every service under test has its own database already.
 *
 * Set on the worker's real environment too (this module runs outside the test sandbox), so
 * child processes a test starts without an explicit `env` reach the same broker.
 */
export default class PerWorkerEnvironment extends NodeEnvironment {
  constructor(config, context) {
    const brokers = (process.env.HM_TEST_KAFKA_BROKERS_BY_WORKER ?? '').split(' ').filter(Boolean);
    const worker = Number(process.env.JEST_WORKER_ID ?? '1');
    const mine = brokers[(worker - 1) % Math.max(1, brokers.length)];
    if (mine) process.env.KAFKA_BROKERS = mine;
    super(config, context);
  }

  /** From here to teardown, storages are the file's own: jest-circus makes its one right after. */
  async setup() {
    await super.setup();
    asyncHooks.AsyncLocalStorage = FileScopedStorage;
  }

  async teardown() {
    asyncHooks.AsyncLocalStorage = AsyncLocalStorage;
    for (const storage of FileScopedStorage.made.splice(0)) storage.disable();
    await super.teardown();
  }
}
