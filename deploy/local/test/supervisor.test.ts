import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from '@jest/globals';
import { DEFAULT_POLICY, restartDelay, Supervisor, type ExitEvent, type SupervisedProcess } from '../lib/supervisor.mjs';
import { processAlive } from '../lib/infra-watch.mjs';

/**
 * The local runner's restart policy (deploy/local/lib/supervisor.mjs) on real child processes:
 * `node -e` programs that exit, crash, get kill -9 or ignore SIGTERM. Figures asserted are the
 * delays the supervisor chose, never measured wall-clock times.
 */
const HARNESS = fileURLToPath(new URL('./fixtures/supervise.mjs', import.meta.url));
const FOREVER = 'setInterval(() => {}, 1000)';
const IGNORES_TERM = "process.on('SIGTERM', () => {}); setInterval(() => {}, 1000)";

const supervisors: Supervisor[] = [];
function supervisor(policy: Partial<typeof DEFAULT_POLICY> = {}, lines: string[] = []) {
  const s = new Supervisor({
    policy: { initialDelayMs: 20, maxDelayMs: 160, resetAfterMs: 60_000, stopTimeoutMs: 2000, ...policy },
    log: (line) => lines.push(line),
  });
  supervisors.push(s);
  return s;
}
afterEach(async () => {
  await Promise.all(supervisors.splice(0).map((s) => s.stop()));
});

/** Whether a process runs (a zombie waiting to be reaped by a non-reaping init does not count). */
const alive = processAlive;

/** Collects the next `count` exits of a supervised program. */
function exits(p: SupervisedProcess, count: number): Promise<ExitEvent[]> {
  const seen: ExitEvent[] = [];
  return new Promise((resolve) => {
    const on = (event: ExitEvent) => {
      seen.push(event);
      if (seen.length === count) {
        p.off('exit', on);
        resolve(seen);
      }
    };
    p.on('exit', on);
  });
}

const nextSpawn = (p: SupervisedProcess) => once(p, 'spawn').then(([event]) => event as { pid: number; restarts: number });

describe('restartDelay', () => {
  it('doubles from 0.5 s and stays at 15 s, like a container restart policy', () => {
    expect(Array.from({ length: 8 }, (_, i) => restartDelay(i + 1))).toEqual([500, 1000, 2000, 4000, 8000, 15_000, 15_000, 15_000]);
    expect(DEFAULT_POLICY).toMatchObject({ initialDelayMs: 500, maxDelayMs: 15_000, resetAfterMs: 30_000 });
    expect(restartDelay(1000)).toBe(15_000);
  });
});

