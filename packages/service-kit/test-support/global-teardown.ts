import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const INFRA = fileURLToPath(new URL('../../../deploy/local/infra.sh', import.meta.url));

export default async function globalTeardown(): Promise<void> {
  const containers = (globalThis as Record<symbol, { stop(): Promise<void> } | undefined>)[Symbol.for('hiring-marketplace.test-infra.containers')];
  await containers?.stop();
  if (process.env['HM_TEST_STOP_INFRA'] === '1') {
    execFileSync('bash', [INFRA, 'stop'], { stdio: ['ignore', 'inherit', 'inherit'] });
  }
}
