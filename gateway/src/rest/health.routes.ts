import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authFromHeader } from '@hiring/service-kit/auth';
import type { GatewayConfig } from '../config.js';
import { internalHeaders, subgraphUrl } from '../config.js';
import { SUBGRAPHS } from '../supergraph/subgraphs.js';
import { route } from './execute.js';
import { object } from './openapi/json-schema.js';

interface SubgraphHealth {
  status: 'up' | 'down';
  url: string;
  checks?: unknown;
  error?: string;
}

async function probe(url: string, headers: Record<string, string>): Promise<SubgraphHealth> {
  const healthUrl = url.replace(/\/graphql\/?$/, '/health');
  try {
    const response = await fetch(healthUrl, { headers, signal: AbortSignal.timeout(2000) });
    const body = (await response.json().catch(() => ({}))) as { checks?: unknown };
    return { status: response.ok ? 'up' : 'down', url: healthUrl, checks: body.checks };
  } catch (error) {
    return { status: 'down', url: healthUrl, error: error instanceof Error ? error.message : String(error) };
  }
}

/** A signed-in admin (a session the gateway's session check let through). */
function isAdmin(request: FastifyRequest, config: GatewayConfig): boolean {
  const auth = authFromHeader(request.headers.authorization, config.JWT_SECRET);
  return auth?.scope === 'access' && auth.isAdmin;
}

/**
 * GET /api/health: `{ status: 'up' | 'degraded' }` (200 / 503) for everyone; the gateway's view
 * of each subgraph (addresses, Mongo and Kafka checks, errors) only for admins, since it maps the
 * internals for an attacker.
 */
export function registerHealthRoutes(app: FastifyInstance, config: GatewayConfig): void {
  // Liveness of the gateway process alone, for orchestrators: a subgraph outage must not restart it.
  app.get('/health', async () => ({ status: 'ok', service: 'gateway' }));
  route(app, {
    method: 'GET',
    url: '/api/health',
    public: true,
    summary: "Whether every subgraph answers (503 when one does not); admins also get each subgraph's checks",
    responses: {
      200: object({ status: { const: 'up' } }, ['status']),
      503: object({ status: { const: 'degraded' } }, ['status']),
    },
    handle: async (request, reply) => {
      const results = await Promise.all(
        SUBGRAPHS.map(async (subgraph) => [subgraph.name, await probe(subgraphUrl(config, subgraph.name), internalHeaders(config))] as const),
      );
      const healthy = results.every(([, result]) => result.status === 'up');
      const status = healthy ? 'up' : 'degraded';
      reply.code(healthy ? 200 : 503);
      if (!isAdmin(request, config)) return { status };
      return { status, gateway: 'up', subgraphs: Object.fromEntries(results), timestamp: new Date().toISOString() };
    },
  });
}
