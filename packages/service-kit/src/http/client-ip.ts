import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The request carries the internal credential the gateway adds (INTERNAL_API_SECRET), or the
     * service runs without one (development). Only then is `x-forwarded-for` believed.
     */
    fromGateway?: boolean;
  }
}

/**
 * The end user's address: the `x-forwarded-for` the gateway sets (to the address it derived,
 * per its TRUST_PROXY) on requests proven to come from it, otherwise the socket address, so a
 * caller who reaches a subgraph directly cannot pick the address its rate limits key on.
 */
export function clientIpOf(request: Pick<FastifyRequest, 'headers' | 'ip' | 'fromGateway'>): string {
  if (!request.fromGateway) return request.ip;
  const forwarded = request.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || request.ip;
}
