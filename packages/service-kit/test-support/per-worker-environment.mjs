import NodeEnvironment from 'jest-environment-node';

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
}
