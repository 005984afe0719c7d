import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { InfraWatch, processAlive, recordedPid } from '../lib/infra-watch.mjs';
import { freePort, portAnswers } from '@hiring/test-kit/infra';

/**
 * OpenSearch as an infra.sh component (the first step of moving the candidate search onto it): a
 * node of its own, in a private state directory on free ports, answers cluster health, takes an
 * index with an explicit mapping and answers a bool query with a sort and an aggregation; killed
 * with -9 the local runner's watch starts it again with its data; `infra.sh stop` closes its ports.
 * Part of every run (its JVM starts in 4-9 s on this machine kind, more under load).
 */
const INFRA = fileURLToPath(new URL('../infra.sh', import.meta.url));
let stateDir = '';
let env: NodeJS.ProcessEnv | undefined;
let url = '';
let ports: { http: number; transport: number };

const infra = (...args: string[]) => spawnSync('bash', [INFRA, ...args], { env, encoding: 'utf8' });

/** One request to the node; resolves the status and the parsed JSON body. */
async function call(method: string, path: string, body?: unknown): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

interface SearchAnswer {
  hits: { total: { value: number }; hits: { _id: string; sort?: unknown[] }[] };
  aggregations?: { cities: { buckets: { key: string; doc_count: number }[] } };
}
const search = async (body: unknown) => {
  const { status, json } = await call('POST', '/candidates/_search', body);
  expect(status).toBe(200);
  return json as unknown as SearchAnswer;
};

