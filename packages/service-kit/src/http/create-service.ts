import { readFileSync } from 'node:fs';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { ApolloServer } from '@apollo/server';
import {
  ApolloServerPluginCacheControlDisabled,
  ApolloServerPluginInlineTraceDisabled,
  ApolloServerPluginLandingPageDisabled,
} from '@apollo/server/plugin/disabled';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper/resolverMap.js';
import { parse } from 'graphql';
import type { Connection } from 'mongoose';
import type { Kafka, Producer } from 'kafkajs';
import type { EventDefinition } from '@hiring/contracts';
import { kafkaSasl, type BaseServiceConfig } from '../config/index.js';
import { createLogger, type Logger } from '../logging/index.js';
import { authFromHeader, type RequestContext } from '../auth/index.js';
import { connectMongo, ensureIndexes, pingMongo } from '../mongo/connect.js';
import { createKafka, ensureTopics, pingKafka } from '../kafka/client.js';
import { OutboxRelay } from '../kafka/outbox-relay.js';
import { IdempotentConsumer, type EventHandler } from '../kafka/consumer.js';
import { ReadBarrier } from '../kafka/read-barrier.js';
import { compiledExecution } from './compiled-execution.js';
import { registerHealthRoute } from './health.js';
import { clientIpOf } from './client-ip.js';
import { registerInternalCredential } from './internal-credential.js';
import { registerPersonalDataRoute, type PersonalDataCollector } from './personal-data.js';
import { registerPersonKeyRoutes } from './person-keys.js';
import { cachedPersonKeys, personKeysOf, storedPersonKeys, type PersonKeys } from '../privacy/person-keys.js';
import { erasureSubscription, type Eraser } from '../privacy/erasure.js';
import { processedEventsRetention, startRetentionSweeps, type RetentionRule } from '../privacy/retention.js';
import { ErasureCompletedV1 } from '@hiring/contracts';
import { requestLogOptions } from './request-log.js';
import { CLIENT_ERROR_CODES, isConnectionError, TEMPORARILY_UNAVAILABLE } from '../errors/index.js';
import { unwrapResolverError } from '@apollo/server/errors';
import { flushTracing, registerRequestSpans, startTracing } from '../telemetry/tracing.js';
import { operationLabel, rateLimitRejections, registerMetricsRoute, registerRequestMetrics } from '../telemetry/metrics.js';
import { mongooseSpans } from '../telemetry/mongoose-spans.js';

export type Resolvers = GraphQLResolverMap<RequestContext>;

/**
 * One resolver module as a service writes it: typically the `Resolvers` type graphql-codegen
 * generates from the subgraph's schema (src/generated/resolvers.ts), whose entity types carry
 * `__resolveReference`, which Apollo's own map type does not describe.
 */
export type ResolverModule = { readonly [typeName: string]: object | undefined };

/** What every service gets from the kit before it wires its own domain. */
export interface ServiceKit<TConfig extends BaseServiceConfig> {
  config: TConfig;
  logger: Logger;
  connection: Connection;
  kafka: Kafka;
  producer: Producer;
  relay: OutboxRelay;
  /** Lets a read that found nothing wait until a subscription has caught up (read-your-writes). */
  barrier: ReadBarrier;
  /** The keys sealing events about a person: auth's store, or its internal API (PERSON_KEYS_URL). */
  personKeys: PersonKeys;
}

export interface ServiceWiring {
  /** The subgraph's resolvers: one map, or one per resolver module (their fields merged per type). */
  resolvers: ResolverModule | readonly ResolverModule[];
  /** Events this service publishes; their topics are created at start. */
  publishes?: EventDefinition[];
  /** Every subscription of the service, listed in one place. */
  consumers?: { groupId: string; handlers: EventHandler[] }[];
  /** HTTP routes besides /graphql and /health. */
  routes?: (app: FastifyInstance) => void | Promise<void>;
  /**
   * This service's section of a person's data export (docs/decisions/privacy-rights.md#export),
   * served to the gateway at `GET /internal/personal-data/:userId`. Every service has one, so
   * data a new collection holds cannot be left out of the export silently.
   */
  personalData: PersonalDataCollector;
  /**
   * This service's part of erasing a person (docs/decisions/privacy-rights.md#erasure): the kit
   * subscribes it to ErasureRequested (group `<service>.erasure`) and publishes its
   * ErasureCompleted. Required for the same reason as `personalData`.
   */
  erase: Eraser;
  /**
   * Rows this service keeps only for a while, swept every RETENTION_SWEEP_INTERVAL_MS
   * (privacy/retention.ts); the kit adds its consumer markers.
   */
  retention?: readonly RetentionRule[];
  /** Runs once the service answers and consumes (pollers, background work such as a one-off migration). */
  onStarted?: () => void | Promise<void>;
  /**
   * Runs when the service stops: after it stopped answering, before its consumers, relay and
   * database go (stop pollers and worker pools here).
   */
  onStop?: () => void | Promise<void>;
}

