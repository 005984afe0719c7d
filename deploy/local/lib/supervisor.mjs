// Supervision of the product's processes, like a container restart policy: a child that exits is
// started again after a backoff that doubles (0.5 s, 1 s, 2 s ... capped at 15 s) and starts over
// once the child has stayed up for a while (30 s), so one crash costs one service for a moment,
// not the whole product. Used by deploy/local/run-product.mjs and by the fault-injection suite
// (deploy/test/fault-injection.test.ts), so the restarts the suite measures are the runner's own.
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import { createWriteStream } from 'node:fs';

/**
 * @typedef {object} RestartPolicy
 * @property {number} initialDelayMs first restart after this long (then doubled per consecutive crash)
 * @property {number} maxDelayMs the backoff never waits longer than this
 * @property {number} resetAfterMs a child that stayed up this long counts as healthy: its next crash waits initialDelayMs again
 * @property {number} stopTimeoutMs on stop, SIGTERM first; SIGKILL after this long
 */

/** @type {RestartPolicy} */
export const DEFAULT_POLICY = Object.freeze({ initialDelayMs: 500, maxDelayMs: 15_000, resetAfterMs: 30_000, stopTimeoutMs: 10_000 });

/**
 * The wait before restart number `consecutive` (1 for the first crash after a healthy run):
 * initialDelayMs × 2^(consecutive − 1), capped at maxDelayMs. Doubling keeps a crash loop (a
 * database that is down, a bad configuration) from spinning the CPU while a single crash is
 * repaired within half a second.
 * @param {number} consecutive
 * @param {Pick<RestartPolicy, 'initialDelayMs' | 'maxDelayMs'>} [policy]
 */
export function restartDelay(consecutive, policy = DEFAULT_POLICY) {
  const exponent = Math.max(0, Math.min(consecutive - 1, 30));
  return Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** exponent);
}

/**
 * @typedef {object} ChildSpec
 * @property {string} name shown in logs and events
 * @property {string} command executable, e.g. process.execPath
 * @property {string[]} [args]
 * @property {NodeJS.ProcessEnv} [env]
 * @property {string} [cwd]
 * @property {string} [logFile] stdout and stderr of every run are appended here
 * @property {boolean} [echoStderr] also copy stderr to this process's stderr, prefixed `[name]`
 * @property {string} [healthUrl] polled after each start until it answers 2xx ('healthy' event)
 */

/**
 * One supervised program: its current run (pid), how often it was restarted and what it does next.
 * Events: 'spawn' {pid, restarts}, 'exit' {code, signal, uptimeMs, restartInMs (null when stopping)},
 * 'healthy' {pid, restarts, sinceSpawnMs}.
 */
export class SupervisedProcess extends EventEmitter {
  /** @param {Supervisor} supervisor @param {ChildSpec} spec */
  constructor(supervisor, spec) {
    super();
    this.supervisor = supervisor;
    this.spec = spec;
    this.name = spec.name;
    /** @type {import('node:child_process').ChildProcess | null} */
    this.child = null;
    /** @type {number | null} */
    this.pid = null;
    /** Restarts so far (the first start is not one). */
    this.restarts = 0;
    /** Crashes since the last run that stayed up resetAfterMs: the exponent of the next wait. */
    this.consecutiveCrashes = 0;
    /** @type {'starting' | 'running' | 'backoff' | 'stopped'} */
    this.state = 'starting';
    this.spawnedAt = 0;
    /** @type {NodeJS.Timeout | null} */
    this.backoffTimer = null;
    /** @type {import('node:fs').WriteStream | null} */
    this.log = spec.logFile ? createWriteStream(spec.logFile, { flags: 'a' }) : null;
    this.healthy = false;
  }

  /** @internal */
  spawnChild() {
    if (this.supervisor.stopping) return;
    const { spec } = this;
    const child = spawn(spec.command, spec.args ?? [], {
      env: spec.env ?? process.env,
      cwd: spec.cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: a terminal's Ctrl-C reaches only the supervisor, which stops the
      // children itself (in order, and none is mistaken for a crash and restarted).
      detached: true,
    });
    this.child = child;
    this.pid = child.pid ?? null;
    this.state = 'running';
    this.healthy = false;
    this.spawnedAt = Date.now();
    if (this.log) {
      child.stdout?.pipe(this.log, { end: false });
      child.stderr?.pipe(this.log, { end: false });
    } else {
      child.stdout?.resume();
      if (!spec.echoStderr) child.stderr?.resume();
    }
    if (spec.echoStderr) child.stderr?.on('data', (chunk) => process.stderr.write(`[${spec.name}] ${chunk}`));
    let ended = false;
    /** @param {number | null} code @param {NodeJS.Signals | null} signal */
    const finish = (code, signal) => {
      if (ended) return;
      ended = true;
      this.onChildEnd(child, code, signal);
    };
    child.once('exit', finish);
    // A spawn failure (missing executable) emits 'error' and never 'exit'; later errors (a failed
    // kill) change nothing.
    child.on('error', (error) => {
      if (child.pid === undefined) {
        this.supervisor.logLine(`${spec.name} could not start: ${error.message}`);
        finish(null, null);
      }
    });
    if (this.pid !== null) {
      this.emit('spawn', { pid: this.pid, restarts: this.restarts });
      if (spec.healthUrl) void this.pollHealth(child);
    }
  }

