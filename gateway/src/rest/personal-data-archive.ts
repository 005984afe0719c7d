import { PERSONAL_DATA_FORMAT, PERSONAL_DATA_PATH, PERSONAL_DATA_SERVICES, PERSONAL_DATA_VERSION } from '@hiring/contracts';
import { DATA_EXPORT_MESSAGES } from '@hiring/contracts/vocabulary';
import { internalHeaders, subgraphUrl, type GatewayConfig } from '../config.js';
import { authInternalPost } from '../security/auth-internal.js';
import { RestError } from './execute.js';

export interface ExportOwner {
  userId: string;
  userType: 'candidate' | 'company';
}

/** The auth service's side of export links (services/auth/src/routes/data-export.routes.ts). */
export function exportLinks(config: GatewayConfig) {
  const headers = () => internalHeaders(config);
  const resolve = authInternalPost(subgraphUrl(config, 'auth'), '/internal/data-exports/resolve', headers);
  const consume = authInternalPost(subgraphUrl(config, 'auth'), '/internal/data-exports/consume', headers);
  const answered = async (response: Response) => {
    if (response.status === 410) return null;
    if (!response.ok) throw new RestError(503, DATA_EXPORT_MESSAGES.unavailable);
    return (await response.json()) as Record<string, unknown>;
  };
  return {
    async resolve(secret: string): Promise<ExportOwner | null> {
      const body = await answered(await resolve({ secret }).catch(() => unreachable()));
      if (!body || typeof body['userId'] !== 'string' || (body['userType'] !== 'candidate' && body['userType'] !== 'company')) return null;
      return { userId: body['userId'], userType: body['userType'] };
    },
    async consume(secret: string): Promise<boolean> {
      return (await answered(await consume({ secret }).catch(() => unreachable()))) !== null;
    },
  };
}

function unreachable(): never {
  throw new RestError(503, DATA_EXPORT_MESSAGES.unavailable);
}

/** A large account's section (thousands of interviews) comes in well within this. */
const SECTION_TIMEOUT_MS = 30_000;

/**
 * Every service's section of the person's archive, asked for at once (each service answers from
 * its own database), as the archive's JSON text: one section per line, in the services' order,
 * so a reader can follow it as it arrives. Any section missing fails the whole archive: a partial
 * export would say "this is all we hold" and be wrong.
 */
export async function collectArchive(config: GatewayConfig, owner: ExportOwner, correlationId: string): Promise<string> {
  const sections = await Promise.all(
    PERSONAL_DATA_SERVICES.map(async (service) => {
      const url = subgraphUrl(config, service).replace(/\/graphql\/?$/, `${PERSONAL_DATA_PATH}/${encodeURIComponent(owner.userId)}`);
      const response = await fetch(url, {
        headers: { ...internalHeaders(config), 'x-correlation-id': correlationId },
        signal: AbortSignal.timeout(SECTION_TIMEOUT_MS),
      }).catch(() => unreachable());
      if (!response.ok) throw new RestError(503, DATA_EXPORT_MESSAGES.unavailable);
      const data: unknown = await response.json();
      if (typeof data !== 'object' || data === null || Array.isArray(data)) throw new RestError(503, DATA_EXPORT_MESSAGES.unavailable);
      return JSON.stringify({ service, data });
    }),
  );
  const head = JSON.stringify({
    format: PERSONAL_DATA_FORMAT,
    version: PERSONAL_DATA_VERSION,
    generatedAt: new Date().toISOString(),
    account: { userId: owner.userId, userType: owner.userType },
  });
  return `${head.slice(0, -1)},"sections":[\n${sections.join(',\n')}\n]}\n`;
}
