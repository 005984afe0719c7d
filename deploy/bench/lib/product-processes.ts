// The product as separate processes for benchmarks: the six services and the gateway spawned
// from their builds (`services/<name>/dist/main.js`, `gateway/dist/main.js`) as
// deploy/local/run-product.mjs spawns them, plus the local infrastructure when none is given,
// and the CPU time each process spent (/proc/<pid>/stat). Run after `npm run build`.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { freePort } from '../../test/support/private-infra.js';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE_FLAGS, productProcesses } from '../../local/lib/product.mjs';
import { SUBGRAPHS, type SubgraphName } from '../../../gateway/src/supergraph/subgraphs.js';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const INFRA = join(ROOT, 'deploy', 'local', 'infra.sh');
/** Linux clock ticks per second (`getconf CLK_TCK`): utime and stime are counted in these. */
const CLOCK_TICKS = 100;

export { freePort };

export const SERVICE_NAMES: readonly SubgraphName[] = SUBGRAPHS.map((s) => s.name);

export interface Infra {
  mongoUrl: string;
  kafkaBrokers: string[];
  /** The search engine (the company service's OPENSEARCH_URL). */
  openSearchUrl: string;
  /** Pids of Kafka, FerretDB and OpenSearch when known (ours, or HM_STATE_DIR names the running ones). */
  pids: { name: string; pid: number }[];
  /** Whether this run started it (and stops it). */
  owned: boolean;
  stop(): void;
}

function pidsIn(stateDir: string): { name: string; pid: number }[] {
  const found: { name: string; pid: number }[] = [];
  for (const [component, name] of [
    ['kafka', 'kafka (broker)'],
    ['mongo', 'ferretdb'],
    ['opensearch', 'opensearch'],
  ] as const) {
    const file = join(stateDir, 'run', `${component}.pid`);
    if (!existsSync(file)) continue;
    const pid = Number(readFileSync(file, 'utf8').trim());
    if (Number.isInteger(pid) && pid > 0 && existsSync(`/proc/${pid}`)) found.push({ name, pid });
  }
  return found;
}

/**
 * MONGO_URL, KAFKA_BROKERS and OPENSEARCH_URL from the environment when all are set (e.g. from
 * `eval "$(HM_STATE_DIR=... KAFKA_PORT=... bash deploy/local/infra.sh env)"`); otherwise Kafka,
 * FerretDB and an OpenSearch node of our own (a 1 GB heap, as the search bench's figures were
 * measured with), on free ports, with their state in `stateDir` (never the default ports).
 */
export async function useOrStartInfra(stateDir: string): Promise<Infra> {
  const mongo = process.env['MONGO_URL'];
  const kafka = process.env['KAFKA_BROKERS'];
  const openSearch = process.env['OPENSEARCH_URL'];
  if (mongo && kafka && openSearch) {
    const given = process.env['HM_STATE_DIR'];
    return {
      mongoUrl: mongo,
      kafkaBrokers: kafka.split(','),
      openSearchUrl: openSearch,
      pids: given ? pidsIn(given) : [],
      owned: false,
      stop: () => undefined,
    };
  }
  mkdirSync(stateDir, { recursive: true });
  const env = {
    ...process.env,
    HM_STATE_DIR: stateDir,
    KAFKA_PORT: String(await freePort()),
    KAFKA_CONTROLLER_PORT: String(await freePort()),
    MONGO_PORT: String(await freePort()),
    STRIPE_MOCK_PORT: String(await freePort()),
    STRIPE_MOCK_HTTPS_PORT: String(await freePort()),
    OPENSEARCH_PORT: String(await freePort()),
    OPENSEARCH_TRANSPORT_PORT: String(await freePort()),
    OPENSEARCH_HEAP: process.env['OPENSEARCH_HEAP'] ?? '1g',
  };
  execFileSync('bash', [INFRA, 'start', 'kafka', 'mongo', 'opensearch'], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exported = Object.fromEntries(
    execFileSync('bash', [INFRA, 'env'], { env, encoding: 'utf8' })
      .split('\n')
      .map((line) => /^export (\w+)=(.*)$/.exec(line))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => [m[1]!, m[2]!]),
  );
  return {
    mongoUrl: exported['MONGO_URL']!,
    kafkaBrokers: exported['KAFKA_BROKERS']!.split(','),
    openSearchUrl: exported['OPENSEARCH_URL']!,
    pids: pidsIn(stateDir),
    owned: true,
    stop: () => execFileSync('bash', [INFRA, 'stop', 'kafka', 'mongo', 'opensearch'], { env, stdio: ['ignore', 'ignore', 'inherit'] }),
  };
}

export interface ProductProcess {
  name: string;
  pid: number;
  port: number;
  child: ChildProcess;
  log: string;
  /** performance.now() when the process was spawned (a restart's start is timed from it, not from the old one's stop). */
  spawnedAt: number;
}

export interface Product {
  gatewayUrl: string;
  processes: ProductProcess[];
  /**
   * Stops one service (SIGTERM) and starts it again on its port with the same environment, as a
   * restarted or added replica starts while the rest keeps running; resolves once it is healthy.
   * Its entry in `processes` gets the new pid.
   */
  restart(name: SubgraphName): Promise<ProductProcess>;
  /** Rejects when any process exits before stop(): a benchmark of a crashed product means nothing. */
  crashed: Promise<never>;
  stop(): Promise<void>;
}

export interface ProductOptions {
  /** Environment every process gets (infrastructure, secrets, SMTP_URL, DNS_SERVERS, ...). */
  env: Record<string, string | undefined>;
  /** Per service, e.g. its own MONGO_DB. */
  serviceEnv?: (name: SubgraphName) => Record<string, string>;
  /** Gateway on basePort, services on basePort+1..+6; free ports when unset. */
  basePort?: number;
  logsDir: string;
}