describe('Supervisor', () => {
  it('restarts a program that keeps crashing, doubling the wait up to the cap, and logs each restart', async () => {
    const lines: string[] = [];
    const s = supervisor({}, lines);
    const crasher = s.start({ name: 'crasher', command: process.execPath, args: ['-e', 'process.exit(3)'] });
    const seen = await exits(crasher, 6);
    expect(seen.map((e) => e.code)).toEqual([3, 3, 3, 3, 3, 3]);
    expect(seen.map((e) => e.restartInMs)).toEqual([20, 40, 80, 160, 160, 160]);
    expect(lines.slice(0, 3)).toEqual([
      'crasher exited (code 3); restarting in 0.0s (restart 1)',
      'crasher exited (code 3); restarting in 0.0s (restart 2)',
      'crasher exited (code 3); restarting in 0.1s (restart 3)',
    ]);
    expect(crasher.restarts).toBeGreaterThanOrEqual(5);
  });

  it('restarts a kill -9ed program with a new pid and leaves the others running', async () => {
    const lines: string[] = [];
    const s = supervisor({}, lines);
    const victim = s.start({ name: 'company', command: process.execPath, args: ['-e', FOREVER] });
    const bystander = s.start({ name: 'auth', command: process.execPath, args: ['-e', FOREVER] });
    const [victimPid, bystanderPid] = [victim.pid!, bystander.pid!];
    const respawned = nextSpawn(victim);
    process.kill(victimPid, 'SIGKILL');
    const { pid, restarts } = await respawned;
    expect(restarts).toBe(1);
    expect(pid).not.toBe(victimPid);
    expect(alive(pid)).toBe(true);
    expect(alive(victimPid)).toBe(false);
    expect(bystander.pid).toBe(bystanderPid);
    expect(bystander.restarts).toBe(0);
    expect(lines).toEqual(['company exited (SIGKILL); restarting in 0.0s (restart 1)']);
  });

  it('starts the backoff over once a program stayed up resetAfterMs', async () => {
    // sh starts in milliseconds, so which runs count as healthy does not depend on the machine's load.
    const s = supervisor({ resetAfterMs: 1000 });
    // Up 1.3 s, then a crash: each crash follows a healthy run, so each waits the initial delay.
    const steady = s.start({ name: 'steady', command: '/bin/sh', args: ['-c', 'sleep 1.3; exit 1'] });
    expect((await exits(steady, 3)).map((e) => e.restartInMs)).toEqual([20, 20, 20]);
    // The same policy for a program that dies at once: the wait grows.
    const flapping = s.start({ name: 'flapping', command: '/bin/sh', args: ['-c', 'exit 1'] });
    expect((await exits(flapping, 3)).map((e) => e.restartInMs)).toEqual([20, 40, 80]);
  });

  it('reports when a run answers its health URL, after each restart', async () => {
    const s = supervisor();
    const server = `require('node:http').createServer((q, r) => r.end('ok')).listen(Number(process.env.P), '127.0.0.1')`;
    const { createServer } = await import('node:net');
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const web = s.start({
      name: 'web',
      command: process.execPath,
      args: ['-e', server],
      env: { ...process.env, P: String(port) },
      healthUrl: `http://127.0.0.1:${port}/`,
    });
    await web.waitHealthy(20_000);
    expect(web.healthy).toBe(true);
    const healthyAgain = once(web, 'healthy');
    process.kill(web.pid!, 'SIGKILL');
    const [event] = (await healthyAgain) as [{ restarts: number }];
    expect(event.restarts).toBe(1);
    expect(web.healthy).toBe(true);
  });

  it('stop() during a backoff wait cancels the restart and stops the running programs, SIGKILL for one that ignores SIGTERM', async () => {
    const s = supervisor({ initialDelayMs: 60_000, maxDelayMs: 60_000, stopTimeoutMs: 300 });
    const crashed = s.start({ name: 'crashed', command: process.execPath, args: ['-e', 'process.exit(1)'] });
    const marker = join(mkdtempSync(join(tmpdir(), 'supervisor-test-')), 'ignoring');
    const stubborn = s.start({
      name: 'stubborn',
      command: process.execPath,
      args: ['-e', `${IGNORES_TERM}; require('node:fs').writeFileSync(process.env.MARKER, '')`],
      env: { ...process.env, MARKER: marker },
    });
    const polite = s.start({ name: 'polite', command: process.execPath, args: ['-e', FOREVER] });
    const [crashEvent] = await exits(crashed, 1);
    expect(crashEvent.restartInMs).toBe(60_000);
    expect(crashed.state).toBe('backoff');
    const pids = [stubborn.pid!, polite.pid!];
    // Once the stubborn one has installed its handler, SIGTERM really is ignored.
    while (!existsSync(marker)) await new Promise((resolve) => setTimeout(resolve, 50));
    const stopExits = Promise.all([exits(stubborn, 1), exits(polite, 1)]);
    let respawned = false;
    crashed.on('spawn', () => (respawned = true));
    await s.stop();
    const [[stubbornExit], [politeExit]] = await stopExits;
    expect(stubbornExit).toMatchObject({ signal: 'SIGKILL', restartInMs: null });
    expect(politeExit).toMatchObject({ signal: 'SIGTERM', restartInMs: null });
    expect(pids.filter(alive)).toEqual([]);
    expect([crashed.state, stubborn.state, polite.state]).toEqual(['stopped', 'stopped', 'stopped']);
    expect(respawned).toBe(false);
    expect(() => s.start({ name: 'late', command: process.execPath, args: ['-e', FOREVER] })).toThrow(/stopping/);
  });

  it('restarts a program that cannot be started at all (missing executable) with backoff', async () => {
    const lines: string[] = [];
    const s = supervisor({}, lines);
    const missing = s.start({ name: 'missing', command: '/nonexistent/program' });
    expect((await exits(missing, 3)).map((e) => e.restartInMs)).toEqual([20, 40, 80]);
    expect(lines[0]).toMatch(/^missing could not start: spawn \/nonexistent\/program ENOENT$/);
  });
});

