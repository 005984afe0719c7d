// Types of supervisor.mjs for the TypeScript tests that use it (the runner itself is plain JS).
import type { ChildProcess } from 'node:child_process';
import { EventEmitter } from 'node:events';

export interface RestartPolicy {
  initialDelayMs: number;
  maxDelayMs: number;
  resetAfterMs: number;
  stopTimeoutMs: number;
}

export const DEFAULT_POLICY: Readonly<RestartPolicy>;

export function restartDelay(consecutive: number, policy?: Pick<RestartPolicy, 'initialDelayMs' | 'maxDelayMs'>): number;

export interface ChildSpec {
  name: string;
  command: string;
  args?: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  logFile?: string;
  echoStderr?: boolean;
  healthUrl?: string;
}

export interface SpawnEvent {
  pid: number;
  restarts: number;
}
export interface ExitEvent {
  code: number | null;
  signal: NodeJS.Signals | null;
  uptimeMs: number;
  /** null when the supervisor is stopping (no restart follows). */
  restartInMs: number | null;
}
export interface HealthyEvent {
  pid: number;
  restarts: number;
  sinceSpawnMs: number;
}

export class SupervisedProcess extends EventEmitter {
  readonly name: string;
  readonly spec: ChildSpec;
  readonly child: ChildProcess | null;
  readonly pid: number | null;
  readonly restarts: number;
  readonly consecutiveCrashes: number;
  readonly state: 'starting' | 'running' | 'backoff' | 'stopped';
  readonly healthy: boolean;
  waitHealthy(timeoutMs?: number): Promise<void>;
  on(event: 'spawn', listener: (event: SpawnEvent) => void): this;
  on(event: 'exit', listener: (event: ExitEvent) => void): this;
  on(event: 'healthy', listener: (event: HealthyEvent) => void): this;
  once(event: 'spawn', listener: (event: SpawnEvent) => void): this;
  once(event: 'exit', listener: (event: ExitEvent) => void): this;
  once(event: 'healthy', listener: (event: HealthyEvent) => void): this;
}

export class Supervisor {
  constructor(options?: { policy?: Partial<RestartPolicy>; log?: (line: string) => void });
  readonly policy: RestartPolicy;
  readonly processes: SupervisedProcess[];
  readonly stopping: boolean;
  start(spec: ChildSpec): SupervisedProcess;
  get(name: string): SupervisedProcess;
  stop(): Promise<void>;
}