describe('OpenSearch from infra.sh', () => {
  beforeAll(async () => {
    stateDir = mkdtempSync(join(tmpdir(), 'hm-opensearch-'));
    ports = { http: await freePort(), transport: await freePort() };
    env = { ...process.env, HM_STATE_DIR: stateDir, OPENSEARCH_PORT: String(ports.http), OPENSEARCH_TRANSPORT_PORT: String(ports.transport) };
    // The first run downloads the jars (45 MB) and compiles the launcher: the time limit allows it.
    const started = infra('start', 'opensearch');
    if (started.status !== 0) throw new Error(`infra.sh start opensearch exited ${started.status}:\n${started.stderr}`);
    url = /^export OPENSEARCH_URL=(\S+)$/m.exec(infra('env').stdout)?.[1] ?? '';
  }, 300_000);

  afterAll(() => {
    if (!env) return; // never the default state directory's node
    infra('stop', 'opensearch');
    rmSync(stateDir, { recursive: true, force: true });
  }, 60_000);

  it('is up on its own port, a single-node cluster', async () => {
    expect(url).toBe(`http://127.0.0.1:${ports.http}`);
    expect(infra('status', 'opensearch').stdout).toMatch(new RegExp(`^opensearch +up +http://127\\.0\\.0\\.1:${ports.http} +pid \\d+$`, 'm'));
    const { status, json } = await call('GET', '/_cluster/health');
    expect(status).toBe(200);
    expect(['green', 'yellow']).toContain(json['status']);
    expect(json).toMatchObject({ cluster_name: 'hiring-marketplace-local', number_of_nodes: 1, number_of_data_nodes: 1 });
    const root = await call('GET', '/');
    expect(root.json).toMatchObject({ name: 'opensearch-1', version: { distribution: 'opensearch', number: '2.19.6' } });
  });

  it('indexes with an explicit mapping and answers a bool query with a sort and a terms aggregation', async () => {
    const created = await call('PUT', '/candidates-v1', {
      settings: {
        number_of_shards: 1,
        number_of_replicas: 0,
        // lowercase and asciifolding: the analysis-common module is loaded.
        analysis: { analyzer: { folded: { type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'asciifolding'] } } },
      },
      mappings: {
        dynamic: 'strict',
        properties: {
          candidateId: { type: 'keyword' },
          city: { type: 'keyword' },
          headline: { type: 'text', analyzer: 'folded' },
          yearsOfExperience: { type: 'integer' },
          location: { type: 'alias', path: 'city' },
        },
      },
      aliases: { candidates: {} },
    });
    expect(created).toEqual({ status: 200, json: { acknowledged: true, shards_acknowledged: true, index: 'candidates-v1' } });
    expect((await call('GET', '/_cluster/health/candidates-v1?wait_for_status=green&timeout=10s')).json['status']).toBe('green');

    for (const [id, doc] of [
      ['c-1', { candidateId: 'c-1', city: 'Lisbon', headline: 'Senior TypeScript engineer, event-driven systems (José)', yearsOfExperience: 7 }],
      ['c-2', { candidateId: 'c-2', city: 'Lisbon', headline: 'Junior TypeScript developer', yearsOfExperience: 2 }],
    ] as const) {
      const indexed = await call('PUT', `/candidates/_doc/${id}?refresh=wait_for`, doc);
      expect(indexed.status).toBe(201);
      expect(indexed.json).toMatchObject({ _index: 'candidates-v1', _id: id, result: 'created' });
    }
    // The mapping is strict: a field it does not name is refused.
    const refused = await call('PUT', '/candidates/_doc/c-3?refresh=wait_for', { candidateId: 'c-3', salary: 1 });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ error: { type: 'strict_dynamic_mapping_exception' } });

    const query = (mustNot: unknown[], order: 'asc' | 'desc') => ({
      query: {
        bool: {
          must: [{ match: { headline: 'typescript' } }],
          filter: [{ term: { location: 'Lisbon' } }], // through the field alias
          must_not: mustNot,
        },
      },
      sort: [{ yearsOfExperience: order }],
      aggs: { cities: { terms: { field: 'city' } } },
    });
    const juniorsOut = await search(query([{ range: { yearsOfExperience: { lt: 3 } } }], 'desc'));
    expect(juniorsOut.hits.total.value).toBe(1);
    expect(juniorsOut.hits.hits.map((h) => [h._id, h.sort])).toEqual([['c-1', [7]]]);
    expect(juniorsOut.aggregations?.cities.buckets).toEqual([{ key: 'Lisbon', doc_count: 1 }]);

    const all = await search(query([{ term: { city: 'Porto' } }], 'asc'));
    expect(all.hits.hits.map((h) => [h._id, h.sort])).toEqual([
      ['c-2', [2]],
      ['c-1', [7]],
    ]);
    expect(all.aggregations?.cities.buckets).toEqual([{ key: 'Lisbon', doc_count: 2 }]);

    // "jose" finds "José" (asciifolding); the keyword field is exact ("lisbon" is not "Lisbon").
    expect((await search({ query: { match: { headline: 'jose' } } })).hits.hits.map((h) => h._id)).toEqual(['c-1']);
    expect((await search({ query: { term: { location: 'lisbon' } } })).hits.total.value).toBe(0);
  });

  it('killed with -9 is started again by the local runner’s watch, with its data', async () => {
    const before = recordedPid(stateDir, 'opensearch');
    expect(before).not.toBeNull();
    const lines: string[] = [];
    const watch = new InfraWatch({
      infraScript: INFRA,
      stateDir,
      components: ['opensearch'],
      env,
      policy: { initialDelayMs: 50, maxDelayMs: 400 },
      intervalMs: 200,
      log: (line: string) => lines.push(line),
    }).start();
    try {
      const restarted = once(watch, 'restarted');
      process.kill(before!, 'SIGKILL');
      const [event] = (await restarted) as [{ component: string; restarts: number }];
      expect(event).toMatchObject({ component: 'opensearch', restarts: 1 });
    } finally {
      await watch.stop();
    }
    const after = recordedPid(stateDir, 'opensearch');
    expect(after).not.toBe(before);
    expect(processAlive(after!)).toBe(true);
    expect(lines.some((line) => line.startsWith('opensearch is up again (restart 1,'))).toBe(true);
    expect((await call('GET', '/candidates/_count')).json['count']).toBe(2);
  }, 180_000);

  it('stops with infra.sh stop: its ports are closed', async () => {
    const pid = recordedPid(stateDir, 'opensearch');
    const stopped = infra('stop', 'opensearch');
    expect(stopped.status).toBe(0);
    expect(stopped.stderr).toMatch(/opensearch: stopped \(pid \d+/);
    expect(processAlive(pid!)).toBe(false);
    expect(recordedPid(stateDir, 'opensearch')).toBeNull();
    expect(await portAnswers(ports.http)).toBe(false);
    expect(await portAnswers(ports.transport)).toBe(false);
    expect(infra('status', 'opensearch').status).toBe(1);
  }, 60_000);
});
