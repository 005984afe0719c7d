import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/** The header the gateway puts on every call to a subgraph. */
export const INTERNAL_SECRET_HEADER = 'x-internal-secret';

/** Paths answered without the credential: orchestrators' probes and Prometheus' scrape (internal network only). */
const OPEN_PATHS = new Set(['/health', '/metrics']);

const digest = (value: string) => createHash('sha256').update(value).digest();

export function hasInternalCredential(header: string | string[] | undefined, secret: string): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  // Digests have equal lengths, so the comparison takes the same time whatever was sent.
  return typeof value === 'string' && timingSafeEqual(digest(value), digest(secret));
}

/**
 * Subgraphs answer only the gateway: with INTERNAL_API_SECRET set, every request but `/health` and `/metrics`
 * must carry it (401 otherwise), and only such requests may name the client's address in
 * `x-forwarded-for`. Without a secret (development, direct service tests) every request is
 * treated as the gateway's, as before; production refuses to start that way.
 */
export function registerInternalCredential(app: FastifyInstance, secret: string | undefined): void {
  app.decorateRequest('fromGateway', false);
  app.addHook('onRequest', async (request, reply) => {
    if (!secret) {
      request.fromGateway = true;
      return;
    }
    request.fromGateway = hasInternalCredential(request.headers[INTERNAL_SECRET_HEADER], secret);
    if (request.fromGateway || OPEN_PATHS.has(request.url.split('?')[0] ?? '')) return;
    return reply.code(401).send({ success: false, error: 'Unauthorized', message: 'Unauthorized' });
  });
}
