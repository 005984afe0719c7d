import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { stopWorkerBrokers as StopWorkerBrokers } from './worker-brokers.js';

const INFRA = fileURLToPath(new URL('../../../deploy/local/infra.sh', import.meta.url));

export default async function globalTeardown(): Promise<void> {
  const containers = (globalThis as Record<symbol, { stop(): Promise<void> } | undefined>)[Symbol.for('hiring-marketplace.test-infra.containers')];
  await containers?.stop();
  (globalThis as Record<symbol, { stop(): void } | undefined>)[Symbol.for('hiring-marketplace.test-infra.opensearch')]?.stop();
  // Through tsx: jest transpiles this file only, not what it imports.
  const { tsImport } = await import('tsx/esm/api');
  const { stopWorkerBrokers } = (await tsImport('./worker-brokers.ts', import.meta.url)) as { stopWorkerBrokers: typeof StopWorkerBrokers };
  await stopWorkerBrokers();
  if (process.env['HM_TEST_STOP_INFRA'] === '1') {
    execFileSync('bash', [INFRA, 'stop'], { stdio: ['ignore', 'inherit', 'inherit'] });
  }
}
