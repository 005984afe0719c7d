import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { FastifyInstance } from 'fastify';

/**
 * The product's Prometheus metrics (`hm_` prefix) and Node's default process metrics, in one
 * registry per process. Every series carries `service`: the test stacks run all services in one
 * process, and a dashboard can then filter the same way in both set-ups.
 */
export const metricsRegistry = new Registry();
let defaultsCollected = false;

/**
 * How often the event-loop lag is sampled. prom-client's 10 ms woke every idle service 100 times a
 * second (strace: an empty epoll wait every 10 ms), more CPU than all its Kafka consumers together
 * (issue 30's idle goal: the stack's idle went 5.1 → 4.6 % of a core from 100 ms to 1 s). Each
 * sample is how late a timer fired, so a stall of a second or more is always seen; shorter ones
 * only when a sample falls in them.
 */
export const EVENT_LOOP_SAMPLE_MS = 1000;

/** Node's process metrics (CPU, memory, event-loop lag, GC), once per process. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: metricsRegistry, eventLoopMonitoringPrecision: EVENT_LOOP_SAMPLE_MS });
}

export const requestDuration = new Histogram({
  name: 'hm_http_request_duration_seconds',
  help: 'Time to answer an HTTP request, per route and GraphQL operation',
  labelNames: ['service', 'method', 'route', 'operation', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

export const rateLimitRejections = new Counter({
  name: 'hm_rate_limit_rejections_total',
  help: 'Requests refused by a rate limit (HTTP 429 or a TOO_MANY_REQUESTS GraphQL error)',
  labelNames: ['service', 'limiter'] as const,
  registers: [metricsRegistry],
});

export const deadLetters = new Counter({
  name: 'hm_kafka_dead_letters_total',
  help: 'Messages parked on a dead-letter topic',
  labelNames: ['service', 'group', 'topic'] as const,
  registers: [metricsRegistry],
});

export const messagesConsumed = new Counter({
  name: 'hm_kafka_messages_consumed_total',
  help: 'Messages a consumer group finished, by outcome (handled, duplicate, dead-lettered)',
  labelNames: ['service', 'group', 'topic', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const eventsPublished = new Counter({
  name: 'hm_outbox_published_total',
  help: 'Events the outbox relay put on the broker',
  labelNames: ['service', 'topic'] as const,
  registers: [metricsRegistry],
});

export const uploadVerifications = new Counter({
  name: 'hm_upload_verifications_total',
  help: 'Interview email uploads by verification outcome (verified, concerns, duplicate, refused_<status>, error)',
  labelNames: ['service', 'outcome'] as const,
  registers: [metricsRegistry],
});

export const tokensGranted = new Counter({
  name: 'hm_tokens_granted_total',
  help: 'Unlock tokens granted to companies (purchases, plans, admin grants)',
  labelNames: ['service', 'reason'] as const,
  registers: [metricsRegistry],
});

export const tokensSpent = new Counter({
  name: 'hm_tokens_spent_total',
  help: 'Unlock tokens companies spent',
  labelNames: ['service', 'reason'] as const,
  registers: [metricsRegistry],
});

/** Values computed when scraped, by whoever owns them (the relay, the consumers). */
export interface ScrapeSource {
  collect(): void | Promise<void>;
}
const scrapeSources = new Set<ScrapeSource>();

/** Registers work to run before each scrape; returns its removal. */
export function onScrape(source: ScrapeSource): () => void {
  scrapeSources.add(source);
  return () => scrapeSources.delete(source);
}

export const consumerLag = new Gauge({
  name: 'hm_kafka_consumer_lag',
  help: "Messages on a partition the group has not committed yet (the partition's end offset minus the committed one)",
  labelNames: ['service', 'group', 'topic', 'partition'] as const,
  registers: [metricsRegistry],
});

export const outboxBacklog = new Gauge({
  name: 'hm_outbox_backlog',
  help: 'Documents with recorded events the relay has not put on the broker yet',
  labelNames: ['service'] as const,
  registers: [metricsRegistry],
});

export const outboxOldestAge = new Gauge({
  name: 'hm_outbox_oldest_age_seconds',
  help: 'How long the oldest unpublished outbox document has waited (0 when none)',
  labelNames: ['service'] as const,
  registers: [metricsRegistry],
});

/** The text Prometheus reads: every scrape source refreshed first (one failing does not fail the scrape). */
export async function renderMetrics(): Promise<string> {
  await Promise.allSettled([...scrapeSources].map(async (source) => source.collect()));
  return metricsRegistry.metrics();
}

const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
/** Client-chosen names: a bounded set, the rest counted as `other`, so a client cannot grow the series. */
const MAX_OPERATIONS = 300;
const knownOperations = new Set<string>();

/** The GraphQL operation name of a request, as a metric label. */
export function operationLabel(body: unknown): string {
  const name = body && typeof body === 'object' ? (body as { operationName?: unknown }).operationName : undefined;
  if (typeof name !== 'string' || !OPERATION_NAME.test(name)) return '';
  if (knownOperations.has(name)) return name;
  if (knownOperations.size >= MAX_OPERATIONS) return 'other';
  knownOperations.add(name);
  return name;
}

/** Observes every request's duration, and counts 429s as rate-limit rejections. */
export function registerRequestMetrics(app: FastifyInstance, service: string): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    requestDuration.observe(
      { service, method: request.method, route, operation: route === '/graphql' ? operationLabel(request.body) : '', status: String(status) },
      reply.elapsedTime / 1000,
    );
    if (status === 429) rateLimitRejections.inc({ service, limiter: route });
    done();
  });
}

/** `GET /metrics` in Prometheus' text format on `app`. */
export function registerMetricsRoute(app: FastifyInstance): void {
  collectProcessMetrics();
  app.get('/metrics', { logLevel: 'warn' }, async (_request, reply) => {
    const text = await renderMetrics();
    return reply.type(metricsRegistry.contentType).send(text);
  });
}
