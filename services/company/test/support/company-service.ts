import { startService, type RunningService } from '@hiring/service-kit';
import { testServiceEnv, testToken, uniqueSuffix, waitFor } from '@hiring/service-kit/testing';
import { companyService } from '../../src/server.js';
import { loadCompanyConfig, type CompanyConfig } from '../../src/config.js';

export type CompanyService = RunningService<CompanyConfig>;

/** One database and one group prefix, so several starts are replicas (or restarts) of one deployment. */
export function companyDeployment(extra: Record<string, string> = {}) {
  const env = testServiceEnv('company', extra);
  const config = loadCompanyConfig(env);
  return {
    env,
    config,
    start: (): Promise<CompanyService> => startService({ ...companyService(config), consumerSessionTimeoutMs: 10_000 }),
  };
}

export interface GraphqlResponse<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** Calls a service's subgraph directly (no gateway) as the given company. */
export async function graphql<T>(service: CompanyService, token: string, query: string, variables: Record<string, unknown> = {}): Promise<GraphqlResponse<T>> {
  const response = await fetch(`${service.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as GraphqlResponse<T>;
}

export function companyToken(companyId: string): string {
  return testToken({ userId: companyId, userType: 'company' });
}

export function newCompanyId(): string {
  return `company-${uniqueSuffix()}${uniqueSuffix()}`;
}

/** Waits until this replica's in-memory view applied the event (its own consumer group). */
export async function viewApplied(service: CompanyService, eventId: string): Promise<void> {
  await waitFor(
    async () => {
      const response = await fetch(`${service.url}/search-view/events/${eventId}`);
      return ((await response.json()) as { applied: boolean }).applied;
    },
    { what: `the search view to apply ${eventId}` },
  );
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
