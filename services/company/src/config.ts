import { z } from 'zod';
import { baseServiceConfig, loadConfig, mailConfig } from '@hiring/service-kit';
import { DEFAULT_ENTRY_CACHE_SIZE } from './domain/search/opensearch/opensearch-search.js';

/** Every variable the company service reads. */
export const companyConfigShape = {
  ...baseServiceConfig({ port: 4004, database: 'hm_company' }),
  /** Mail: the notice that a failing webhook endpoint was disabled. */
  ...mailConfig(),
  /**
   * The OpenSearch node (or cluster endpoint) that holds the candidate search index
   * (docs/decisions/search-engine.md), e.g. `http://127.0.0.1:9200`. Required: search has no
   * other engine.
   */
  OPENSEARCH_URL: z
    .string()
    .url()
    .refine((url) => /^https?:\/\//.test(url), 'an http(s) URL'),
  /**
   * Starts the names of this deployment's indices and alias (`<prefix>candidates`), so several
   * deployments (each test stack) share one node. Lower case, as OpenSearch requires.
   */
  OPENSEARCH_INDEX_PREFIX: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]*$/, 'lower-case letters, digits, _ and -')
    .default('hm_'),
  /**
   * The layout of a new search index: primary shards (fixed once the index exists; a change takes
   * effect with the next rebuild into a new index) and copies of each shard on other nodes (0 on
   * one node; 1 or more in a cluster, as deploy/k8s runs it).
   */
  OPENSEARCH_SHARDS: z.coerce.number().int().min(1).max(64).default(1),
  OPENSEARCH_REPLICAS: z.coerce.number().int().min(0).max(8).default(0),
  /**
   * Candidate entries this replica keeps by exact document version, so a search asks the engine
   * for ids and versions only (entry-cache.ts); 0 reads every page's entries from the engine.
   * About 20 KiB of heap each (the entry and its card).
   */
  SEARCH_ENTRY_CACHE_SIZE: z.coerce.number().int().min(0).max(100_000).default(DEFAULT_ENTRY_CACHE_SIZE),
  /**
   * Searches (`searchCandidates`, `candidates`) per company and minute, per replica;
   * past it TOO_MANY_REQUESTS. The web app scans once per search or dashboard view: 120 is a
   * search every half second, sustained.
   */
  SEARCH_SCANS_PER_MINUTE: z.coerce.number().int().positive().default(120),
  /** Attempts of one wallet append under contention (each retry re-reads the ledger head). */
  WALLET_MAX_ATTEMPTS: z.coerce.number().int().positive().default(100),
  /**
   * Refuse webhook URLs whose host resolves to a private, loopback, link-local, unique-local,
   * multicast or unspecified address (SSRF), at registration and at every attempt. Default: on
   * with NODE_ENV=production, off otherwise (development sends to local receivers, http to loopback only).
   */
  WEBHOOK_BLOCK_PRIVATE_ADDRESSES: z.enum(['true', 'false']).optional(),
  /**
   * Delays before each webhook retry, comma-separated milliseconds. Default: 5 s, 5 min, 30 min,
   * 2 h, 5 h, 10 h and 6 h 25 min, i.e. retries for 24 hours; tests use milliseconds.
   */
  WEBHOOK_RETRY_SCHEDULE_MS: z
    .string()
    .default('5000,300000,1800000,7200000,18000000,36000000,23100000')
    .transform((value) => value.split(',').map((part) => Number(part.trim())))
    .refine((list) => list.every((n) => Number.isInteger(n) && n >= 0), 'comma-separated whole milliseconds'),
  /**
   * One webhook attempt's time limit, the whole answer included (a receiver that trickles bytes is
   * cut off too). Short: a receiver should answer 2xx at once and do its work afterwards.
   */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().positive().default(5_000),
  /** Webhook attempts one replica runs at once (they wait on the network, not the CPU). */
  WEBHOOK_CONCURRENCY: z.coerce.number().int().positive().default(16),
  /** Of those, the most one company's deliveries hold: slow or silent endpoints delay their own company only. */
  WEBHOOK_COMPANY_CONCURRENCY: z.coerce.number().int().positive().default(2),
  /** Replays a company may ask for per hour (each re-sends a delivery from the start of the schedule). */
  WEBHOOK_REPLAYS_PER_HOUR: z.coerce.number().int().positive().default(60),
  /** Replays of one delivery, ever: enough to recover from an outage, not a way to loop. */
  WEBHOOK_MAX_REPLAYS_PER_DELIVERY: z.coerce.number().int().positive().default(5),
  /** Deliveries in a row that fail all their retries before the endpoint is disabled (and the company mailed). */
  WEBHOOK_DISABLE_AFTER_FAILURES: z.coerce.number().int().positive().default(5),
  /** Finished webhook deliveries are kept this many days in the log, then removed. */
  WEBHOOK_LOG_RETENTION_DAYS: z.coerce.number().positive().default(30),
  /** Finished deliveries one endpoint keeps in its log at most (the newest): a busy endpoint's log stays bounded. */
  WEBHOOK_LOG_MAX_PER_ENDPOINT: z.coerce.number().int().positive().default(1000),
  /** How often a replica looks for due webhook retries (its own new deliveries wake it at once). */
  WEBHOOK_POLL_INTERVAL_MS: z.coerce.number().int().positive().default(5000),
};

export type CompanyConfig = ReturnType<typeof loadCompanyConfig>;

export function loadCompanyConfig(env: Record<string, string | undefined> = process.env) {
  return loadConfig('company', companyConfigShape, env);
}
