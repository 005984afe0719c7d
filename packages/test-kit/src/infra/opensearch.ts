import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';

const INFRA = fileURLToPath(new URL('../../../../deploy/local/infra.sh', import.meta.url));

export interface PrivateOpenSearch {
  /** `http://127.0.0.1:<port>` */
  url: string;
  stop(): void | Promise<void>;
}

/**
 * A single-node OpenSearch of the test's own (deploy/local/infra.sh, a state directory in /tmp,
 * free ports): the jars and the launcher come from the shared cache, the first time from Maven
 * Central. Fails with infra.sh's own account of why it did not start.
 */
export async function startPrivateOpenSearch(
  options: { ports?: { http: number; transport: number }; settings?: string; heap?: string } = {},
): Promise<PrivateOpenSearch & { pid(): number }> {
  const stateDir = mkdtempSync(join(tmpdir(), 'hm-opensearch-'));
  const env = {
    ...process.env,
    HM_STATE_DIR: stateDir,
    OPENSEARCH_PORT: String(options.ports?.http ?? (await freePort())),
    OPENSEARCH_TRANSPORT_PORT: String(options.ports?.transport ?? (await freePort())),
    OPENSEARCH_SETTINGS: options.settings ?? '',
    ...(options.heap ? { OPENSEARCH_HEAP: options.heap } : {}),
    // A JVM start takes 20-30 s on a quiet machine and several times that on a loaded one (CI).
    INFRA_START_TIMEOUT: process.env['INFRA_START_TIMEOUT'] ?? '240',
  };
  // Asynchronous: jest's global setup starts the containers meanwhile.
  const infra = (...args: string[]) =>
    new Promise<{ status: number; stderr: string }>((resolve) => {
      execFile('bash', [INFRA, ...args], { env, encoding: 'utf8' }, (error, _stdout, stderr) =>
        resolve({ status: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stderr }),
      );
    });
  const started = await infra('start', 'opensearch');
  if (started.status !== 0) throw new Error(`infra.sh start opensearch exited ${started.status}:\n${started.stderr}`);
  return {
    url: `http://127.0.0.1:${env.OPENSEARCH_PORT}`,
    pid: () => Number(readFileSync(join(stateDir, 'run', 'opensearch.pid'), 'utf8').trim()),
    async stop() {
      await infra('stop', 'opensearch');
      rmSync(stateDir, { recursive: true, force: true });
    },
  };
}

/**
 * The run's one OpenSearch node when jest's global setup (or the caller) gives `OPENSEARCH_URL`,
 * else a private one. Tests on the shared node keep apart by index prefix and delete their indices.
 */
export async function testOpenSearch(): Promise<PrivateOpenSearch> {
  const given = process.env['OPENSEARCH_URL'];
  if (given) return { url: given, stop: () => undefined };
  return startPrivateOpenSearch();
}

/**
 * A cluster of OpenSearch nodes on this machine, each an infra.sh node of its own with the roles
 * given (e.g. `[['cluster_manager', 'data'], ['data']]`), all started at once: a new cluster forms
 * only once its initial cluster managers see each other.
 */
export async function startOpenSearchCluster(roles: string[][], options: { heap?: string } = {}) {
  const names = roles.map((_, i) => `node-${i + 1}`);
  const managers = names.filter((_, i) => roles[i]!.includes('cluster_manager'));
  const ports: { http: number; transport: number }[] = [];
  for (const _ of names) ports.push({ http: await freePort(), transport: await freePort() });
  const seeds = ports.map((p) => `127.0.0.1:${p.transport}`).join(',');
  const started = await Promise.allSettled(
    names.map((name, i) =>
      startPrivateOpenSearch({
        ports: ports[i]!,
        heap: options.heap,
        settings: `cluster.name=hm-test-cluster node.name=${name} node.roles=${roles[i]!.join(',')} discovery.seed_hosts=${seeds} cluster.initial_cluster_manager_nodes=${managers.join(',')}`,
      }),
    ),
  );
  const nodes = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (failed) {
    await Promise.all(nodes.map((node) => node.stop()));
    throw failed.reason;
  }
  return { names, nodes, stop: () => Promise.all(nodes.map((node) => node.stop())) };
}
