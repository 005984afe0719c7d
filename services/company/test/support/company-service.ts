import { expect } from '@jest/globals';
import {
  CandidateProfileUpdatedV1,
  CandidateUnlockedV1,
  InterviewUpdatedV1,
  InterviewUploadedV1,
  TokensGrantedV1,
  TokensSpentV1,
  UserRegisteredV1,
} from '@hiring/contracts';
import { commitGroupOffsets, createKafka, createLogger, startService, type RunningService } from '@hiring/service-kit';
import { deleteTestIndices, testServiceEnv, testToken, uniqueSuffix, waitFor } from '@hiring/service-kit/testing';
import { subgraphClient, type GraphqlResult } from '@hiring/test-kit/graphql';
import { companyService } from '../../src/server.js';
import { loadCompanyConfig, type CompanyConfig } from '../../src/config.js';
import { SEARCH_TOPICS } from '../../src/domain/search/rebuild-projection.js';
import { SEARCH_PROJECTION_GROUP } from '../../src/subscriptions.js';
import { COMPANY_GROUPS } from '../../src/domain/consumer-groups.js';
import type { WalletEntry } from '../../src/models/wallet-entry.model.js';
import { startTestPublisher } from '@hiring/test-kit/events';

export type CompanyService = RunningService<CompanyConfig>;

/**
 * One database and one group prefix, so several starts are replicas (or restarts) of one deployment.
 * Its consumer groups begin at the topics' current ends: the shared test broker holds the history of
 * every earlier run (thousands of profile events), which a fresh group would otherwise replay into
 * the database one message at a time before reaching this test's events. The view's own group
 * starts where the projection group does, so it skips that history too.
 */
export function companyDeployment(extra: Record<string, string> = {}) {
  const env = testServiceEnv('company', extra);
  const config = loadCompanyConfig(env);
  let started = false;
  return {
    env,
    config,
    start: async (): Promise<CompanyService> => {
      if (!started) await skipHistory(config);
      started = true;
      return startService({ ...companyService(config), consumerSessionTimeoutMs: 10_000 });
    },
  };
}

async function skipHistory(config: CompanyConfig): Promise<void> {
  const kafka = createKafka({ clientId: 'test-skip-history', brokers: config.KAFKA_BROKERS, logger: createLogger('test', 'silent') });
  const groups: [string, string[]][] = [
    [SEARCH_PROJECTION_GROUP, SEARCH_TOPICS],
    ['company.profiles', [UserRegisteredV1.topic]],
    ['company.wallet', [TokensGrantedV1.topic]],
    // The webhook groups too: their saved-search check waits for this view to apply each change,
    // which it never does for the history the view skipped.
    [COMPANY_GROUPS.webhooks, [CandidateUnlockedV1.topic, TokensSpentV1.topic]],
    [COMPANY_GROUPS.webhookSearches, [...new Set([CandidateProfileUpdatedV1.topic, InterviewUploadedV1.topic, InterviewUpdatedV1.topic])]],
  ];
  await Promise.all(groups.map(([group, topics]) => commitGroupOffsets(kafka, `${config.KAFKA_GROUP_PREFIX}${group}`, topics, 'latest')));
}

export type GraphqlResponse<T> = GraphqlResult<T>;

/** Calls a service's subgraph directly (no gateway) as the given company. */
export function graphql<T>(service: CompanyService, token: string, query: string, variables: Record<string, unknown> = {}): Promise<GraphqlResponse<T>> {
  return subgraphClient(service)<T>(query, { token, variables });
}

/** A fresh token (they last ten minutes; some suites run longer). */
export function companyToken(companyId: string): string {
  return testToken({ userId: companyId, userType: 'company' });
}

export function newCompanyId(): string {
  return `company-${uniqueSuffix()}${uniqueSuffix()}`;
}

/** Waits until the search index writer handled the event and everything published before it (written and searchable). */
export async function viewApplied(service: CompanyService, eventId: string): Promise<void> {
  await waitFor(
    async () => {
      const response = await fetch(`${service.url}/search-view/events/${eventId}`);
      return ((await response.json()) as { applied: boolean }).applied;
    },
    { what: `the search index to hold ${eventId}` },
  );
  // And everything published before it: the writer's group handles partitions in parallel, so an
  // earlier event on another partition may still be on its way (the read barrier's wait).
  const writer = service.consumers.find((consumer) => consumer.groupId.endsWith(SEARCH_PROJECTION_GROUP));
  if (!writer || !(await writer.caughtUp(30_000))) throw new Error(`the search index writer did not catch up after ${eventId}`);
}

/** Waits until the projection group handled the event (its dedupe marker is written after the handler). */
export async function projectionHandled(service: CompanyService, eventId: string): Promise<void> {
  const marker = `${service.config.KAFKA_GROUP_PREFIX}company.search-projection:${eventId}`;
  // The projection group of a fresh test database first replays the topics' whole history (every
  // test run on this broker adds to it), one message at a time: allow for it.
  await waitFor(async () => (await service.connection.collection('processed_events').countDocuments({ _id: marker as never })) === 1, {
    what: `the projection to handle ${eventId}`,
    timeoutMs: 240_000,
    intervalMs: 500,
  });
}

/** Two replicas of one deployment (one database) and an event publisher, for tests of races between replicas. */
export async function startTwoReplicas(deployment: ReturnType<typeof companyDeployment>) {
  const publisher = await startTestPublisher();
  const replicas: [CompanyService, CompanyService] = [await deployment.start(), await deployment.start()];
  return { publisher, replicas };
}

/** Drops the deployment's database and stops what startTwoReplicas started (whatever of it did start). */
export async function stopTwoReplicas(started: { publisher?: { stop(): Promise<void> }; replicas?: CompanyService[] }): Promise<void> {
  await started.replicas?.[0]?.connection.dropDatabase().catch(() => undefined);
  await Promise.all((started.replicas ?? []).map((replica) => replica.stop()));
  const config = started.replicas?.[0]?.config;
  await deleteTestIndices(config?.OPENSEARCH_URL, config?.OPENSEARCH_INDEX_PREFIX).catch(() => undefined);
  await started.publisher?.stop();
}

/** A company's ledger as stored, in seq order (read straight from the collection). */
export async function readLedger(replica: CompanyService, companyId: string): Promise<WalletEntry[]> {
  return (await replica.connection.collection<WalletEntry>('wallet_entries').find({ companyId }).sort({ seq: 1 }).toArray()) as WalletEntry[];
}

/** Contiguous seqs keyed `<company>:<seq>`, running balances that add up and never go negative, each ref once. */
export function expectConsistentLedger(entries: WalletEntry[]): void {
  let balance = 0;
  entries.forEach((entry, i) => {
    expect(entry.seq).toBe(i + 1);
    expect(entry._id).toBe(`${entry.companyId}:${entry.seq}`);
    balance += entry.delta;
    expect(entry.balanceAfter).toBe(balance);
    expect(entry.balanceAfter).toBeGreaterThanOrEqual(0);
  });
  expect(new Set(entries.map((e) => e.uniqueRef)).size).toBe(entries.length);
}
