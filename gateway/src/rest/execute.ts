import type { ApolloServer } from '@apollo/server';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode } from 'graphql';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  HTTPMethods,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
} from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { JsonSchema } from './openapi/json-schema.js';
import type { GatewayContext } from '../graphql/create-gateway.js';

const STATUS_BY_CODE: Record<string, number> = {
  BAD_USER_INPUT: 400,
  GRAPHQL_VALIDATION_FAILED: 400,
  GRAPHQL_PARSE_FAILED: 400,
  QUERY_TOO_EXPENSIVE: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  COMPANY_NOT_PROVEN: 403,
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
    // Fastify's request id: the caller's x-correlation-id or a new one (request-log.ts).
    correlationId: request.id,
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

/** The error body of every /api route. */
export const ERROR_BODY = {
  type: 'object',
  properties: { success: { const: false }, error: { type: 'string' }, message: { type: 'string' } },
  required: ['success', 'error', 'message'],
} as const;

/** A request Fastify refused before the handler (schema validation, unreadable JSON): the contract's error body. */
export const REQUEST_MESSAGES = {
  notAnObject: 'Please send a JSON object',
  invalidJson: 'Please send valid JSON',
  invalid: (where: string, problem: string) => `Invalid request: ${where} ${problem}`,
} as const;

/** The texts of the refusals Fastify makes itself, before any /api handler runs. */
export const API_ERROR_MESSAGES = {
  notFound: 'Not found',
  methodNotAllowed: (allowed: string) => `Method not allowed (allowed: ${allowed})`,
  uriTooLong: 'The address is too long',
  badUrl: 'The address is not valid',
  bodyTooLarge: 'The request body is too large',
  unsupportedMediaType: 'Please send JSON (Content-Type: application/json)',
} as const;

/** Fastify's own texts for a refused body, as the facade names them (the spec names none). */
export function frameworkRefusalText(error: FastifyError): string | undefined {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return API_ERROR_MESSAGES.bodyTooLarge;
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) return API_ERROR_MESSAGES.unsupportedMediaType;
  return undefined;
}

/**
 * The keyword a request schema names its refusal text with (the spec's text where it gives one):
 * on a property, the text for that property missing or invalid. OpenAPI 3.1 documents `x-`
 * keywords as they are; Ajv learns it as a vocabulary word (server.ts) and reports the schema that
 * failed (`verbose`), so the text is read from the failing schema itself.
 */
export const MESSAGE_KEYWORD = 'x-message';
/** On a property, the text for that property missing when it differs from the one for it invalid. */
export const MISSING_MESSAGE_KEYWORD = 'x-message-missing';

type Refusal = NonNullable<FastifyError['validation']>[number] & { parentSchema?: Record<string, unknown> };

/**
 * A declared text: one for every rule keyword, or one per keyword. A value of the wrong JSON type
 * (a list where text belongs) is not a broken rule but a request no mapping reads: it keeps the
 * generic "Invalid request: ..." text unless a text is declared for `type` itself.
 */
function textFor(declared: unknown, keyword: string): string | null {
  if (typeof declared === 'string') return keyword === 'type' ? null : declared;
  if (declared !== null && typeof declared === 'object') {
    const text = (declared as Record<string, unknown>)[keyword];
    return typeof text === 'string' ? text : null;
  }
  return null;
}

/** The x-message of the schema that refused, or of the missing property; null when it names none. */
function declaredText(refusal: Refusal): string | null {
  const schema = refusal.parentSchema;
  if (!schema) return null;
  if (refusal.keyword === 'required') {
    const missing = (refusal.params as { missingProperty?: string }).missingProperty ?? '';
    const property = (schema['properties'] as Record<string, Record<string, unknown>> | undefined)?.[missing];
    return textFor(property?.[MISSING_MESSAGE_KEYWORD] ?? property?.[MESSAGE_KEYWORD] ?? schema[MESSAGE_KEYWORD], 'required');
  }
  return textFor(schema[MESSAGE_KEYWORD], refusal.keyword);
}

