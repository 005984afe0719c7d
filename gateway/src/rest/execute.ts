import { randomUUID } from 'node:crypto';
import type { ApolloServer } from '@apollo/server';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode } from 'graphql';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, HTTPMethods } from 'fastify';
import type { GatewayContext } from '../graphql/create-gateway.js';

const STATUS_BY_CODE: Record<string, number> = {
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

/** An /api failure: the status and the text the web app shows. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export function contextFor(request: FastifyRequest): GatewayContext {
  return {
    authorization: request.headers.authorization,
    correlationId: String(request.headers['x-correlation-id'] ?? randomUUID()),
    clientIp: request.ip,
  };
}

// Apollo prints a document it is given on every call; the operations are few and fixed, so each is printed once.
const sources = new WeakMap<DocumentNode, string>();
function sourceOf(document: DocumentNode): string {
  let source = sources.get(document);
  if (source === undefined) sources.set(document, (source = print(document)));
  return source;
}

/**
 * The REST facade runs every /api call as a GraphQL operation against the composed graph,
 * in process, with the caller's credentials; so REST and GraphQL share one set of rules.
 */
export async function runOperation<TData, TVariables extends Record<string, unknown>>(
  apollo: ApolloServer<GatewayContext>,
  request: FastifyRequest,
  query: TypedDocumentNode<TData, TVariables>,
  variables?: TVariables,
): Promise<TData> {
  const response = await apollo.executeOperation<TData, TVariables>({ query: sourceOf(query), variables }, { contextValue: contextFor(request) });
  if (response.body.kind !== 'single') throw new RestError(500, 'Internal server error');
  const { data, errors } = response.body.singleResult;
  const first = errors?.[0];
  if (first) {
    const code = typeof first.extensions?.['code'] === 'string' ? first.extensions['code'] : '';
    throw new RestError(STATUS_BY_CODE[code] ?? 500, first.message);
  }
  return data as TData;
}

/** Error body of every /api route: `error` and `message` carry the same text (the spec's pages read either). */
export function sendRestError(reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof RestError) return reply.code(error.status).send({ success: false, error: error.message, message: error.message });
  reply.log.error({ err: error }, 'unexpected REST facade error');
  return reply.code(500).send({ success: false, error: 'Internal server error', message: 'Internal server error' });
}

export interface RestRoute {
  method: HTTPMethods;
  url: string;
  /** The route's OpenAPI description and request validation. */
  schema?: FastifySchema;
  /**
   * The JSON answer; a thrown error becomes the spec-shaped error body. A handler that answers
   * itself (a status, a proxied body) sends through `reply` and its result is ignored.
   */
  handle(request: FastifyRequest, reply: FastifyReply): Promise<unknown>;
}

/** Every /api route is registered here, so every one answers errors alike. */
export function route(app: FastifyInstance, spec: RestRoute): void {
  app.route({
    method: spec.method,
    url: spec.url,
    ...(spec.schema ? { schema: spec.schema } : {}),
    handler: async (request, reply) => {
      try {
        const body = await spec.handle(request, reply);
        return reply.sent ? reply : reply.send(body);
      } catch (error) {
        return sendRestError(reply, error);
      }
    },
  });
}
