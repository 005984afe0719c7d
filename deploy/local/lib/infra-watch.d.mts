// Types of infra-watch.mjs for the TypeScript tests and benchmarks that use it (the runner itself is plain JS).
import { EventEmitter } from 'node:events';
import type { RestartPolicy } from './supervisor.mjs';

export function processAlive(pid: number): boolean;
export function recordedPid(stateDir: string, component: string): number | null;

export interface InfraWatchOptions {
  infraScript: string;
  stateDir: string;
  components: string[];
  env?: NodeJS.ProcessEnv;
  policy?: Partial<RestartPolicy>;
  intervalMs?: number;
  log?: (line: string) => void;
}

export class InfraWatch extends EventEmitter {
  constructor(options: InfraWatchOptions);
  start(): this;
  check(): void;
  stop(): Promise<void>;
}