function refusedRequestText(error: FastifyError): string {
  const refusals = (error.validation ?? []) as Refusal[];
  const first = refusals[0];
  if (first) {
    // The innermost schema that names a text wins (an anyOf reports its branches before itself).
    for (const refusal of refusals) {
      const text = declaredText(refusal);
      if (text) return text;
    }
    // A body that is not a JSON object is named as the facade has always named it.
    if (error.validationContext === 'body' && first.instancePath === '' && first.keyword === 'type') return REQUEST_MESSAGES.notAnObject;
    return REQUEST_MESSAGES.invalid(`${error.validationContext ?? 'request'}${first.instancePath.replaceAll('/', '.')}`, first.message ?? 'is not valid');
  }
  if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error instanceof SyntaxError)
    return REQUEST_MESSAGES.invalidJson;
  return frameworkRefusalText(error) ?? error.message;
}

type RestRequest<S extends FastifySchema> = FastifyRequest<RouteGenericInterface, RawServerDefault, RawRequestDefaultExpression, S, TypeBoxTypeProvider>;

export interface RestRoute<S extends FastifySchema = FastifySchema> {
  method: HTTPMethods;
  url: string;
  /** One line for the OpenAPI document. */
  summary: string;
  /** What the request may carry (body, querystring, params): validated, and documented. */
  schema?: S;
  /**
   * The answers by status, documented only: a Fastify response schema would serialize through
   * fast-json-stringify, which drops every field it does not name.
   */
  responses?: Record<number, JsonSchema>;
  /**
   * Callable without credentials (sign-in, sign-up's first steps, password reset, health, the
   * document, Stripe): documented with no security. Every other route takes a bearer token (a
   * session, or the registration token during sign-up); API keys are for /graphql only.
   */
  public?: boolean;
  /**
   * Documented only: a body the route reads itself (the uploads' multipart, streamed unread),
   * as its content type and schema.
   */
  documentedBody?: { contentType: string; schema: JsonSchema };
  /**
   * The JSON answer; a thrown error becomes the spec-shaped error body. A handler that answers
   * itself (a status, a proxied body) sends through `reply` and its result is ignored.
   */
  handle(request: RestRequest<S>, reply: FastifyReply): Promise<unknown>;
}

/** Every /api route is registered here, so every one answers errors alike and is documented. */
export function route<S extends FastifySchema>(app: FastifyInstance, spec: RestRoute<S>): void {
  const tag = spec.url.split('/')[2] ?? 'api';
  const responses = { ...spec.responses, default: { description: 'The error, with the text to show', ...ERROR_BODY } };
  app.withTypeProvider<TypeBoxTypeProvider>().route({
    method: spec.method,
    url: spec.url,
    schema: { ...spec.schema, summary: spec.summary, tags: [tag] },
    config: {
      // Documented, never used to serialize (see `responses`).
      swaggerTransform: ({ schema, url }: { schema: FastifySchema; url: string }) => ({
        schema: {
          ...schema,
          ...(spec.documentedBody ? { body: spec.documentedBody.schema, consumes: [spec.documentedBody.contentType] } : {}),
          response: responses,
          security: spec.public ? [] : [{ bearer: [] }],
        },
        url,
      }),
    },
    // No body (or JSON null) reads as an empty object, as the facade always read it: a route with
    // required fields then refuses it with their text rather than "Please send a JSON object".
    preValidation: async (request) => {
      if (spec.schema?.body !== undefined && (request.body === undefined || request.body === null)) request.body = {};
    },
    errorHandler: (error: FastifyError, _request, reply) => {
      const status = error.validation ? 400 : (error.statusCode ?? 500);
      if (status >= 500) return sendRestError(reply, error);
      const text = refusedRequestText(error);
      return reply.code(status).send({ success: false, error: text, message: text });
    },
    handler: async (request, reply) => {
      try {
        // Typed by spec.schema: the summary and tags added to the route's schema change no request type.
        const body = await spec.handle(request as unknown as RestRequest<S>, reply);
        return reply.sent ? reply : reply.send(body);
      } catch (error) {
        return sendRestError(reply, error);
      }
    },
  });
}