  /** @internal @param {import('node:child_process').ChildProcess} child */
  async pollHealth(child) {
    const url = /** @type {string} */ (this.spec.healthUrl);
    while (this.child === child && child.exitCode === null && child.signalCode === null && !this.supervisor.stopping) {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
        await response.arrayBuffer();
        if (response.ok && this.child === child) {
          this.healthy = true;
          this.emit('healthy', { pid: child.pid, restarts: this.restarts, sinceSpawnMs: Date.now() - this.spawnedAt });
          return;
        }
      } catch {
        // not answering yet
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** @internal */
  onChildEnd(child, code, signal) {
    if (this.child !== child) return;
    this.child = null;
    this.pid = null;
    this.healthy = false;
    const uptimeMs = Date.now() - this.spawnedAt;
    if (this.supervisor.stopping) {
      this.state = 'stopped';
      this.emit('exit', { code, signal, uptimeMs, restartInMs: null });
      return;
    }
    const policy = this.supervisor.policy;
    if (uptimeMs >= policy.resetAfterMs) this.consecutiveCrashes = 0;
    this.consecutiveCrashes += 1;
    const delay = restartDelay(this.consecutiveCrashes, policy);
    this.state = 'backoff';
    this.emit('exit', { code, signal, uptimeMs, restartInMs: delay });
    // A listener may have stopped everything (the runner does while the product is still starting).
    if (this.supervisor.stopping) {
      this.state = 'stopped';
      return;
    }
    this.supervisor.logLine(`${this.name} exited (${signal ?? `code ${code}`}); restarting in ${(delay / 1000).toFixed(1)}s (restart ${this.restarts + 1})`);
    this.backoffTimer = setTimeout(() => {
      this.backoffTimer = null;
      if (this.supervisor.stopping) return;
      this.restarts += 1;
      this.spawnChild();
    }, delay);
  }

  /** Resolves when the current (or next) run answers its healthUrl. */
  waitHealthy(timeoutMs = 60_000) {
    if (this.healthy) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.off('healthy', done);
        reject(
          new Error(
            `${this.name} did not become healthy at ${this.spec.healthUrl} within ${timeoutMs / 1000}s${this.spec.logFile ? `; see ${this.spec.logFile}` : ''}`,
          ),
        );
      }, timeoutMs);
      const done = () => {
        clearTimeout(timer);
        resolve();
      };
      this.once('healthy', done);
    });
  }

  /** @internal Stops this program: no restart is pending afterwards and no run is left. */
  async stop() {
    if (this.backoffTimer) clearTimeout(this.backoffTimer);
    this.backoffTimer = null;
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      await new Promise((resolve) => {
        const killer = setTimeout(() => killGroup(child, 'SIGKILL'), this.supervisor.policy.stopTimeoutMs);
        child.once('exit', () => {
          clearTimeout(killer);
          resolve(undefined);
        });
        killGroup(child, 'SIGTERM');
      });
    }
    this.state = 'stopped';
    if (child && this.log) {
      // 'exit' comes before the child's last output is read: wait for its pipes to close (a
      // second at most), then detach them, so nothing is written to the log after its end.
      if (child.stdout && !child.stdout.destroyed) {
        await new Promise((resolve) => {
          const timer = setTimeout(resolve, 1000);
          child.once('close', () => {
            clearTimeout(timer);
            resolve(undefined);
          });
        });
      }
      for (const stream of [child.stdout, child.stderr]) {
        stream?.unpipe(this.log);
        stream?.resume();
      }
    }
    await new Promise((resolve) => (this.log ? this.log.end(resolve) : resolve(undefined)));
  }
}

/** Signals the child's process group (it leads one: detached), falling back to the child alone. */
function killGroup(child, signal) {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
}

/**
 * Starts programs and keeps them running until stop(). A child that exits (crash, kill -9, OOM)
 * is restarted with backoff and logged; the others are untouched. stop() cancels pending
 * restarts, SIGTERMs every child (SIGKILL after stopTimeoutMs) and resolves once all have exited.
 * If this process exits without stop() (an uncaught error), the children are killed on the way out,
 * so none is left running on the product's ports.
 */
export class Supervisor {
  /** @param {{ policy?: Partial<RestartPolicy>, log?: (line: string) => void }} [options] */
  constructor(options = {}) {
    /** @type {RestartPolicy} */
    this.policy = { ...DEFAULT_POLICY, ...options.policy };
    this.logLine = options.log ?? ((line) => console.log(`[run] ${line}`));
    /** @type {SupervisedProcess[]} */
    this.processes = [];
    this.stopping = false;
    /** @type {Promise<void> | null} */
    this.stopped = null;
    this.killOnExit = () => {
      for (const p of this.processes) if (p.child) killGroup(p.child, 'SIGKILL');
    };
    process.on('exit', this.killOnExit);
  }

  /** Starts a program under supervision. @param {ChildSpec} spec */
  start(spec) {
    if (this.stopping) throw new Error(`cannot start ${spec.name}: the supervisor is stopping`);
    const supervised = new SupervisedProcess(this, spec);
    this.processes.push(supervised);
    supervised.spawnChild();
    return supervised;
  }

  /** @param {string} name */
  get(name) {
    const found = this.processes.find((p) => p.name === name);
    if (!found) throw new Error(`no supervised process named ${name}`);
    return found;
  }

  /** Stops everything (idempotent; later calls return the same promise). */
  stop() {
    if (!this.stopped) {
      this.stopping = true;
      this.stopped = Promise.all(this.processes.map((p) => p.stop())).then(() => {
        process.off('exit', this.killOnExit);
      });
    }
    return this.stopped;
  }
}
