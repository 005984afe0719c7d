import { startService, type RunningService, type BaseServiceConfig } from '@hiring/service-kit';
import { testServiceEnv, TEST_JWT_SECRET, uniqueSuffix } from '@hiring/service-kit/testing';
import { authService, loadAuthConfig } from '@hiring/auth';
import { candidateService, loadCandidateConfig } from '@hiring/candidate';
import { interviewsService, loadInterviewsConfig } from '@hiring/interviews';
import { companyService, loadCompanyConfig } from '@hiring/company';
import { billingService, loadBillingConfig } from '@hiring/billing';
import { ingestionService, loadIngestionConfig } from '@hiring/ingestion';
import { loadGatewayConfig, startGateway, type RunningGateway } from '@hiring/gateway';

export interface Stack {
  services: Record<'auth' | 'candidate' | 'interviews' | 'company' | 'billing' | 'ingestion', RunningService<BaseServiceConfig>>;
  gateway: RunningGateway;
  /** POSTs a GraphQL operation to the gateway over HTTP. */
  graphql<T = Record<string, unknown>>(query: string, variables?: Record<string, unknown>, token?: string): Promise<{ status: number; body: { data?: T; errors?: { message: string; extensions?: { code?: string } }[] } }>;
  stop(): Promise<void>;
}

export const ADMIN_EMAIL = 'admin@hiring.test';

/**
 * The whole back end in one process, on the real broker and database: six services on free
 * ports, each with its own database and consumer groups of this run, and the gateway over them.
 */
export async function startStack(): Promise<Stack> {
  const group = `test-${uniqueSuffix()}.`;
  const env = (db: string, extra: Record<string, string> = {}) => testServiceEnv(db, { KAFKA_GROUP_PREFIX: group, ...extra });
  const fast = { consumerSessionTimeoutMs: 10_000 };
  const [auth, candidate, interviews, company, billing, ingestion] = await Promise.all([
    startService({ ...authService(loadAuthConfig(env('auth', { ADMIN_EMAILS: ADMIN_EMAIL }))), ...fast }),
    startService({ ...candidateService(loadCandidateConfig(env('candidate'))), ...fast }),
    startService({ ...interviewsService(loadInterviewsConfig(env('interviews'))), ...fast }),
    startService({ ...companyService(loadCompanyConfig(env('company'))), ...fast }),
    startService({ ...billingService(loadBillingConfig(env('billing'))), ...fast }),
    startService({ ...ingestionService(loadIngestionConfig(env('ingestion'))), ...fast }),
  ]);
  const services = { auth, candidate, interviews, company, billing, ingestion } as Stack['services'];
  const gateway = await startGateway(
    loadGatewayConfig({
      JWT_SECRET: TEST_JWT_SECRET,
      PORT: '0',
      LOG_LEVEL: 'silent',
      ...Object.fromEntries(Object.entries(services).map(([name, s]) => [`SUBGRAPH_${name.toUpperCase()}_URL`, `${s.url}/graphql`])),
    }),
  );
  return {
    services,
    gateway,
    async graphql(query, variables = {}, token) {
      const response = await fetch(`${gateway.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      return { status: response.status, body: (await response.json()) as never };
    },
    async stop() {
      await gateway.stop();
      await Promise.all(
        Object.values(services).map(async (service) => {
          await service.connection.dropDatabase().catch(() => undefined);
          await service.stop();
        }),
      );
    },
  };
}
