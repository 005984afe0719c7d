import { readFileSync } from 'node:fs';
import { ApolloGateway, RemoteGraphQLDataSource } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { GatewayConfig } from '../config.js';
import { internalHeaders, subgraphUrl } from '../config.js';
import { operationLimits } from './limits.js';
import { costBudgetPlugin, costTableOf } from './query-cost.js';
import type { GraphQLError } from 'graphql';
import { maskError } from './mask-errors.js';
import { subgraphFetcher } from './subgraph-fetcher.js';
import { installPassThroughResults } from './pass-through-results.js';
import { injectTraceHeadersInto } from '@hiring/service-kit';

export interface GatewayContext {
  authorization?: string;
  correlationId: string;
  /** The caller's address (behind a proxy, per TRUST_PROXY); subgraphs rate-limit on it. */
  clientIp?: string;
  /** An API key's request: spends the operation's cost from the key's limit, or says why not. */
  chargeCost?: (cost: number) => GraphQLError | undefined;
}

/** Passes the caller's credentials, correlation id and address on to every subgraph call. */
class ForwardingDataSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(
    options: ConstructorParameters<typeof RemoteGraphQLDataSource<GatewayContext>>[0],
    private readonly internal: Record<string, string>,
  ) {
    super(options);
  }

  override willSendRequest({ request, context }: Parameters<RemoteGraphQLDataSource<GatewayContext>['willSendRequest'] & {}>[0]) {
    for (const [name, value] of Object.entries(this.internal)) request.http?.headers.set(name, value);
    if (context.authorization) request.http?.headers.set('authorization', context.authorization);
    if (context.correlationId) request.http?.headers.set('x-correlation-id', context.correlationId);
    // Set, never appended: subgraphs are only reachable from the gateway, so this is the one value they trust.
    if (context.clientIp) request.http?.headers.set('x-forwarded-for', context.clientIp);
    // Tracing on: the subgraph's span becomes a child of Apollo's fetch span (active here).
    if (request.http) injectTraceHeadersInto(request.http.headers);
  }
}

export function createApolloGateway(config: GatewayConfig): ApolloServer<GatewayContext> {
  // @apollo/gateway otherwise sends anonymous usage metrics over OTLP to Apollo every few
  // seconds: with no route out, each export failed and logged (docs/decisions/telemetry.md).
  // Our own telemetry is configured by the OTEL_* variables and never goes there.
  process.env['APOLLO_TELEMETRY_DISABLED'] ??= 'true';
  const supergraphSdl = readFileSync(config.SUPERGRAPH_FILE, 'utf8');
  const fetcher = subgraphFetcher();
  installPassThroughResults();
  const gateway = new ApolloGateway({
    supergraphSdl,
    buildService: ({ name }) => new ForwardingDataSource({ url: subgraphUrl(config, name), fetcher }, internalHeaders(config)),
  });
  const server = new ApolloServer<GatewayContext>({
    gateway,
    includeStacktraceInErrorResponses: false,
    // Off unless GRAPHQL_INTROSPECTION=true, whatever NODE_ENV says: the web app and codegen use
    // the composed schema file (gateway/supergraph/api-schema.graphql), never the live server.
    introspection: config.GRAPHQL_INTROSPECTION,
    hideSchemaDetailsFromClientErrors: !config.GRAPHQL_INTROSPECTION,
    plugins: [
      // Before any subgraph is called: an operation over the budget, or over its API key's limit, is refused.
      costBudgetPlugin<GatewayContext>({ table: costTableOf(supergraphSdl), budget: config.MAX_QUERY_COST }),
      ...(config.GRAPHQL_INTROSPECTION ? [] : [ApolloServerPluginLandingPageDisabled()]),
    ],
    formatError: maskError,
    parseOptions: { maxTokens: config.MAX_QUERY_TOKENS },
    validationRules: [operationLimits({ maxDepth: config.MAX_QUERY_DEPTH, maxFields: config.MAX_QUERY_FIELDS, maxAliases: config.MAX_QUERY_ALIASES })],
  });
  // The subgraph connections close after the server has drained its requests.
  server.addPlugin({ serverWillStart: async () => ({ serverWillStop: () => fetcher.close() }) });
  return server;
}
