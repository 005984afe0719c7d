// Supervision of the infrastructure the local runner started (Kafka, FerretDB, stripe-mock): the
// components are daemons of deploy/local/infra.sh (their pids in <state>/run/<component>.pid), so
// this polls their pids and, when one is gone (kill -9, an out-of-memory kill), starts it again
// with `infra.sh start <component>`, with the services' restart policy (backoff doubling from
// 0.5 s to 15 s, reset after 30 s up). The services reconnect by themselves (kafkajs, mongoose).
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_POLICY, restartDelay } from './supervisor.mjs';

/** Whether `pid` is a running process (a zombie left for a non-reaping init does not count). */
export function processAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

/** The pid infra.sh recorded for a component, or null. */
export function recordedPid(stateDir, component) {
  try {
    const pid = Number(readFileSync(join(stateDir, 'run', `${component}.pid`), 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Events: 'down' {component, pid}, 'restarted' {component, restarts, downForMs},
 * 'failed' {component, code, nextInMs}.
 */
export class InfraWatch extends EventEmitter {
  /**
   * @param {object} options
   * @param {string} options.infraScript path of deploy/local/infra.sh
   * @param {string} options.stateDir HM_STATE_DIR of that infrastructure
   * @param {string[]} options.components e.g. ['kafka', 'mongo', 'stripe']
   * @param {NodeJS.ProcessEnv} [options.env] infra.sh's environment (ports, state dir)
   * @param {Partial<typeof DEFAULT_POLICY>} [options.policy]
   * @param {number} [options.intervalMs] how often pids are checked (1 s)
   * @param {(line: string) => void} [options.log]
   */
  constructor(options) {
    super();
    this.options = options;
    this.policy = { ...DEFAULT_POLICY, ...options.policy };
    this.log = options.log ?? (() => undefined);
    /** @type {Map<string, { restarts: number, consecutive: number, upSince: number, busy: boolean }>} */
    this.state = new Map(options.components.map((c) => [c, { restarts: 0, consecutive: 0, upSince: Date.now(), busy: false }]));
    this.timer = null;
    this.stopped = false;
    /** @type {Set<import('node:child_process').ChildProcess>} */
    this.starting = new Set();
  }

  start() {
    this.timer = setInterval(() => this.check(), this.options.intervalMs ?? 1000);
    this.timer.unref();
    return this;
  }

  /** One look at every component; a missing one is restarted (once at a time per component). */
  check() {
    for (const [component, s] of this.state) {
      if (s.busy || this.stopped) continue;
      const pid = recordedPid(this.options.stateDir, component);
      if (pid !== null && processAlive(pid)) continue;
      s.busy = true;
      this.emit('down', { component, pid });
      void this.restart(component, s, Date.now());
    }
  }

  async restart(component, s, downAt) {
    if (Date.now() - s.upSince >= this.policy.resetAfterMs) s.consecutive = 0;
    s.consecutive += 1;
    const delay = restartDelay(s.consecutive, this.policy);
    this.log(`${component} is down; starting it again in ${(delay / 1000).toFixed(1)}s`);
    await new Promise((resolve) => setTimeout(resolve, delay).unref());
    while (!this.stopped) {
      const code = await this.runInfra(['start', component]);
      if (this.stopped) break;
      if (code === 0) {
        s.restarts += 1;
        s.upSince = Date.now();
        const downForMs = Date.now() - downAt;
        this.log(`${component} is up again (restart ${s.restarts}, ${(downForMs / 1000).toFixed(1)}s after it went down)`);
        this.emit('restarted', { component, restarts: s.restarts, downForMs });
        break;
      }
      s.consecutive += 1;
      const next = restartDelay(s.consecutive, this.policy);
      this.log(`${component} did not start (infra.sh exit ${code}); trying again in ${(next / 1000).toFixed(1)}s`);
      this.emit('failed', { component, code, nextInMs: next });
      await new Promise((resolve) => setTimeout(resolve, next).unref());
    }
    s.busy = false;
  }

  /** `infra.sh <args>`, asynchronously (the runner keeps answering meanwhile); resolves its exit code. */
  runInfra(args) {
    return new Promise((resolve) => {
      const child = spawn('bash', [this.options.infraScript, ...args], { env: this.options.env ?? process.env, stdio: ['ignore', 'ignore', 'pipe'] });
      this.starting.add(child);
      let stderr = '';
      child.stderr.on('data', (chunk) => {
        stderr = (stderr + chunk).slice(-4000);
      });
      child.on('error', () => resolve(-1));
      child.on('exit', (code) => {
        this.starting.delete(child);
        if (code !== 0 && stderr) this.log(stderr.trim().split('\n').slice(-3).join(' | '));
        resolve(code ?? -1);
      });
    });
  }

  /** No more checks or restarts; waits for a start under way (infra.sh holds its lock meanwhile). */
  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await Promise.all([...this.starting].map((child) => new Promise((resolve) => child.once('exit', resolve))));
  }
}