/** One resolver map from several: each type's fields merged, a field defined twice refused. */
export function mergeResolvers(maps: ResolverModule | readonly ResolverModule[]): Resolvers {
  if (!Array.isArray(maps)) return maps as Resolvers;
  const merged: Record<string, Record<string, unknown>> = {};
  for (const map of maps as readonly ResolverModule[]) {
    for (const [type, fields] of Object.entries(map)) {
      if (fields === undefined) continue;
      if (Object.getPrototypeOf(fields) !== Object.prototype) {
        // A scalar's GraphQLScalarType, not a map of fields.
        if (type in merged) throw new Error(`resolver ${type} is defined twice`);
        merged[type] = fields as Record<string, unknown>;
        continue;
      }
      const into = (merged[type] ??= {});
      for (const [field, resolver] of Object.entries(fields as Record<string, unknown>)) {
        if (field in into) throw new Error(`resolver ${type}.${field} is defined twice`);
        into[field] = resolver;
      }
    }
  }
  return merged as Resolvers;
}

export interface ServiceDefinition<TConfig extends BaseServiceConfig> {
  name: string;
  config: TConfig;
  /** The subgraph schema file (`src/schema.graphql`). */
  schemaFile: URL;
  setup: (kit: ServiceKit<TConfig>) => ServiceWiring | Promise<ServiceWiring>;
  /** Tests shorten the consumer session so a restarted member rejoins quickly. */
  consumerSessionTimeoutMs?: number;
  /** The service that keeps the person keys in its own database and serves them (auth). */
  ownsPersonKeys?: boolean;
}

export interface RunningService<TConfig extends BaseServiceConfig> extends ServiceKit<TConfig> {
  app: FastifyInstance;
  url: string;
  consumers: IdempotentConsumer[];
  stop(): Promise<void>;
}

export function loadSchemaFile(file: URL) {
  return parse(readFileSync(file, 'utf8'));
}

/**
 * Boots a service: its database, Kafka producer and outbox relay, its subgraph at /graphql, /health,
 * its consumers; and stops them in reverse order, leaving consumer groups cleanly.
 */
/** The answer to an upload whose multipart body cannot be parsed (cut short, no boundary, bad part headers). */
export const UNREADABLE_UPLOAD = 'The upload could not be read. Please choose the file again.';

/** @fastify/multipart's refusals of a body's shape (too many fields, files or parts; no form data). */
const MULTIPART_LIMIT_CODES: ReadonlySet<string> = new Set([
  'FST_FIELDS_LIMIT',
  'FST_FILES_LIMIT',
  'FST_PARTS_LIMIT',
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_NO_FORM_DATA',
  'FST_PROTO_VIOLATION',
]);

/** busboy's (through @fastify/multipart) parse errors: plain Errors, told apart by their messages. */
function isMultipartParseError(error: unknown): boolean {
  if (!(error instanceof Error) || (error as { statusCode?: number }).statusCode !== undefined) return false;
  return /^Multipart: |^Unexpected end of (multipart|form) data|^Malformed (part header|urlencoded form)/.test(error.message);
}

