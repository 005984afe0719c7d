import { startService, type BaseServiceConfig, type RunningService } from '@hiring/service-kit';
import { testServiceEnv, testToken } from '@hiring/service-kit/testing';
import { subgraphClient, type GraphqlResult } from '@hiring/test-kit/graphql';
import { ingestionService, loadIngestionConfig } from '../../src/index.js';

export const ADMIN_TOKEN = () => testToken({ userId: 'admin-1', isAdmin: true, email: 'admin@hiring.test' });
export const CANDIDATE_TOKEN = () => testToken({ userId: 'candidate-1' });

/** An ingestion service in process: its own database unless `MONGO_DB` is given (a replica shares it). */
export async function startIngestion(env: Record<string, string>): Promise<RunningService<BaseServiceConfig>> {
  const config = loadIngestionConfig(
    testServiceEnv('ingestion', {
      INGESTION_POLL_INTERVAL_MS: '0',
      KAFKA_NEW_GROUP_OFFSET: 'latest',
      MAIL_FROM: 'Hiring Marketplace <ingest@hiring.test>',
      ...env,
    }),
  );
  return startService({ ...ingestionService(config), consumerSessionTimeoutMs: 10_000 }) as Promise<RunningService<BaseServiceConfig>>;
}

export type GqlResult<T> = GraphqlResult<T>;

export function gql<T>(service: { url: string }, query: string, token: string | null = ADMIN_TOKEN()): Promise<GqlResult<T>> {
  return subgraphClient(service)<T>(query, { token });
}

export interface Poll {
  newMessages: number;
  forwarded: number;
  ignored: number;
  duplicates: number;
  takenElsewhere: number;
  failed: number;
  remaining: number;
  error: string | null;
}

const POLL = 'newMessages forwarded ignored duplicates takenElsewhere failed remaining error';

/** The admin trigger (GraphQL mutation); throws with the error text when it fails. */
export async function trigger(service: { url: string }): Promise<{ message: string; poll: Poll }> {
  const result = await gql<{ triggerEmailIngestion: { message: string; poll: Poll } }>(
    service,
    `mutation { triggerEmailIngestion { message poll { ${POLL} } } }`,
  );
  if (result.errors?.length) throw new Error(result.errors[0]!.message);
  return result.data!.triggerEmailIngestion;
}

export interface Status {
  serviceConfigured: boolean;
  emailUser: string | null;
  processedEmailsCount: number;
  recentInterviewsWeek: number;
  lastPoll: Poll | null;
  recentEmails: { id: string; status: string; reason: string | null; forwarderEmail: string | null; subject: string }[];
}

export async function status(service: { url: string }): Promise<Status> {
  const result = await gql<{ emailIngestionStatus: Status }>(
    service,
    `{ emailIngestionStatus { serviceConfigured emailUser processedEmailsCount recentInterviewsWeek lastPoll { ${POLL} } recentEmails(limit: 50) { id status reason forwarderEmail subject } } }`,
  );
  if (result.errors?.length) throw new Error(result.errors[0]!.message);
  return result.data!.emailIngestionStatus;
}
