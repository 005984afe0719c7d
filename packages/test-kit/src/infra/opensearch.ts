import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';

const INFRA = fileURLToPath(new URL('../../../../deploy/local/infra.sh', import.meta.url));

export interface PrivateOpenSearch {
  /** `http://127.0.0.1:<port>` */
  url: string;
  stop(): void;
}

/**
 * A single-node OpenSearch of the test's own (deploy/local/infra.sh, a state directory in /tmp,
 * free ports): the jars and the launcher come from the shared cache, the first time from Maven
 * Central. Fails with infra.sh's own account of why it did not start.
 */
export async function startPrivateOpenSearch(): Promise<PrivateOpenSearch> {
  const stateDir = mkdtempSync(join(tmpdir(), 'hm-opensearch-'));
  const env = {
    ...process.env,
    HM_STATE_DIR: stateDir,
    OPENSEARCH_PORT: String(await freePort()),
    OPENSEARCH_TRANSPORT_PORT: String(await freePort()),
    // A JVM start takes 20-30 s on a quiet machine and several times that on a loaded one (CI).
    INFRA_START_TIMEOUT: process.env['INFRA_START_TIMEOUT'] ?? '240',
  };
  const infra = (...args: string[]) => spawnSync('bash', [INFRA, ...args], { env, encoding: 'utf8' });
  const started = infra('start', 'opensearch');
  if (started.status !== 0) throw new Error(`infra.sh start opensearch exited ${started.status}:\n${started.stderr}`);
  return {
    url: `http://127.0.0.1:${env.OPENSEARCH_PORT}`,
    stop() {
      infra('stop', 'opensearch');
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
