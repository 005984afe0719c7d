import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { aProfile, anInterview } from '@hiring/test-kit/events';
import { startOpenSearchCluster } from '@hiring/test-kit/infra';
import { uniqueSuffix, waitFor } from '@hiring/service-kit/testing';
import { OpenSearchSearch } from '../../src/domain/search/opensearch/opensearch-search.js';
import { CandidateWriter } from '../../src/domain/search/opensearch/candidate-writer.js';
import { interviewSnapshotRecord, profileRecord } from '../../src/domain/search/records.js';

/**
 * The search index on more than one node, as deploy/k8s runs it (OPENSEARCH_SHARDS,
 * OPENSEARCH_REPLICAS): two nodes (the first also the cluster manager), an index of two primaries.
 * With a copy of each shard on the other node, killing the second node (-9) loses no candidate:
 * the copies on the first become primaries. The same kill with no copies loses the candidates of
 * the shard the dead node held, which shows that the first check can fail.
 */
let cluster: Awaited<ReturnType<typeof startOpenSearchCluster>>;
const engines: OpenSearchSearch[] = [];

const engineOn = (node: number, replicas: number, prefix: string) => {
  const engine = new OpenSearchSearch({ url: cluster.nodes[node]!.url, prefix, layout: { shards: 2, replicas } });
  engines.push(engine);
  return engine;
};

/** Candidates with `marker` as a skill, written through the engine's node. */
async function seed(engine: OpenSearchSearch, marker: string, count: number) {
  const writer = new CandidateWriter({ client: engine.client, alias: engine.alias });
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const profile = aProfile({ skills: [marker], revision: 1 });
    await writer.apply({ kind: 'profile', record: profileRecord(profile) });
    await writer.apply({
      kind: 'interview',
      record: interviewSnapshotRecord(anInterview(profile.candidateId, { companyName: `Co ${i}`, revision: 1, visibility: 'public' })),
    });
    ids.push(profile.candidateId);
  }
  return ids.sort();
}

/** The documents an index answers with: only the shards that are up count (no error for a missing one). */
const reachable = async (engine: OpenSearchSearch) => {
  const { body } = await engine.client.search({ index: engine.index, size: 100, _source: false, allow_partial_search_results: true } as never);
  const answer = body as { hits: { hits: { _id: string }[] }; _shards: { successful: number } };
  return { ids: answer.hits.hits.map((hit) => hit._id).sort(), shards: answer._shards.successful };
};

const primariesOn = async (engine: OpenSearchSearch, node: string) => {
  const { body } = await engine.client.cat.shards({ index: engine.index, format: 'json' } as never);
  return (body as { prirep: string; node: string }[]).filter((shard) => shard.prirep === 'p' && shard.node === node).length;
};

const green = (engine: OpenSearchSearch) =>
  waitFor(async () => (((await engine.client.cluster.health({ index: engine.index } as never)).body as { status: string }).status === 'green' ? true : null), {
    timeoutMs: 60_000,
    what: `${engine.index} green`,
  });

beforeAll(async () => {
  cluster = await startOpenSearchCluster([['cluster_manager', 'data'], ['data']], { heap: '384m' });
}, 300_000);

afterAll(async () => {
  for (const engine of engines) await engine.close().catch(() => undefined);
  await cluster?.stop();
}, 60_000);

describe('the search index on a two-node cluster', () => {
  it('keeps every candidate when a node dies if each shard has a copy, and loses the dead node’s shard if not', async () => {
    const copied = engineOn(0, 1, `copied_${uniqueSuffix().toLowerCase()}_`);
    const single = engineOn(0, 0, `single_${uniqueSuffix().toLowerCase()}_`);
    await Promise.all([copied.ensureIndex(), single.ensureIndex()]);
    await Promise.all([green(copied), green(single)]);
    const health = (await copied.client.cluster.health({} as never)).body as { number_of_nodes: number; number_of_data_nodes: number };
    expect([health.number_of_nodes, health.number_of_data_nodes]).toEqual([2, 2]);

    const marker = `cluster${uniqueSuffix()}`;
    const [copiedIds, singleIds] = await Promise.all([seed(copied, marker, 12), seed(single, marker, 12)]);
    // Written through the first node, found through the second too.
    const viaSecond = engineOn(1, 1, copied.alias.replace(/candidates$/, ''));
    expect((await reachable(viaSecond)).ids).toEqual(copiedIds);
    expect((await reachable(copied)).ids).toEqual(copiedIds);
    expect((await reachable(single)).ids).toEqual(singleIds);
    // Two primaries on two nodes: the second node holds one of the unreplicated index's.
    expect(await primariesOn(single, 'node-2')).toBe(1);

    process.kill(cluster.nodes[1]!.pid(), 'SIGKILL');
    const survived = await waitFor(
      async () => {
        const answer = await reachable(copied).catch(() => null);
        return answer && answer.shards === 2 ? answer : null;
      },
      { timeoutMs: 90_000, what: 'both shards of the copied index answering on the surviving node' },
    );
    expect(survived.ids).toEqual(copiedIds);
    const lost = await reachable(single);
    expect(lost.shards).toBe(1);
    expect(lost.ids.length).toBeLessThan(singleIds.length);
    expect(lost.ids.every((id) => singleIds.includes(id))).toBe(true);
  }, 240_000);
});
