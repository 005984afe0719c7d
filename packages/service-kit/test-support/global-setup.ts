import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '@jest/types';
import type { ContainerInfra, startContainerInfra as StartContainerInfra } from './container-infra.js';
import type { startWorkerBrokers as StartWorkerBrokers } from './worker-brokers.js';
import type { PrivateOpenSearch, startPrivateOpenSearch as StartPrivateOpenSearch } from '../../test-kit/src/infra/opensearch.js';
import type { startTestPersonKeyServer as StartTestPersonKeyServer } from './person-key-server.js';

const INFRA = fileURLToPath(new URL('../../../deploy/local/infra.sh', import.meta.url));
const COMPOSE = fileURLToPath(new URL('../../../gateway/src/supergraph/compose.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../node_modules/tsx/dist/cli.mjs', import.meta.url));

/** What the teardown stops: set here, read there (jest runs both in its parent process). */
export const CONTAINERS_KEY = Symbol.for('hiring-marketplace.test-infra.containers');
export const OPENSEARCH_KEY = Symbol.for('hiring-marketplace.test-infra.opensearch');
export const PERSON_KEYS_KEY = Symbol.for('hiring-marketplace.test-infra.person-keys');

/**
 * Tests take MONGO_URL, KAFKA_BROKERS, STRIPE_API_BASE and OPENSEARCH_URL from the environment; when they are
 * missing, the real infrastructure (Kafka, FerretDB, stripe-mock) is started here, in containers
 * through testcontainers where an engine and the local images exist (container-infra.ts), else as
 * local processes (deploy/local/infra.sh), and stopped by the teardown. The output says which.
 * Started here, there is one Kafka broker per jest worker (per-worker-environment.mjs), so files
 * run in parallel; given by the environment, there is one, and jest.config.js runs files in turn.
 * Env set here reaches every jest worker.
 */
