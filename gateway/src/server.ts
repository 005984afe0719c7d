import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyApollo, { fastifyApolloDrainPlugin } from '@as-integrations/fastify';
import { createLogger, type Logger } from '@hiring/service-kit/logging';
import { registerMetricsRoute, registerRequestMetrics, registerRequestSpans, requestLogOptions, startTracing, flushTracing } from '@hiring/service-kit';
import type { GatewayConfig } from './config.js';
import { createApolloGateway } from './graphql/create-gateway.js';
import { contextFor } from './rest/execute.js';
import { registerRestFacade } from './rest/index.js';
import { SessionGuard, authSessionLookup } from './security/session-guard.js';
import { ApiKeyGuard, authApiKeyLookup } from './security/api-key-guard.js';
import { ApiKeyUsageCounter, authUsageSink } from './security/api-key-usage.js';
import { TrustedDocuments, authDocumentLookup } from './security/trusted-documents.js';
import { registerSecurityHeaders } from './security/headers.js';
import { internalHeaders, subgraphUrl } from './config.js';
import { brandedPage } from './web/branded-page.js';
import { compressedPage } from './web/compressed-page.js';
import { apiFrameworkErrors } from './rest/api-errors.js';
import { MESSAGE_KEYWORD, MISSING_MESSAGE_KEYWORD } from './rest/execute.js';
import type { Ajv } from 'ajv';

export interface RunningGateway {
  app: FastifyInstance;
  url: string;
  /** The metrics listener's address (METRICS_PORT set), e.g. `http://127.0.0.1:9464`. */
  metricsUrl?: string;
  logger: Logger;
  stop(): Promise<void>;
}

/** The single public entry point: /graphql (federated), /api (REST facade), / (the web app). */
export async function startGateway(config: GatewayConfig): Promise<RunningGateway> {
  // Before the logger: it names the trace of each line only when tracing is on at its creation.
  await startTracing('gateway');
  const logger = createLogger('gateway', config.LOG_LEVEL);
  const app: FastifyInstance = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // JSON only: uploads are streamed unparsed by the upload proxy with their own limits.
    bodyLimit: config.MAX_BODY_BYTES,
    trustProxy: config.TRUST_PROXY,
    // /api request schemas only check shapes; values reach the mapping as sent (no coercion, nothing removed).
    // verbose: a refusal carries the schema that refused, whose x-message is the text to answer (rest/execute.ts).
    ajv: {
      customOptions: { coerceTypes: false, removeAdditional: false, verbose: true },
      plugins: [(ajv: Ajv) => ajv.addVocabulary([MESSAGE_KEYWORD, MISSING_MESSAGE_KEYWORD])],
    },
    // The router's own refusals (a too long or undecodable address) in /api's error shape.
    frameworkErrors: apiFrameworkErrors,
    // A JSON `__proto__` key is dropped rather than refusing the whole body: the request is otherwise valid.
    onProtoPoisoning: 'remove',
    ...requestLogOptions(),
  });
  registerRequestSpans(app, 'gateway');
  registerRequestMetrics(app, 'gateway');
  await registerSecurityHeaders(app);
  // API keys first: a key becomes a partner token (or a refusal) before the session guard looks.
  const authUrl = subgraphUrl(config, 'auth');
  const usage = new ApiKeyUsageCounter({ sink: authUsageSink(authUrl, () => internalHeaders(config)), intervalMs: config.API_KEY_USAGE_FLUSH_MS, logger });
  usage.start();
  const apiKeys = new ApiKeyGuard({
    secret: config.JWT_SECRET,
    ttlMs: config.SESSION_CHECK_CACHE_MS,
    lookup: authApiKeyLookup(authUrl, () => internalHeaders(config)),
    logger,
    usage,
    documents: new TrustedDocuments({
      mode: config.API_KEY_DOCUMENTS,
      missTtlMs: config.SESSION_CHECK_CACHE_MS,
      lookup: authDocumentLookup(authUrl, () => internalHeaders(config)),
    }),
  });
  apiKeys.register(app);
  const sessions = new SessionGuard({
    secret: config.JWT_SECRET,
    ttlMs: config.SESSION_CHECK_CACHE_MS,
    lookup: authSessionLookup(subgraphUrl(config, 'auth'), () => internalHeaders(config)),
    logger,
  });
  sessions.register(app);
  const apollo = createApolloGateway(config);
  apollo.addPlugin(fastifyApolloDrainPlugin(app));
  apollo.addPlugin(sessions.apolloPlugin());
  apollo.addPlugin(apiKeys.apolloPlugin());
  await apollo.start();
  await app.register(fastifyApollo(apollo), { context: async (request) => ({ ...contextFor(request), chargeCost: apiKeys.costCharger(request) }) });
  await registerRestFacade(app, apollo, config);
  const indexFile = join(config.WEB_DIST_DIR, 'index.html');
  if (existsSync(indexFile)) {
    // The page is served from memory with this deployment's name and support address; the assets as files.
    const page = brandedPage(readFileSync(indexFile, 'utf8'), { productName: config.PRODUCT_NAME, supportEmail: config.SUPPORT_EMAIL });
    // preCompressed: a script or style sheet goes as its .br or .gz sibling (written by the build) when
    // the browser accepts it; the answer varies with Accept-Encoding for every cache on the way.
    await app.register(fastifyStatic, {
      root: config.WEB_DIST_DIR,
      wildcard: false,
      index: false,
      preCompressed: true,
      allowedPath: (path) => path !== '/index.html',
      setHeaders: (response) => response.setHeader('vary', 'accept-encoding'),
    });
    app.get('/', compressedPage(page));
  } else {
    logger.warn({ dir: config.WEB_DIST_DIR }, 'web app not built; / is not served (run npm run build)');
  }
  const url = await app.listen({ port: config.PORT, host: config.HOST });
  logger.info({ url }, 'gateway listening');
  // The public port never answers /metrics: it has its own listener for the monitoring network.
  let metrics: FastifyInstance | undefined;
  let metricsUrl: string | undefined;
  if (config.METRICS_PORT !== undefined) {
    metrics = Fastify({ logger: false });
    registerMetricsRoute(metrics);
    metricsUrl = await metrics.listen({ port: config.METRICS_PORT, host: config.METRICS_HOST });
    logger.info({ url: metricsUrl }, 'gateway metrics listening');
  }
  return {
    app,
    url,
    metricsUrl,
    logger,
    stop: async () => {
      await app.close();
      await usage.stop();
      await metrics?.close();
      await flushTracing().catch(() => undefined);
    },
  };
}
