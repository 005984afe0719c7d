import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { booleanFlag, brandConfig, loadConfig, strongSecret } from '@hiring/service-kit/config';
import { SUBGRAPHS } from './supergraph/subgraphs.js';

const subgraphUrls = Object.fromEntries(
  SUBGRAPHS.map((subgraph) => [`SUBGRAPH_${subgraph.name.toUpperCase()}_URL`, z.string().url().default(`http://127.0.0.1:${subgraph.defaultPort}/graphql`)]),
) as Record<`SUBGRAPH_${Uppercase<(typeof SUBGRAPHS)[number]['name']>}_URL`, z.ZodDefault<z.ZodString>>;

/** Every variable the gateway reads. */
export const gatewayConfigShape = {
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('127.0.0.1'),
  JWT_SECRET: strongSecret('the same value as the services'),
  /** Sent to every subgraph (x-internal-secret), which then answers only the gateway; required with NODE_ENV=production. */
  INTERNAL_API_SECRET: strongSecret('the same value as the services').optional(),
  /** Only read to require production settings (INTERNAL_API_SECRET). */
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SUPERGRAPH_FILE: z.string().default(fileURLToPath(new URL('../supergraph/supergraph.graphql', import.meta.url))),
  /** PRODUCT_NAME and SUPPORT_EMAIL, written into the web app's page (docs/decisions/brand.md). */
  ...brandConfig(),
  /** The built web app, served at `/`; skipped when the folder does not exist. */
  WEB_DIST_DIR: z.string().default(fileURLToPath(new URL('../../web/dist', import.meta.url))),
  /**
   * Fastify's trustProxy: `true` (trust every hop) or comma-separated addresses/CIDRs of the proxies
   * in front (the ingress). Then the client address comes from X-Forwarded-For; unset, it is the peer.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value): boolean | string[] => {
      if (!value || value === 'false') return false;
      if (value === 'true') return true;
      return value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean);
    }),
  /** How long the gateway trusts the auth service's verdict on a session (password changes through it clear it at once). */
  SESSION_CHECK_CACHE_MS: z.coerce.number().int().min(0).default(2000),
  /** How often the gateway hands its per-key request counts to the auth service (the API tab's usage). */
  API_KEY_USAGE_FLUSH_MS: z.coerce.number().int().min(100).default(10_000),
  /**
   * `any`: API keys may send any operation, registered ones also by hash; `trusted`: only operations
   * the company registered run with its keys (docs/decisions/partner-api.md#trusted-documents).
   */
  API_KEY_DOCUMENTS: z.enum(['any', 'trusted']).default('any'),
  /** Introspection, field suggestions and the Apollo landing page at /graphql: off unless `true`. */
  GRAPHQL_INTROSPECTION: booleanFlag(),
  /**
   * Largest JSON body (/graphql and the /api routes). Multipart uploads are streamed with their own
   * limits (10 MB) and the Stripe webhook has its own.
   */
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(256 * 1024),
  MAX_QUERY_DEPTH: z.coerce.number().int().positive().default(12),
  /** Upper bound on selected fields (aliases included) per operation. */
  MAX_QUERY_FIELDS: z.coerce.number().int().positive().default(400),
  /** Upper bound on aliased fields per operation: each alias of a root field is one more subgraph call. */
  MAX_QUERY_ALIASES: z.coerce.number().int().positive().default(50),
  /**
   * Largest cost of one operation (gateway/src/graphql/query-cost.ts: `@cost` weights and list sizes
   * declared in the subgraph schemas). The web app's and the REST facade's own operations cost at
   * most about 3,000 (a search page of 100 cards); 50 aliases of a search or of the rankings cost over 5,000.
   */
  MAX_QUERY_COST: z.coerce.number().int().positive().default(4000),
  /** The parser stops after this many tokens, before building a syntax tree of a huge document. */
  MAX_QUERY_TOKENS: z.coerce.number().int().positive().default(3000),
  /**
   * Prometheus metrics (`/metrics`) on their own listener, never on the public port: unset, none is
   * served. Bind METRICS_HOST to an address only the monitoring network reaches.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().default('127.0.0.1'),
  ...subgraphUrls,
};

export type GatewayConfig = ReturnType<typeof loadGatewayConfig>;

export function loadGatewayConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig('gateway', gatewayConfigShape, env);
}

export function subgraphUrl(config: GatewayConfig, name: string): string {
  return (config as Record<string, unknown>)[`SUBGRAPH_${name.toUpperCase()}_URL`] as string;
}

/** Headers that prove a call to a subgraph comes from the gateway (none when no secret is configured). */
export function internalHeaders(config: GatewayConfig): Record<string, string> {
  return config.INTERNAL_API_SECRET ? { 'x-internal-secret': config.INTERNAL_API_SECRET } : {};
}
