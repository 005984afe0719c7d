import type { ApolloServerPlugin } from '@apollo/server';
import { clearAfterMutation } from './clear-after-mutation.js';
import type { FastifyInstance } from 'fastify';
import { authFromHeader } from '@hiring/service-kit/auth';
import type { Logger } from '@hiring/service-kit/logging';

/** Answers whether a session token is still valid; the auth service owns the truth. */
export type SessionLookup = (authorization: string) => Promise<boolean>;

/**
 * Sessions end when their account's password changes (token version in the JWT, see
 * docs/decisions/security-defaults.md). Subgraphs verify tokens locally and cannot know about a
 * change, so the gateway asks the auth service once per session and caches the verdict briefly;
 * a change or reset through this gateway clears the cache, so the next request sees it at once.
 */
export class SessionGuard {
  private readonly cache = new Map<string, { active: boolean; until: number }>();
  /**
   * Lookups in flight, one per session: a client firing 30 requests at once with a fresh token made
   * 30 calls to the auth service, and under load some timed out (answered 503) while one would do.
   */
  private readonly inFlight = new Map<string, Promise<boolean>>();
  /** Raised by invalidate(): a lookup that started before it does not fill the cache. */
  private generation = 0;

  constructor(private readonly options: { secret: string; ttlMs: number; lookup: SessionLookup; logger: Logger; maxEntries?: number }) {}

  /**
   * The Authorization header to pass on: unchanged, or undefined when it carries a session that a
   * password change ended (the caller is then anonymous: "Authentication required").
   * Throws when the auth service cannot answer and nothing is cached (fail closed).
   */
  async filter(authorization: string | undefined): Promise<string | undefined> {
    if (!authorization) return authorization;
    const auth = authFromHeader(authorization, this.options.secret);
    // Invalid tokens and registration tokens are the subgraphs' business, as before.
    if (!auth || auth.scope !== 'access') return authorization;
    const key = `${auth.userId}:${auth.tokenVersion ?? 0}:${auth.sessionId ?? ''}`;
    const cached = this.cache.get(key);
    if (cached && cached.until > Date.now()) return cached.active ? authorization : undefined;
    const active = await this.lookupOnce(key, authorization);
    return active ? authorization : undefined;
  }

  private lookupOnce(key: string, authorization: string): Promise<boolean> {
    const running = this.inFlight.get(key);
    if (running) return running;
    const generation = this.generation;
    const lookup = this.options
      .lookup(authorization)
      .then((active) => {
        if (generation === this.generation) this.remember(key, active);
        return active;
      })
      .finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, lookup);
    return lookup;
  }

  private remember(key: string, active: boolean): void {
    if (this.cache.size >= (this.options.maxEntries ?? 50_000)) this.cache.clear();
    this.cache.set(key, { active, until: Date.now() + this.options.ttlMs });
  }

  /** After a password change or reset: forget every verdict (rare, and cheap to rebuild), and ask again. */
  invalidate(): void {
    this.generation += 1;
    this.cache.clear();
    this.inFlight.clear();
  }

  /** Checks every request that carries a token before any route or GraphQL sees it. */
  register(app: FastifyInstance): void {
    app.addHook('onRequest', async (request, reply) => {
      if (!request.headers.authorization) return;
      try {
        const kept = await this.filter(request.headers.authorization);
        if (kept === undefined) delete request.headers.authorization;
      } catch (error) {
        this.options.logger.error({ err: error }, 'session check failed');
        const message = 'Service temporarily unavailable. Please try again.';
        // Both shapes, as the key guard answers: REST clients read `message`, GraphQL clients `errors`.
        return reply.code(503).send({ success: false, error: message, message, errors: [{ message, extensions: { code: 'SERVICE_UNAVAILABLE' } }] });
      }
    });
  }

  /** Clears the cache once a changePassword, resetPassword or logout mutation has succeeded. */
  apolloPlugin(): ApolloServerPlugin {
    return clearAfterMutation(['changePassword', 'resetPassword', 'logout', 'deleteMyAccount'], () => this.invalidate());
  }
}

/** The auth service's session check, next to its subgraph (`.../graphql` -> `.../internal/session`). */
export function authSessionLookup(authSubgraphUrl: string, headers: () => Record<string, string> = () => ({})): SessionLookup {
  const url = authSubgraphUrl.replace(/\/graphql\/?$/, '/internal/session');
  return async (authorization) => {
    const response = await fetch(url, { headers: { ...headers(), authorization }, signal: AbortSignal.timeout(3000) });
    if (response.status === 401) return false;
    if (!response.ok) throw new Error(`session check answered ${response.status}`);
    const body = (await response.json()) as { active?: unknown };
    return body.active === true;
  };
}
