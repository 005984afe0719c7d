import { randomUUID } from 'node:crypto';
import type { ApolloServer } from '@apollo/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
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

/**
 * The REST facade runs every /api call as a GraphQL operation against the composed graph,
 * in process, with the caller's credentials; so REST and GraphQL share one set of rules.
 */
export async function runOperation<TData>(
  apollo: ApolloServer<GatewayContext>,
  request: FastifyRequest,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<TData> {
  const response = await apollo.executeOperation({ query, variables }, { contextValue: contextFor(request) });
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

/** Wraps an /api handler: its result is the JSON answer, a thrown error the spec-shaped error body. */
export function route<T>(handle: (request: FastifyRequest) => Promise<T>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return reply.send(await handle(request));
    } catch (error) {
      return sendRestError(reply, error);
    }
  };
}
