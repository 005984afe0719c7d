import { startService, type RunningService, type BaseServiceConfig } from '@hiring/service-kit';
import {
  deleteTestIndices,
  eventsSettled,
  registerTestKeys,
  startTestSmtpServer,
  testServiceEnv,
  TEST_JWT_SECRET,
  uniqueSuffix,
  type TestSmtpServer,
} from '@hiring/service-kit/testing';
import { authService, loadAuthConfig } from '@hiring/auth';
import { candidateService, loadCandidateConfig } from '@hiring/candidate';
import { interviewsService, loadInterviewsConfig } from '@hiring/interviews';
import { companyService, loadCompanyConfig } from '@hiring/company';
import { billingService, loadBillingConfig } from '@hiring/billing';
import { ingestionService, loadIngestionConfig } from '@hiring/ingestion';
import { loadGatewayConfig, startGateway, type RunningGateway } from '@hiring/gateway';
import { postGraphql, type GraphqlResponse } from '../graphql/client.js';

export type ServiceName = 'auth' | 'candidate' | 'interviews' | 'company' | 'billing' | 'ingestion';

export interface Stack {
  services: Record<ServiceName, RunningService<BaseServiceConfig>>;
  gateway: RunningGateway;
  /** A real SMTP server every service mails through (SMTP_URL): tests read codes from it. */
  smtp: TestSmtpServer;
  /** POSTs a GraphQL operation to the gateway over HTTP. */
  graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<GraphqlResponse<T>>;
  /** Calls a REST facade route with a JSON body (or none) and an optional bearer token. */
  rest<T = Record<string, unknown>>(
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    body?: unknown,
    token?: string,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: T }>;
  /** Every service published what it recorded and every consumer caught up: the probe before "and nothing else happened". */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

export interface StackOptions {
  /** Extra environment per service (and the gateway), e.g. lower rate limits. */
  env?: Partial<Record<ServiceName | 'gateway', Record<string, string>>>;
}

export const ADMIN_EMAIL = 'admin@hiring.test';

/** The stacks run as in production: subgraphs answer only the gateway, which proves itself with this. */
export const TEST_INTERNAL_SECRET = 'internal-4f8a9c2e71b3d6058e1f7a2c9b4d3e6f';

/**
 * The whole back end in one process, on the real broker and database: six services on free
 * ports, each with its own database and consumer groups of this run, and the gateway over them.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const group = `test-${uniqueSuffix()}.`;
  const smtp = await startTestSmtpServer();
  const env = (db: ServiceName, extra: Record<string, string> = {}) =>
    testServiceEnv(db, {
      KAFKA_GROUP_PREFIX: group,
      KAFKA_NEW_GROUP_OFFSET: 'latest',
      SMTP_URL: smtp.url,
      INTERNAL_API_SECRET: TEST_INTERNAL_SECRET,
      ...extra,
      ...options.env?.[db],
    });
  const fast = { consumerSessionTimeoutMs: 10_000 };
  // Auth first: it keeps the keys that seal events about people, which the others ask it for.
  const auth = await startService({ ...authService(loadAuthConfig(env('auth', { ADMIN_EMAILS: ADMIN_EMAIL }))), ...fast });
  const keys = { PERSON_KEYS_URL: auth.url };
  // watchTopic opens what this stack sealed.
  const forgetKeys = registerTestKeys(auth.personKeys);
  const [candidate, interviews, company, billing, ingestion] = await Promise.all([
    startService({ ...candidateService(loadCandidateConfig(env('candidate', keys))), ...fast }),
    startService({ ...interviewsService(loadInterviewsConfig(env('interviews', keys))), ...fast }),
    // Its own index prefix (testServiceEnv) on the run's one OpenSearch node; deleted on stop.
    startService({ ...companyService(loadCompanyConfig(env('company', keys))), ...fast }),
    // Test stacks buy tokens without Stripe: dev mode, explicitly (it is never a default).
    startService({ ...billingService(loadBillingConfig(env('billing', { BILLING_DEV_MODE: 'true', ...keys }))), ...fast }),
    startService({ ...ingestionService(loadIngestionConfig(env('ingestion', keys))), ...fast }),
  ]);
  const services = { auth, candidate, interviews, company, billing, ingestion } as Stack['services'];
  const gateway = await startGateway(
    loadGatewayConfig({
      JWT_SECRET: TEST_JWT_SECRET,
      INTERNAL_API_SECRET: TEST_INTERNAL_SECRET,
      PORT: '0',
      LOG_LEVEL: 'silent',
      // A web build elsewhere than web/dist (one per checkout), as the browser tests' static server takes it.
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
      ...Object.fromEntries(Object.entries(services).map(([name, s]) => [`SUBGRAPH_${name.toUpperCase()}_URL`, `${s.url}/graphql`])),
      ...options.env?.gateway,
    }),
  );
  return {
    services,
    gateway,
    smtp,
    async rest(method, path, body, token, headers = {}) {
      const response = await fetch(`${gateway.url}${path}`, {
        method,
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...headers,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : null) as never };
    },
    graphql(query, variables = {}, token) {
      return postGraphql(gateway.url, query, { variables, token });
    },
    settled: () => eventsSettled(Object.values(services)),
    async stop() {
      forgetKeys();
      await gateway.stop();
      await Promise.all(
        Object.values(services).map(async (service) => {
          await service.connection.dropDatabase().catch(() => undefined);
          await service.stop();
        }),
      );
      await deleteTestIndices(company.config.OPENSEARCH_URL, company.config.OPENSEARCH_INDEX_PREFIX).catch(() => undefined);
      await smtp.stop();
    },
  };
}
