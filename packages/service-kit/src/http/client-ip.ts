import type { FastifyRequest } from 'fastify';

/**
 * The end user's address. Subgraphs are reachable only from the gateway (never published), which
 * sets `x-forwarded-for` to the address it saw; without the header (a direct call in development)
 * the socket address is used.
 */
export function clientIpOf(request: Pick<FastifyRequest, 'headers' | 'ip'>): string {
  const forwarded = request.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || request.ip;
}