export async function startService<TConfig extends BaseServiceConfig>(definition: ServiceDefinition<TConfig>): Promise<RunningService<TConfig>> {
  const { config, name } = definition;
  // Before anything logs or connects: the logger and the database hooks look at it once.
  await startTracing(name);
  const logger = createLogger(name, config.LOG_LEVEL);
  const connection = await connectMongo(config.MONGO_URL, config.MONGO_DB);
  mongooseSpans(connection, name);
  const kafka = createKafka({ clientId: name, brokers: config.KAFKA_BROKERS, logger, sasl: kafkaSasl(config), ssl: config.KAFKA_SSL });
  const producer = kafka.producer({ allowAutoTopicCreation: true });
  await producer.connect();
  const admin = kafka.admin();
  await admin.connect();
  const personKeys = definition.ownsPersonKeys ? cachedPersonKeys(storedPersonKeys(connection)) : personKeysOf(config);
  const relay = new OutboxRelay(connection, producer, logger.child({ component: 'outbox' }), {
    publishWaitMs: config.OUTBOX_PUBLISH_WAIT_MS,
    service: name,
    keys: personKeys,
  });
  const barrier = new ReadBarrier(config.READ_BARRIER_TIMEOUT_MS);
  const kit: ServiceKit<TConfig> = { config, logger, connection, kafka, producer, relay, barrier, personKeys };

  const wiring = await definition.setup(kit);
  // Before the indexes and the relay start: its receipts carry an outbox the relay must track.
  const erasure = erasureSubscription({ service: name, connection, relay, logger: logger.child({ component: 'erasure' }), erase: wiring.erase });
  await ensureIndexes(connection);
  await ensureTopics(
    admin,
    [...(wiring.publishes ?? []), ErasureCompletedV1].map((event) => event.topic),
  );

  const app: FastifyInstance = Fastify({ loggerInstance: logger as FastifyBaseLogger, ...requestLogOptions() });
  registerInternalCredential(app, config.INTERNAL_API_SECRET);
  registerRequestSpans(app, name);
  registerRequestMetrics(app, name);
  registerMetricsRoute(app);
  // A route that fails because the database cannot be reached answers a retryable 503.
  app.setErrorHandler((error, request, reply) => {
    if (isConnectionError(error)) {
      request.log.warn({ err: error }, 'a dependency is unreachable; answered 503');
      return reply.code(503).send({ success: false, error: TEMPORARILY_UNAVAILABLE, message: TEMPORARILY_UNAVAILABLE });
    }
    // A malformed multipart body (the parser's own errors carry no status) is the client's: 400, not 500.
    if (isMultipartParseError(error) || MULTIPART_LIMIT_CODES.has((error as { code?: string }).code ?? '')) {
      return reply.code(400).send({ success: false, error: UNREADABLE_UPLOAD, message: UNREADABLE_UPLOAD });
    }
    return reply.send(error);
  });
  registerHealthRoute(app, name, {
    mongo: () => pingMongo(connection),
    kafka: () => pingKafka(admin),
  });

  const apollo = new ApolloServer<RequestContext>({
    // The subgraph schema, executed compiled (compiled-execution.ts: the search pages are thousands of fields).
    gateway: compiledExecution(buildSubgraphSchema([{ typeDefs: loadSchemaFile(definition.schemaFile), resolvers: mergeResolvers(wiring.resolvers) }])),
    plugins: [
      fastifyApolloDrainPlugin(app),
      ApolloServerPluginInlineTraceDisabled(),
      // No cache hints are used; the plugin would otherwise wrap every field's resolver (a search page is thousands).
      ApolloServerPluginCacheControlDisabled(),
      ...(config.GRAPHQL_INTROSPECTION ? [] : [ApolloServerPluginLandingPageDisabled()]),
      {
        // Clients get a masked message for anything unexpected; the log keeps the real one.
        async requestDidStart() {
          return {
            async didEncounterErrors({ errors, operationName }) {
              for (const error of errors) {
                const code = error.extensions?.['code'];
                if (code === 'TOO_MANY_REQUESTS') rateLimitRejections.inc({ service: name, limiter: operationLabel({ operationName }) || 'graphql' });
                if (typeof code === 'string' && CLIENT_ERROR_CODES.includes(code)) continue;
                if (isConnectionError(unwrapResolverError(error.originalError ?? error))) {
                  logger.warn({ err: error.originalError ?? error, operationName }, 'a dependency is unreachable; answered 503');
                  continue;
                }
                logger.error({ err: error.originalError ?? error, operationName, path: error.path }, 'resolver failed');
              }
            },
          };
        },
      },
    ],
    includeStacktraceInErrorResponses: false,
    // The database away (restarting, say) is a retryable 503 for the client, not an internal error.
    formatError: (formatted, error) =>
      isConnectionError(unwrapResolverError(error))
        ? { message: TEMPORARILY_UNAVAILABLE, path: formatted.path, extensions: { code: 'SERVICE_UNAVAILABLE' } }
        : formatted,
    // Explicit, so NODE_ENV never turns the schema map on for anyone who can reach a subgraph.
    introspection: config.GRAPHQL_INTROSPECTION,
    hideSchemaDetailsFromClientErrors: !config.GRAPHQL_INTROSPECTION,
  });
  await apollo.start();
  await app.register(fastifyApollo(apollo), {
    context: async (request) => ({
      auth: authFromHeader(request.headers.authorization, config.JWT_SECRET),
      // Fastify's request id: the caller's x-correlation-id or a new one (request-log.ts).
      correlationId: request.id,
      clientIp: clientIpOf(request),
    }),
  });
  await wiring.routes?.(app);
  registerPersonalDataRoute(app, Boolean(config.INTERNAL_API_SECRET), wiring.personalData);
  if (definition.ownsPersonKeys) registerPersonKeyRoutes(app, personKeys);

  await relay.start();
  const consumers = [...(wiring.consumers ?? []), erasure].map((spec) => {
    const consumer = new IdempotentConsumer({
      kafka,
      connection,
      producer,
      logger,
      admin,
      service: name,
      groupId: `${config.KAFKA_GROUP_PREFIX}${spec.groupId}`,
      handlers: spec.handlers,
      sessionTimeoutMs: definition.consumerSessionTimeoutMs,
      fromBeginning: config.KAFKA_NEW_GROUP_OFFSET === 'earliest',
      keys: personKeys,
    });
    barrier.register(spec.groupId, consumer);
    return consumer;
  });
  // Answer first, then join the consumer groups: a restarted instance may wait for its dead
  // predecessor's session to expire before it gets partitions, and reads that need those
  // projections wait for them (read barrier) rather than the whole service being unreachable.
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  logger.info({ address }, `${name} service listening`);
  await Promise.all(consumers.map((consumer) => consumer.start()));
  logger.info({ groups: consumers.map((consumer) => consumer.groupId) }, `${name} service consuming`);
  await wiring.onStarted?.();
  const stopSweeps = startRetentionSweeps(connection, [processedEventsRetention, ...(wiring.retention ?? [])], {
    intervalMs: config.RETENTION_SWEEP_INTERVAL_MS,
    logger: logger.child({ component: 'retention' }),
  });

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      await app.close();
      stopSweeps();
      await Promise.resolve(wiring.onStop?.()).catch((error: unknown) => logger.warn({ err: error }, 'stop hook failed'));
      await Promise.allSettled(consumers.map((consumer) => consumer.stop()));
      await relay.stop();
      await producer.disconnect();
      await admin.disconnect();
      await connection.close();
      await flushTracing().catch(() => undefined);
      logger.info(`${name} service stopped`);
    })();
    return stopping;
  };

  return { ...kit, app, url: address, consumers, stop };
}

/** For main.ts: stop cleanly on SIGTERM/SIGINT. */
export function stopOnSignals(service: { stop(): Promise<void>; logger: Logger }): void {
  const handler = (signal: string) => {
    service.logger.info({ signal }, 'shutting down');
    service
      .stop()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        service.logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.once('SIGTERM', handler);
  process.once('SIGINT', handler);
}

/**
 * Entry point of every service's main.ts: build the definition (reading configuration), start,
 * and stop on signals. A configuration error prints its list of problems and exits with 1.
 */
export async function runService<TConfig extends BaseServiceConfig>(define: () => ServiceDefinition<TConfig>): Promise<void> {
  let definition: ServiceDefinition<TConfig>;
  try {
    definition = define();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  try {
    const service = await startService(definition);
    stopOnSignals(service);
  } catch (error) {
    console.error(`${definition.name} failed to start:`, error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