describe('a runner built on the Supervisor (deploy/local/test/fixtures/supervise.mjs)', () => {
  const harnesses: ChildProcess[] = [];
  afterEach(() => {
    // A failed test must not leave its runner (and the runner's children) behind.
    for (const child of harnesses.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });

  interface Line {
    event?: string;
    name?: string;
    pid?: number;
    restarts?: number;
    restartInMs?: number | null;
    log?: string;
  }

  function runHarness(programs: { name: string; code: string }[], policy: Record<string, number>, mode = '') {
    const child = spawn(process.execPath, [HARNESS, JSON.stringify(programs), JSON.stringify(policy), mode], { stdio: ['ignore', 'pipe', 'pipe'] });
    const lines: Line[] = [];
    let buffer = '';
    let stderr = '';
    const waiters: (() => void)[] = [];
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      let newline;
      while ((newline = buffer.indexOf('\n')) >= 0) {
        lines.push(JSON.parse(buffer.slice(0, newline)) as Line);
        buffer = buffer.slice(newline + 1);
        for (const wake of waiters.splice(0)) wake();
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
    harnesses.push(child);
    const waitFor = async (match: (line: Line) => boolean) => {
      for (;;) {
        const found = lines.find(match);
        if (found) return found;
        await new Promise<void>((resolve) => waiters.push(resolve));
      }
    };
    return { child, lines, waitFor, exited, stderr: () => stderr };
  }

  it('SIGTERM while a program waits out its backoff stops everything: no restart, no child left', async () => {
    const run = runHarness(
      [
        { name: 'service', code: FOREVER },
        { name: 'crashing', code: 'process.exit(2)' },
      ],
      { initialDelayMs: 10_000, stopTimeoutMs: 2000 },
    );
    const service = await run.waitFor((l) => l.event === 'spawn' && l.name === 'service');
    await run.waitFor((l) => l.event === 'exit' && l.name === 'crashing' && l.restartInMs === 10_000);
    await run.waitFor((l) => l.log === 'crashing exited (code 2); restarting in 10.0s (restart 1)');
    run.child.kill('SIGTERM');
    const [code] = await run.exited;
    expect(code).toBe(0);
    expect(run.lines.at(-1)).toEqual({ event: 'stopped' });
    expect(run.lines.filter((l) => l.event === 'spawn' && l.name === 'crashing')).toHaveLength(1);
    expect(alive(service.pid!)).toBe(false);
  });

  it('Ctrl-C (SIGINT to the runner) stops the children it started', async () => {
    const run = runHarness(
      [
        { name: 'a', code: FOREVER },
        { name: 'b', code: IGNORES_TERM },
      ],
      { stopTimeoutMs: 500 },
    );
    await run.waitFor((l) => l.event === 'ready');
    const pids = run.lines.filter((l) => l.event === 'spawn').map((l) => l.pid!);
    await new Promise((resolve) => setTimeout(resolve, 300));
    run.child.kill('SIGINT');
    await run.exited;
    expect(pids).toHaveLength(2);
    expect(pids.filter(alive)).toEqual([]);
  });

  it('a runner that dies of an uncaught error takes its children with it', async () => {
    const run = runHarness([{ name: 'a', code: FOREVER }], {}, 'crash');
    const spawned = await run.waitFor((l) => l.event === 'spawn');
    const [code] = await run.exited;
    expect(code).not.toBe(0);
    expect(run.stderr()).toContain('the runner itself crashed');
    // The kill on the way out is synchronous; the child may take a moment to be reaped.
    for (let i = 0; i < 50 && alive(spawned.pid!); i++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(alive(spawned.pid!)).toBe(false);
  });
});
