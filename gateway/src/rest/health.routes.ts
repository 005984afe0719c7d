import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config.js';
import { subgraphUrl } from '../config.js';
import { SUBGRAPHS } from '../supergraph/subgraphs.js';

interface SubgraphHealth {
  status: 'up' | 'down';
  url: string;
  checks?: unknown;
  error?: string;
}

async function probe(url: string): Promise<SubgraphHealth> {
  const healthUrl = url.replace(/\/graphql\/?$/, '/health');
  try {
    const response = await fetch(healthUrl, { signal: AbortSignal.timeout(2000) });
    const body = (await response.json().catch(() => ({}))) as { checks?: unknown };
    return { status: response.ok ? 'up' : 'down', url: healthUrl, checks: body.checks };
  } catch (error) {
    return { status: 'down', url: healthUrl, error: error instanceof Error ? error.message : String(error) };
  }
}

/** GET /api/health: the gateway and each subgraph (with its Mongo and Kafka checks). */
export function registerHealthRoutes(app: FastifyInstance, config: GatewayConfig): void {
  // Liveness of the gateway process alone, for orchestrators: a subgraph outage must not restart it.
  app.get('/health', async () => ({ status: 'ok', service: 'gateway' }));
  app.get('/api/health', async (_request, reply) => {
    const results = await Promise.all(
      SUBGRAPHS.map(async (subgraph) => [subgraph.name, await probe(subgraphUrl(config, subgraph.name))] as const),
    );
    const subgraphs = Object.fromEntries(results);
    const healthy = results.every(([, result]) => result.status === 'up');
    return reply.code(healthy ? 200 : 503).send({
      status: healthy ? 'healthy' : 'degraded',
      gateway: 'up',
      subgraphs,
      timestamp: new Date().toISOString(),
    });
  });
}
