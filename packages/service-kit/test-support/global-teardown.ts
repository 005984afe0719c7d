import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { stopWorkerBrokers as StopWorkerBrokers } from './worker-brokers.js';
import type * as TestIndices from '../src/testing/test-indices.js';

const INFRA = fileURLToPath(new URL('../../../deploy/local/infra.sh', import.meta.url));

export default async function globalTeardown(): Promise<void> {
  const containers = (globalThis as Record<symbol, { stop(): Promise<void> } | undefined>)[Symbol.for('hiring-marketplace.test-infra.containers')];
  await (globalThis as Record<symbol, { stop(): Promise<void> } | undefined>)[Symbol.for('hiring-marketplace.test-infra.person-keys')]
    ?.stop()
    .catch(() => undefined);
  await containers?.stop();
  // Through tsx: jest transpiles this file only, not what it imports.
  const { tsImport } = await import('tsx/esm/api');
  // What tests left on the run's OpenSearch node (deployments stopped without deleting their indices).
  const { deleteTestIndices, testIndexPrefix } = (await tsImport('../src/testing/test-indices.ts', import.meta.url)) as typeof TestIndices;
  await deleteTestIndices(process.env['OPENSEARCH_URL'], testIndexPrefix('').replace(/_$/, '')).catch(() => undefined);
  await (globalThis as Record<symbol, { stop(): void | Promise<void> } | undefined>)[Symbol.for('hiring-marketplace.test-infra.opensearch')]?.stop();
  const { stopWorkerBrokers } = (await tsImport('./worker-brokers.ts', import.meta.url)) as { stopWorkerBrokers: typeof StopWorkerBrokers };
  await stopWorkerBrokers();
  if (process.env['HM_TEST_STOP_INFRA'] === '1') {
    execFileSync('bash', [INFRA, 'stop'], { stdio: ['ignore', 'inherit', 'inherit'] });
  }
}