export default async function globalSetup(globalConfig: Config.GlobalConfig): Promise<void> {
  const missing = ['MONGO_URL', 'KAFKA_BROKERS', 'STRIPE_API_BASE'].filter((name) => !process.env[name]);
  // Names this run's OpenSearch indices (testIndexPrefix), so the teardown removes what tests left.
  process.env['HM_TEST_RUN_ID'] ??= randomBytes(3).toString('hex');
  const mode = process.env['HM_TEST_INFRA'];
  // The tests' JVMs (each worker's Kafka broker, the run's OpenSearch, a test's private ones) with
  // the C1 compiler only: C2's compilations were about half their CPU, and a test's traffic is too
  // little for C2's faster code to pay that back (docs/decisions/local-infrastructure-and-tests.md).
  process.env['KAFKA_OPTS'] ??= '-XX:TieredStopAtLevel=1';
  process.env['OPENSEARCH_JAVA_OPTS'] ??= '-XX:TieredStopAtLevel=1';
  const workers = Math.max(1, globalConfig.maxWorkers);
  const t0 = Date.now();
  // One OpenSearch node for the whole run, a JVM process of its own started now, while the
  // containers start (a JVM start is mostly waiting on one core; infra.sh starts one itself for
  // the processes): each test deployment uses its own index prefix on it and deletes its indices.
  let openSearch: Promise<PrivateOpenSearch> | null = null;
  if (!process.env['OPENSEARCH_URL'] && mode !== 'processes') {
    const { tsImport } = await import('tsx/esm/api');
    const { startPrivateOpenSearch } = (await tsImport('../../test-kit/src/infra/opensearch.ts', import.meta.url)) as {
      startPrivateOpenSearch: typeof StartPrivateOpenSearch;
    };
    openSearch = startPrivateOpenSearch();
    // Awaited below; a failure before then must not surface as an unhandled rejection.
    openSearch.catch(() => undefined);
  }
  let containers: ContainerInfra | { fallback: string } | null = null;
  try {
    if (missing.length > 0 && mode !== 'processes') {
      // Through tsx: jest transpiles this file only, not what it imports.
      const { tsImport } = await import('tsx/esm/api');
      const { startContainerInfra } = (await tsImport('./container-infra.ts', import.meta.url)) as { startContainerInfra: typeof StartContainerInfra };
      containers = await startContainerInfra(mode, workers);
      if ('env' in containers) {
        for (const [name, value] of Object.entries(containers.env)) process.env[name] = value;
        process.env['HM_TEST_KAFKA_BROKERS_BY_WORKER'] = containers.brokers.join(' ');
        process.env['HM_TEST_RAW_STORAGE_DIRS'] = containers.storageDirs.join(' ');
        (globalThis as Record<symbol, unknown>)[CONTAINERS_KEY] = containers;
        process.env['HM_TEST_INFRA_USED'] = 'containers';
        console.info(`[test infra] ${containers.description} (started in ${((Date.now() - t0) / 1000).toFixed(1)} s; ${workers} jest workers)`);
      }
    }
    if (missing.length === 0) {
      console.info('[test infra] given by the environment (MONGO_URL, KAFKA_BROKERS, STRIPE_API_BASE)');
      process.env['HM_TEST_INFRA_USED'] ??= 'given';
    } else if (!containers || 'fallback' in containers) {
      console.info(`[test infra] local processes (deploy/local/infra.sh)${containers ? `: ${containers.fallback}` : ''}`);
      process.env['HM_TEST_INFRA_USED'] = 'processes';
      // `status` exits 1 when anything is down; its lines tell what.
      const wasRunning = spawnSync('bash', [INFRA, 'status'], { encoding: 'utf8' }).stdout;
      // Not a second OpenSearch when the run's own is starting already.
      execFileSync('bash', [INFRA, 'start', ...(openSearch ? ['kafka', 'mongo', 'stripe'] : [])], { stdio: ['ignore', 'inherit', 'inherit'] });
      // Only stop what this run started: a developer's running stack stays up.
      if (/\bdown\b/.test(wasRunning)) process.env['HM_TEST_STOP_INFRA'] = '1';
      const env = execFileSync('bash', [INFRA, 'env'], { encoding: 'utf8' });
      for (const match of env.matchAll(/^export (\w+)=(.*)$/gm)) {
        if (!process.env[match[1]!]) process.env[match[1]!] = match[2]!.replace(/^['"]|['"]$/g, '');
      }
      const { tsImport } = await import('tsx/esm/api');
      const { startWorkerBrokers } = (await tsImport('./worker-brokers.ts', import.meta.url)) as { startWorkerBrokers: typeof StartWorkerBrokers };
      const extra = await startWorkerBrokers(workers - 1);
      process.env['HM_TEST_KAFKA_BROKERS_BY_WORKER'] = [process.env['KAFKA_BROKERS']!, ...extra].join(' ');
      // infra.sh's data folders (FerretDB's, each broker's log), for the raw-storage scan.
      const state = process.env['HM_STATE_DIR'] ?? fileURLToPath(new URL('../../../.local', import.meta.url));
      process.env['HM_TEST_RAW_STORAGE_DIRS'] = [
        join(state, 'ferretdb'),
        join(state, 'kafka'),
        ...(process.env['HM_TEST_WORKER_BROKER_DIRS'] ?? '')
          .split(' ')
          .filter(Boolean)
          .map((dir) => join(dir, 'kafka')),
      ].join(' ');
      if (extra.length > 0) console.info(`[test infra] a Kafka broker per jest worker: ${process.env['HM_TEST_KAFKA_BROKERS_BY_WORKER']}`);
    }
  } catch (error) {
    // jest runs no teardown after a failed setup: what started above would outlive the run.
    await openSearch?.then((node) => node.stop()).catch(() => undefined);
    if (containers && 'env' in containers) await containers.stop().catch(() => undefined);
    throw error;
  }
  if (openSearch) {
    const node = await openSearch;
    process.env['OPENSEARCH_URL'] = node.url;
    (globalThis as Record<symbol, unknown>)[OPENSEARCH_KEY] = node;
    console.info(`[test infra] OpenSearch ${node.url} (started in ${((Date.now() - t0) / 1000).toFixed(1)} s, beside the rest)`);
  }
  // Services tested without auth seal events through this one (testServiceEnv's PERSON_KEYS_URL).
  const { tsImport } = await import('tsx/esm/api');
  const { startTestPersonKeyServer } = (await tsImport('./person-key-server.ts', import.meta.url)) as {
    startTestPersonKeyServer: typeof StartTestPersonKeyServer;
  };
  const keys = await startTestPersonKeyServer(process.env['MONGO_URL']!, `hm_test_person_keys_${process.env['HM_TEST_RUN_ID']}`);
  process.env['HM_TEST_PERSON_KEYS_URL'] = keys.url;
  (globalThis as Record<symbol, unknown>)[PERSON_KEYS_KEY] = keys;
  // The gateway under test loads the supergraph from its file, as in production.
  execFileSync(process.execPath, [TSX, COMPOSE], { stdio: ['ignore', 'ignore', 'inherit'] });
}
