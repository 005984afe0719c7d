import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const INFRA = fileURLToPath(new URL('../../../deploy/local/infra.sh', import.meta.url));
const COMPOSE = fileURLToPath(new URL('../../../gateway/src/supergraph/compose.ts', import.meta.url));
const TSX = fileURLToPath(new URL('../../../node_modules/tsx/dist/cli.mjs', import.meta.url));

/**
 * Tests take MONGO_URL, KAFKA_BROKERS and STRIPE_API_BASE from the environment; when they are
 * missing, the real local infrastructure (Kafka, FerretDB, stripe-mock) is started here and
 * stopped by the teardown. Env set here reaches every jest worker.
 */
export default async function globalSetup(): Promise<void> {
  const missing = ['MONGO_URL', 'KAFKA_BROKERS', 'STRIPE_API_BASE'].filter((name) => !process.env[name]);
  if (missing.length > 0) {
    // `status` exits 1 when anything is down; its lines tell what.
    const wasRunning = spawnSync('bash', [INFRA, 'status'], { encoding: 'utf8' }).stdout;
    execFileSync('bash', [INFRA, 'start'], { stdio: ['ignore', 'inherit', 'inherit'] });
    // Only stop what this run started: a developer's running stack stays up.
    if (/\bdown\b/.test(wasRunning)) process.env['HM_TEST_STOP_INFRA'] = '1';
    const env = execFileSync('bash', [INFRA, 'env'], { encoding: 'utf8' });
    for (const match of env.matchAll(/^export (\w+)=(.*)$/gm)) {
      if (!process.env[match[1]!]) process.env[match[1]!] = match[2]!.replace(/^['"]|['"]$/g, '');
    }
  }
  // The gateway under test loads the supergraph from its file, as in production.
  execFileSync(process.execPath, [TSX, COMPOSE], { stdio: ['ignore', 'ignore', 'inherit'] });
}
