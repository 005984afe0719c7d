import { execFile as execFileCb } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const execFile = promisify(execFileCb);
const INFRA = fileURLToPath(new URL('../../../deploy/local/infra.sh', import.meta.url));
const REPO = fileURLToPath(new URL('../../../', import.meta.url));
/** Where the teardown finds the extra brokers' state directories. */
const STATE_DIRS = 'HM_TEST_WORKER_BROKER_DIRS';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const stateDir = (worker: number) => join(process.env['HM_STATE_DIR'] ?? join(REPO, '.local'), `jest-worker-${worker}`);

/**
 * With local processes (no container engine): Kafka brokers for jest workers 2..N beside the one
 * deploy/local/infra.sh runs for worker 1, each with its own state directory (fresh every run) and
 * free ports, started at once. Returns their addresses.
 */
export async function startWorkerBrokers(count: number): Promise<string[]> {
  const started: string[] = [];
  const brokers = await Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const dir = stateDir(index + 2);
      await execFile('bash', [INFRA, 'stop', 'kafka'], { env: { ...process.env, HM_STATE_DIR: dir } }).catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
      const [port, controller] = [await freePort(), await freePort()];
      started.push(dir);
      await execFile('bash', [INFRA, 'start', 'kafka'], {
        env: { ...process.env, HM_STATE_DIR: dir, KAFKA_PORT: String(port), KAFKA_CONTROLLER_PORT: String(controller) },
      });
      return `127.0.0.1:${port}`;
    }),
  );
  process.env[STATE_DIRS] = started.join(' ');
  return brokers;
}

/** Stops what startWorkerBrokers started (the teardown). */
export async function stopWorkerBrokers(): Promise<void> {
  const dirs = (process.env[STATE_DIRS] ?? '').split(' ').filter(Boolean);
  await Promise.all(dirs.map((dir) => execFile('bash', [INFRA, 'stop', 'kafka'], { env: { ...process.env, HM_STATE_DIR: dir } }).catch(() => undefined)));
}
