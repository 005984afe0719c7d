import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { MessageChannel, receiveMessageOnPort } from 'node:worker_threads';
import { Piscina } from 'piscina';

/**
 * Why a task gave no answer: over its time budget (its worker was terminated), over its memory cap,
 * its worker died, the caller aborted, the queue is full, the pool is closed, or the task threw.
 */
export type TaskFailureKind = 'timeout' | 'out-of-memory' | 'crashed' | 'aborted' | 'busy' | 'closed' | 'failed';

export class TaskPoolError extends Error {
  override readonly name = 'TaskPoolError';

  constructor(
    readonly kind: TaskFailureKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export interface TaskPoolOptions {
  /** The worker module: its default export takes the input and returns (or resolves to) the output. */
  worker: URL;
  maxThreads: number;
  /** Budget of one task from `run` to its answer (queueing included); past it the worker is terminated. */
  timeoutMs: number;
  /** V8 old-generation cap of each worker; a task past it kills only its worker. */
  maxOldGenerationSizeMb: number;
  /** Tasks waiting for a worker at most; more are refused as `busy`. Default 8 per thread. */
  maxQueue?: number;
  /** Names the threads (diagnostics). */
  name?: string;
}

export interface TaskPool<TInput, TOutput> {
  run(input: TInput, options?: { signal?: AbortSignal }): Promise<TOutput>;
  close(): Promise<void>;
}

/**
 * Where the worker module really is. From `dist` the URL names a `.js` file that exists. Under jest
 * or `tsx src/main.ts` the code runs from sources, so `new URL('./x.worker.js', import.meta.url)`
 * names a file next to its `.ts` source: workers then load the `.ts` through tsx.
 */
export function resolveWorkerModule(worker: URL): { filename: string; execArgv: string[] } {
  const path = fileURLToPath(worker);
  const typescript = path.endsWith('.ts') ? path : path.endsWith('.js') && !existsSync(path) ? `${path.slice(0, -3)}.ts` : null;
  if (typescript && existsSync(typescript)) return { filename: pathToFileURL(typescript).href, execArgv: ['--import', 'tsx'] };
  if (!existsSync(path)) throw new Error(`worker module not found: ${path}`);
  // Not the parent's flags: a parent run under tsx or with a debugger must not pass them on.
  return { filename: worker.href, execArgv: [] };
}

let realmChecked = false;

/**
 * Under jest, code runs in a vm context whose `Object` is not the one of messages that arrive from
 * worker threads, and piscina recognises a new worker's "ready" message with `instanceof Object`:
 * workers started after the pool (replacing a terminated one) would never get a task there. In
 * such a context only, `instanceof Object` also accepts plain objects of the messages' realm.
 * Outside a sandbox the probe's message is an Object and nothing changes.
 */
function acceptObjectsOfMessageRealm(): void {
  if (realmChecked) return;
  realmChecked = true;
  const { port1, port2 } = new MessageChannel();
  port1.postMessage({});
  const received: unknown = receiveMessageOnPort(port2)?.message;
  port1.close();
  if (typeof received !== 'object' || received === null || received instanceof Object) return;
  const foreignPrototype = Object.getPrototypeOf(received) as object;
  const native = Function.prototype[Symbol.hasInstance];
  Object.defineProperty(Object, Symbol.hasInstance, {
    configurable: true,
    value(value: unknown): boolean {
      return native.call(Object, value) || (typeof value === 'object' && value !== null && Object.prototype.isPrototypeOf.call(foreignPrototype, value));
    },
  });
}

function codeOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

// Duck-typed: under jest, piscina's errors may come from another realm than this module's Error.
function messageOf(error: unknown): string {
  return typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' ? error.message : String(error);
}

/**
 * A pool of worker threads (piscina) for work on untrusted input: each task runs with a time budget
 * and a memory cap, so a hostile input costs one worker, never the service's event loop.
 */
export function createTaskPool<TInput, TOutput>(options: TaskPoolOptions): TaskPool<TInput, TOutput> {
  const { filename, execArgv } = resolveWorkerModule(options.worker);
  acceptObjectsOfMessageRealm();
  const pool = new Piscina<TInput, TOutput>({
    filename,
    name: 'default',
    execArgv,
    maxThreads: options.maxThreads,
    // Workers start on demand and leave when idle: a service that never gets such a task pays nothing.
    minThreads: 0,
    idleTimeout: 30_000,
    maxQueue: options.maxQueue ?? options.maxThreads * 8,
    atomics: 'disabled',
    resourceLimits: { maxOldGenerationSizeMb: options.maxOldGenerationSizeMb },
  });
  let closed = false;

  return {
    async run(input, runOptions = {}) {
      if (closed) throw new TaskPoolError('closed', 'the task pool is closed');
      const budget = AbortSignal.timeout(options.timeoutMs);
      // Aborting a running task makes piscina terminate its worker (and start another when needed).
      const signal = runOptions.signal ? AbortSignal.any([budget, runOptions.signal]) : budget;
      try {
        return await pool.run(input, { signal });
      } catch (error) {
        if (budget.aborted) throw new TaskPoolError('timeout', `task over its ${options.timeoutMs} ms budget; its worker was terminated`, { cause: error });
        if (runOptions.signal?.aborted) throw new TaskPoolError('aborted', 'task aborted by the caller', { cause: error });
        const code = codeOf(error);
        if (code === 'ERR_WORKER_OUT_OF_MEMORY') {
          throw new TaskPoolError('out-of-memory', `task over its ${options.maxOldGenerationSizeMb} MB memory cap; its worker was terminated`, {
            cause: error,
          });
        }
        if (messageOf(error) === 'Task queue is at limit') throw new TaskPoolError('busy', 'too many tasks waiting for a worker', { cause: error });
        if (closed) throw new TaskPoolError('closed', 'the task pool is closed', { cause: error });
        if (code?.startsWith('ERR_WORKER') || /^worker exited with code|^Terminating worker thread/.test(messageOf(error))) {
          throw new TaskPoolError('crashed', `the worker died: ${messageOf(error)}`, { cause: error });
        }
        throw new TaskPoolError('failed', messageOf(error), { cause: error });
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      // Running tasks are not waited for: they may be the endless ones.
      await pool.destroy();
    },
  };
}