async function waitHealthy(name: string, url: string, child: ChildProcess, log: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode) throw new Error(`${name} exited (${child.signalCode ?? child.exitCode}) while starting; see ${log}`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${name} did not become healthy at ${url} within ${timeoutMs / 1000}s; see ${log}`);
}

/** Spawns the six services, waits until healthy, then the gateway over them (as run-product.mjs). */
export async function startProduct(options: ProductOptions): Promise<Product> {
  mkdirSync(options.logsDir, { recursive: true });
  for (const entry of [...SERVICE_NAMES.map((n) => `services/${n}/dist/main.js`), 'gateway/dist/main.js', 'gateway/supergraph/supergraph.graphql']) {
    if (!existsSync(join(ROOT, entry))) throw new Error(`${entry} is missing: run \`npm run build\` first.`);
  }
  const ports = new Map<string, number>();
  for (const [i, name] of ['gateway', ...SERVICE_NAMES].entries()) ports.set(name, options.basePort ? options.basePort + i : await freePort());

  const processes: ProductProcess[] = [];
  let stopping = false;
  let reportCrash: (error: Error) => void = () => undefined;
  const crashed = new Promise<never>((_, reject) => (reportCrash = reject));
  crashed.catch(() => undefined); // observed by whoever races it

  const launched = new Map<string, { entry: string; env: Record<string, string | undefined> }>();
  const launch = (name: string, entry: string, env: Record<string, string | undefined>) => {
    launched.set(name, { entry, env });
    const log = join(options.logsDir, `${name}.log`);
    const fd = openSync(log, 'a');
    // BENCH_NODE_FLAGS adds flags to every product process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`
    // (Node refuses --cpu-prof in NODE_OPTIONS); the profiles are written when the bench stops them.
    const extraFlags = (process.env['BENCH_NODE_FLAGS'] ?? '').split(' ').filter(Boolean);
    const child = spawn(process.execPath, [...NODE_FLAGS, ...extraFlags, join(ROOT, entry)], { env, stdio: ['ignore', fd, fd] });
    closeSync(fd);
    child.on('exit', (code, signal) => {
      if (!stopping) reportCrash(new Error(`${name} exited (${signal ?? code}) during the benchmark; see ${log}`));
    });
    const port = ports.get(name)!;
    const at = processes.findIndex((p) => p.name === name);
    const running = { name, pid: child.pid!, port, child, log, spawnedAt: performance.now() };
    if (at >= 0) processes[at] = running;
    else processes.push(running);
    return { child, log, port };
  };

  const restart = async (name: SubgraphName): Promise<ProductProcess> => {
    const current = processes.find((p) => p.name === name);
    const how = launched.get(name);
    if (!current || !how) throw new Error(`${name} is not part of this product`);
    current.child.removeAllListeners('exit');
    await new Promise<void>((resolve) => {
      if (current.child.exitCode !== null || current.child.signalCode) return resolve();
      current.child.once('exit', () => resolve());
      current.child.kill('SIGTERM');
    });
    const started = launch(name, how.entry, how.env);
    await waitHealthy(name, `http://127.0.0.1:${started.port}/health`, started.child, started.log);
    return processes.find((p) => p.name === name)!;
  };

  const stop = async () => {
    stopping = true;
    await Promise.all(
      [...processes].reverse().map(
        ({ child }) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode) return resolve();
            const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
  };

  try {
    // The environment of each process as run-product.mjs gives it (PORT, PERSON_KEYS_URL, the subgraph URLs).
    const specs = productProcesses({
      root: ROOT,
      services: SERVICE_NAMES.map((name) => ({ name, port: ports.get(name)! })),
      gatewayPort: ports.get('gateway')!,
      env: options.env,
      logDir: options.logsDir,
    });
    const started = specs.services.map((spec, i) => {
      const name = SERVICE_NAMES[i]!;
      return launch(name, `services/${name}/dist/main.js`, { ...spec.env, ...options.serviceEnv?.(name) });
    });
    await Promise.all(started.map(({ child, log, port }, i) => waitHealthy(SERVICE_NAMES[i]!, `http://127.0.0.1:${port}/health`, child, log)));
    const gatewayPort = ports.get('gateway')!;
    const gateway = launch('gateway', 'gateway/dist/main.js', specs.gateway.env);
    await waitHealthy('gateway', `http://127.0.0.1:${gatewayPort}/api/health`, gateway.child, gateway.log);
    return { gatewayUrl: `http://127.0.0.1:${gatewayPort}`, processes, crashed, stop, restart };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** CPU seconds (user + system, all threads) a live process has used, or null once it is gone. */
export function cpuSecondsOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3, the state.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

export type CpuSnapshot = Map<string, number>;

/** CPU seconds of each named process, and of this process under `self`. */
export function cpuSnapshot(processes: readonly { name: string; pid: number }[], self: string): CpuSnapshot {
  const snapshot: CpuSnapshot = new Map();
  for (const { name, pid } of processes) {
    const seconds = cpuSecondsOf(pid);
    if (seconds !== null) snapshot.set(name, seconds);
  }
  const own = process.cpuUsage();
  snapshot.set(self, (own.user + own.system) / 1e6);
  return snapshot;
}

export function cpuDelta(before: CpuSnapshot, after: CpuSnapshot): Map<string, number> {
  const delta = new Map<string, number>();
  for (const [name, seconds] of after) {
    const start = before.get(name);
    if (start !== undefined) delta.set(name, seconds - start);
  }
  return delta;
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}
