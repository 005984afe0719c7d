import { createHash } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { authInternalPost } from './auth-internal.js';
import { clearAfterMutation } from './clear-after-mutation.js';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiKeyUsageCounter } from './api-key-usage.js';
import type { TrustedDocuments } from './trusted-documents.js';
import { API_KEY_PREFIX, signToken, type ResolvedApiKey } from '@hiring/service-kit/auth';
import type { Logger } from '@hiring/service-kit/logging';

type ApiKeyGrant = ResolvedApiKey;

export type ApiKeyLookup = (key: string) => Promise<ApiKeyGrant | null>;

interface Cached {
  grant: ApiKeyGrant | null;
  /** The partner token the subgraphs get for this key (minted once per cache period). */
  token: string | null;
  until: number;
}

/** A token bucket per key: `limit` requests a minute, refilled continuously. */
interface Bucket {
  tokens: number;
  at: number;
}

const PARTNER_TOKEN_SECONDS = 120;

/**
 * Cost points (gateway/src/graphql/query-cost.ts) that one request of a key's limit pays for: a
 * request is counted as its cost divided by this, rounded up, at least one. So a key's limit is
 * spent by work, not by requests: a search of 100 cards counts as many requests as it costs.
 */
export const API_KEY_REQUEST_COST = 100;

/**
 * API keys on /graphql (docs/decisions/partner-api.md). A request whose bearer is a key (it starts
 * `ipk_`) is refused anywhere but /graphql; otherwise the key is resolved by the auth service
 * (cached briefly; a revocation through this gateway clears the cache at once), held to its rate
 * limit (429 with Retry-After and RateLimit headers), and passed on to the subgraphs as a
 * short-lived partner token that carries the key's id and scopes. Subgraphs never see the key.
 */
export class ApiKeyGuard {
  private readonly cache = new Map<string, Cached>();
  private readonly buckets = new Map<string, Bucket>();
  /** The key's grant while its request is handled, for the trusted-documents check after parsing. */
  private readonly grants = new WeakMap<FastifyRequest, ApiKeyGrant>();

