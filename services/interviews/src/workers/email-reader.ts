import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTaskPool, TaskPoolError, type TaskPool } from '@hiring/service-kit';
import type { ReadEmailResult, ReadEmailTask, ReaderSettings } from './read-email.task.js';

/** Reads uploaded emails off the event loop: what the upload pipeline calls. */
export interface EmailReader {
  read(task: ReadEmailTask): Promise<ReadEmailResult>;
  /** Starts a worker and loads its modules, so the first upload does not pay for it. */
  warm(): Promise<void>;
  close(): Promise<void>;
}

const WARM_UP: ReadEmailTask = {
  raw: new TextEncoder().encode('From: warm@up.invalid\r\nSubject: warm-up\r\n\r\n.\r\n'),
  verified: [],
  sourceType: 'email_upload',
};

export interface EmailReaderOptions {
  settings: ReaderSettings;
  threads: number;
  /** Budget of one email (parsing, DNS, extraction); past it its worker is terminated. */
  timeoutMs: number;
  maxOldGenerationSizeMb: number;
}

/**
 * The worker module next to this one when running the build. When the sources run (jest), the
 * built worker is used if there is one: compiling TypeScript in every new thread (tsx) takes
 * seconds, longer than a short reading budget. Tests run after the build, as CI does.
 */
function readerModule(): URL {
  const here = new URL('./read-email.worker.js', import.meta.url);
  const built = new URL('../../dist/workers/read-email.worker.js', import.meta.url);
  return !existsSync(fileURLToPath(here)) && existsSync(fileURLToPath(built)) ? built : here;
}

export function workerEmailReader(options: EmailReaderOptions): EmailReader {
  const pool: TaskPool<ReadEmailTask & { settings: ReaderSettings }, ReadEmailResult> = createTaskPool({
    worker: readerModule(),
    name: 'read-email',
    maxThreads: options.threads,
    timeoutMs: options.timeoutMs,
    maxOldGenerationSizeMb: options.maxOldGenerationSizeMb,
  });
  return {
    read: (task) => pool.run({ ...task, settings: options.settings }),
    warm: async () => {
      await pool.run({ ...WARM_UP, settings: options.settings });
    },
    close: () => pool.close(),
  };
}

export { TaskPoolError };
