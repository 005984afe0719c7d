import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { InfraWatch, processAlive, recordedPid } from '../lib/infra-watch.mjs';

/**
 * The local runner keeps the infrastructure it started running (issue 29): real FerretDB and
 * stripe-mock daemons of infra.sh, in a state directory and on ports of their own, get kill -9; the
 * watch starts each again and it answers on its port. Kafka goes through the same code (its figure,
 * kill to the first event consumed again, is `npm run bench:infra-crash`).
 */
const INFRA = fileURLToPath(new URL('../infra.sh', import.meta.url));
const stateDir = mkdtempSync(join(tmpdir(), 'hm-infra-watch-'));
const base = 41_000 + Math.floor(Math.random() * 2_000) * 4;
const env = { ...process.env, HM_STATE_DIR: stateDir, MONGO_PORT: String(base), STRIPE_MOCK_PORT: String(base + 1), STRIPE_MOCK_HTTPS_PORT: String(base + 2) };
const lines: string[] = [];
let watch: InfraWatch;

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

beforeAll(() => {
  execFileSync('bash', [INFRA, 'start', 'mongo', 'stripe'], { env, stdio: 'ignore' });
  watch = new InfraWatch({
    infraScript: INFRA,
    stateDir,
    components: ['mongo', 'stripe'],
    env,
    policy: { initialDelayMs: 50, maxDelayMs: 400 },
    intervalMs: 200,
    log: (line: string) => lines.push(line),
  }).start();
}, 120_000);

afterAll(async () => {
  await watch?.stop();
  execFileSync('bash', [INFRA, 'stop', 'mongo', 'stripe'], { env, stdio: 'ignore' });
});

it.each([
  ['mongo', 0],
  ['stripe', 1],
] as const)(
  '%s killed with -9 is started again and answers on its port',
  async (component, offset) => {
    const before = recordedPid(stateDir, component);
    expect(before).not.toBeNull();
    expect(await answers(base + offset)).toBe(true);
    const restarted = once(watch, 'restarted');
    process.kill(before!, 'SIGKILL');
    const [event] = (await restarted) as [{ component: string; restarts: number }];
    expect(event).toMatchObject({ component, restarts: 1 });
    const after = recordedPid(stateDir, component);
    expect(after).not.toBe(before);
    expect(processAlive(after!)).toBe(true);
    expect(await answers(base + offset)).toBe(true);
    expect(lines.some((line) => line.startsWith(`${component} is up again (restart 1,`))).toBe(true);
  },
  60_000,
);

it('a component that is up is left alone', async () => {
  const pids = ['mongo', 'stripe'].map((c) => recordedPid(stateDir, c));
  watch.check();
  watch.check();
  expect(['mongo', 'stripe'].map((c) => recordedPid(stateDir, c))).toEqual(pids);
  expect(lines.filter((line) => line.includes('is down'))).toHaveLength(2);
});