  constructor(
    private readonly options: {
      secret: string;
      ttlMs: number;
      lookup: ApiKeyLookup;
      logger: Logger;
      usage?: ApiKeyUsageCounter;
      documents?: TrustedDocuments;
      now?: () => number;
    },
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  private async grantOf(key: string): Promise<Cached> {
    const id = createHash('sha256').update(key).digest('hex');
    const cached = this.cache.get(id);
    if (cached && cached.until > this.now()) return cached;
    const grant = await this.options.lookup(key);
    const token = grant
      ? signToken(
          {
            userId: grant.companyUserId,
            userType: 'company',
            isAdmin: false,
            email: grant.email,
            scope: 'partner',
            apiKey: { keyId: grant.keyId, scopes: grant.scopes, dailyUnlockLimit: grant.dailyUnlockLimit },
          },
          this.options.secret,
          { expiresInSeconds: PARTNER_TOKEN_SECONDS },
        )
      : null;
    if (this.cache.size >= 10_000) this.cache.clear();
    const entry = { grant, token, until: this.now() + Math.min(this.options.ttlMs, (PARTNER_TOKEN_SECONDS / 2) * 1000) };
    this.cache.set(id, entry);
    return entry;
  }

  /** Takes `units` requests from the key's bucket: the headers to send, and whether it may go on. */
  private take(grant: ApiKeyGrant, units = 1): { allowed: boolean; headers: Record<string, string> } {
    const limit = grant.rateLimitPerMinute;
    const now = this.now();
    const bucket = this.buckets.get(grant.keyId) ?? { tokens: limit, at: now };
    bucket.tokens = Math.min(limit, bucket.tokens + ((now - bucket.at) / 60_000) * limit);
    bucket.at = now;
    const allowed = bucket.tokens >= units;
    if (allowed) bucket.tokens -= units;
    if (this.buckets.size >= 10_000 && !this.buckets.has(grant.keyId)) this.buckets.clear();
    this.buckets.set(grant.keyId, bucket);
    const remaining = Math.floor(bucket.tokens);
    // seconds until one more request is allowed (when refused), else until the bucket is full again
    const reset = Math.max(1, Math.ceil(((allowed ? limit - bucket.tokens : Math.min(units, limit) - bucket.tokens) / limit) * 60));
    const headers: Record<string, string> = {
      'ratelimit-policy': `${limit};w=60`,
      'ratelimit-limit': String(limit),
      'ratelimit-remaining': String(remaining),
      'ratelimit-reset': String(reset),
    };
    if (!allowed) headers['retry-after'] = String(reset);
    return { allowed, headers };
  }

  /**
   * For the cost plugin: a key's request spends its cost from the key's limit (one request was taken
   * when it arrived; the rest now), or is refused with 429 before any subgraph is called.
   */
  costCharger(request: FastifyRequest): ((cost: number) => GraphQLError | undefined) | undefined {
    const grant = this.grants.get(request);
    if (!grant) return undefined;
    return (cost) => {
      const extra = Math.max(1, Math.ceil(cost / API_KEY_REQUEST_COST)) - 1;
      if (extra === 0) return undefined;
      const { allowed, headers } = this.take(grant, extra);
      if (allowed) return undefined;
      this.options.usage?.record(grant.keyId, 'throttled');
      this.options.logger.info({ keyId: grant.keyId, cost }, 'API key over its rate limit by cost');
      return new GraphQLError(overLimit(grant, headers), {
        extensions: { code: 'TOO_MANY_REQUESTS', http: { status: 429, headers: new Map(Object.entries(headers)) } },
      });
    };
  }

  /** After a key is revoked through this gateway: forget every verdict, so the key is refused at once. */
  invalidate(): void {
    this.cache.clear();
    this.options.documents?.invalidate();
  }

  /** Runs before the session guard, so a key never reaches it (nor any /api route). */
  register(app: FastifyInstance): void {
    app.addHook('onRequest', async (request, reply) => {
      const key = bearerKey(request.headers.authorization);
      if (!key) return;
      const path = request.url.split('?')[0];
      if (path !== '/graphql') return refuse(reply, 401, 'API keys are accepted on /graphql only');
      let entry: Cached;
      try {
        entry = await this.grantOf(key);
      } catch (error) {
        this.options.logger.error({ err: error }, 'API key check failed');
        return refuse(reply, 503, 'Service temporarily unavailable. Please try again.', 'SERVICE_UNAVAILABLE');
      }
      if (!entry.grant || !entry.token) return refuse(reply, 401, 'Invalid or revoked API key');
      const { allowed, headers } = this.take(entry.grant);
      void reply.headers(headers);
      this.options.usage?.record(entry.grant.keyId, allowed ? 'allowed' : 'throttled');
      if (!allowed) {
        this.options.logger.info({ keyId: entry.grant.keyId }, 'API key over its rate limit');
        return refuse(reply, 429, overLimit(entry.grant, headers), 'TOO_MANY_REQUESTS');
      }
      request.headers.authorization = `Bearer ${entry.token}`;
      this.grants.set(request, entry.grant);
    });
    const documents = this.options.documents;
    if (!documents) return;
    // After the body is parsed: a registered operation named by its hash, or a refusal in trusted mode.
    app.addHook('preHandler', async (request, reply) => {
      const grant = this.grants.get(request);
      if (!grant) return;
      let refusal;
      try {
        refusal = await documents.apply(grant.companyUserId, request.method, request.body);
      } catch (error) {
        this.options.logger.error({ err: error }, 'trusted document check failed');
        return refuse(reply, 503, 'Service temporarily unavailable. Please try again.', 'SERVICE_UNAVAILABLE');
      }
      if (refusal) return refuse(reply, refusal.status, refusal.message, refusal.code);
    });
  }

  /** Clears the caches once a key is revoked or a trusted document removed. */
  apolloPlugin(): ApolloServerPlugin {
    // A password reset or change may revoke every key of the company (revokeApiKeys).
    return clearAfterMutation(['revokeApiKey', 'removeTrustedDocument', 'resetPassword', 'changePassword', 'deleteMyAccount'], () => this.invalidate());
  }
}

function overLimit(grant: ApiKeyGrant, headers: Record<string, string>): string {
  return `Rate limit of ${grant.rateLimitPerMinute} requests per minute exceeded; retry after ${headers['retry-after']} s`;
}

function bearerKey(authorization: string | undefined): string | null {
  const match = authorization ? /^Bearer\s+(\S+)\s*$/i.exec(authorization) : null;
  return match?.[1]?.startsWith(API_KEY_PREFIX) ? match[1] : null;
}

/** A GraphQL-shaped error body (partners talk GraphQL) that also carries the REST facade's fields. */
function refuse(reply: FastifyReply, status: number, message: string, code = 'UNAUTHENTICATED') {
  return reply.code(status).send({ success: false, error: message, message, errors: [{ message, extensions: { code } }] });
}

/** The auth service's key lookup. */
export function authApiKeyLookup(authSubgraphUrl: string, headers: () => Record<string, string> = () => ({})): ApiKeyLookup {
  const post = authInternalPost(authSubgraphUrl, '/internal/api-keys/resolve', headers);
  return async (key) => {
    const response = await post({ key });
    if (response.status === 404) return null;
    if (!response.ok) throw new Error(`API key check answered ${response.status}`);
    return (await response.json()) as ApiKeyGrant;
  };
}
