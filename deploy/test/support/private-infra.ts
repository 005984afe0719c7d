import { freePort } from '@hiring/test-kit/infra';
import { processAlive } from '../../local/lib/infra-watch.mjs';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const INFRA = join(ROOT, 'deploy', 'local', 'infra.sh');

export { freePort };

export type Component = 'kafka' | 'mongo';

/**
 * Kafka and FerretDB of the test's own, through deploy/local/infra.sh on free ports with the state
 * in `stateDir`, so a test can kill -9 them without touching anyone else's. infra.sh runs
 * asynchronously (never execFileSync): the load the test drives keeps running while a component
 * starts again.
 */
export class PrivateInfra {
  readonly env: NodeJS.ProcessEnv;
  mongoUrl = '';
  kafkaBrokers = '';

  private constructor(
    readonly stateDir: string,
    ports: { kafka: number; controller: number; mongo: number; stripe: number; stripeHttps: number },
  ) {
    this.env = {
      PATH: process.env['PATH'],
      HOME: process.env['HOME'],
      HM_STATE_DIR: stateDir,
      KAFKA_PORT: String(ports.kafka),
      KAFKA_CONTROLLER_PORT: String(ports.controller),
      MONGO_PORT: String(ports.mongo),
      STRIPE_MOCK_PORT: String(ports.stripe),
      STRIPE_MOCK_HTTPS_PORT: String(ports.stripeHttps),
    };
    if (process.env['HM_CACHE_DIR']) this.env['HM_CACHE_DIR'] = process.env['HM_CACHE_DIR'];
  }

  static async create(stateDir: string): Promise<PrivateInfra> {
    mkdirSync(stateDir, { recursive: true });
    const [kafka, controller, mongo, stripe, stripeHttps] = [await freePort(), await freePort(), await freePort(), await freePort(), await freePort()];
    return new PrivateInfra(stateDir, { kafka, controller, mongo, stripe, stripeHttps });
  }

  private infra(...args: string[]) {
    return run('bash', [INFRA, ...args], { env: this.env, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  }

  /** Starts the components (waits until each is ready) and reads their addresses. */
  async start(...components: Component[]): Promise<void> {
    try {
      await this.infra('start', ...components);
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr ?? '';
      throw new Error(`infra.sh start ${components.join(' ')} failed:\n${stderr.slice(-4000)}`);
    }
    const { stdout } = await this.infra('env');
    for (const match of stdout.matchAll(/^export (\w+)=(.*)$/gm)) {
      if (match[1] === 'MONGO_URL') this.mongoUrl = match[2]!;
      if (match[1] === 'KAFKA_BROKERS') this.kafkaBrokers = match[2]!;
    }
  }

  /** The pid infra.sh recorded for a component (null when it is not running). */
  pid(component: Component): number | null {
    const file = join(this.stateDir, 'run', `${component}.pid`);
    if (!existsSync(file)) return null;
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 && existsSync(`/proc/${pid}`) ? pid : null;
  }

  /** kill -9, and wait until the process is gone (its port closed with it). */
  async kill9(component: Component): Promise<number> {
    const pid = this.pid(component);
    if (pid === null) throw new Error(`${component} is not running (no live pid in ${this.stateDir}/run)`);
    process.kill(pid, 'SIGKILL');
    while (isRunning(pid)) await new Promise((resolve) => setTimeout(resolve, 20));
    return pid;
  }

  logFile(component: Component): string {
    return join(this.stateDir, 'logs', component === 'kafka' ? 'kafka.log' : 'ferretdb.log');
  }

  /** Stops whatever of ours still runs (infra.sh only stops pids it recorded in stateDir). */
  async stop(): Promise<void> {
    await this.infra('stop', 'kafka', 'mongo').catch(() => undefined);
  }
}

/** A live process that is not a zombie (the local runner's own check). */
export const isRunning: (pid: number) => boolean = processAlive;
