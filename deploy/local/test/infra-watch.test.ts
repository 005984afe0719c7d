import { execFileSync, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { InfraWatch, processAlive, recordedPid } from '../lib/infra-watch.mjs';
import { freePort, portAnswers } from '@hiring/test-kit/infra';

/**
 * The local runner keeps the infrastructure it started running (issue 29): real FerretDB and
 * stripe-mock daemons of infra.sh, in a state directory and on ports of their own, get kill -9; the
 * watch starts each again and it answers on its port. Kafka goes through the same code (its figure,
 * kill to the first event consumed again, is `npm run bench:infra-crash`).
 */
const INFRA = fileURLToPath(new URL('../infra.sh', import.meta.url));
const stateDir = mkdtempSync(join(tmpdir(), 'hm-infra-watch-'));
let ports: number[];
let env: NodeJS.ProcessEnv;
const lines: string[] = [];
let watch: InfraWatch;

beforeAll(async () => {
  // Ports the system says are free (a random pick could land on another file's listener).
  ports = [await freePort(), await freePort(), await freePort()];
  env = { ...process.env, HM_STATE_DIR: stateDir, MONGO_PORT: String(ports[0]), STRIPE_MOCK_PORT: String(ports[1]), STRIPE_MOCK_HTTPS_PORT: String(ports[2]) };
  // infra.sh says why a start failed on stderr: a failure shows it (CI once printed only "Command failed").
  const started = spawnSync('bash', [INFRA, 'start', 'mongo', 'stripe'], { env, encoding: 'utf8' });
  if (started.status !== 0) throw new Error(`infra.sh start mongo stripe exited ${started.status}:\n${started.stderr}`);
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
  if (!env) return; // never the default state directory's infrastructure
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
    expect(await portAnswers(ports[offset])).toBe(true);
    const restarted = once(watch, 'restarted');
    process.kill(before!, 'SIGKILL');
    const [event] = (await restarted) as [{ component: string; restarts: number }];
    expect(event).toMatchObject({ component, restarts: 1 });
    const after = recordedPid(stateDir, component);
    expect(after).not.toBe(before);
    expect(processAlive(after!)).toBe(true);
    expect(await portAnswers(ports[offset])).toBe(true);
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
