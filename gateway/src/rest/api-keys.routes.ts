import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { API_KEY_LIMITS, API_KEY_MESSAGES, API_SCOPES, apiScopeEnumValue } from '@hiring/contracts/vocabulary';
import type { GatewayContext } from '../graphql/create-gateway.js';
import type { ApiScope as Scope } from './generated/graphql.js';
import { bodyOf, str } from './accounts.mapping.js';
import { RestError, route, runOperation } from './execute.js';
import { toRest } from './rest-shape.js';
import type { OperationSchemas } from './openapi/json-schema.js';
import { FilledText, IdParam, body, ok, says } from './openapi/request-schemas.js';
import { API_KEYS } from './operations/api-keys.query.js';
import { CREATE_API_KEY } from './operations/create-api-key.mutation.js';
import { REVOKE_API_KEY } from './operations/revoke-api-key.mutation.js';

/** The GraphQL enum's names of the service kit's scopes ('candidates:read' -> CANDIDATES_READ). */
const SCOPES = API_SCOPES.map((scope) => apiScopeEnumValue(scope) as Scope);
/** The facade's text for an unknown scope (it names the graph's values, as REST has always answered). */
const UNKNOWN_SCOPE = `Scopes are ${SCOPES.join(', ')}`;
/** A key's limit: a whole number within the auth service's range, or null for its default. */
const limit = (range: { min: number; max: number }, text: string) =>
  Type.Union([Type.Integer({ minimum: range.min, maximum: range.max }), Type.Null()], says(text));
/** Scopes as documented (`candidates:read`) or as the graph names them (`CANDIDATES_READ`). */
const SCOPE_NAMES = [...API_SCOPES, ...API_SCOPES.map(apiScopeEnumValue)];

/** Whole numbers pass; null and absence are "not given" (the auth service's defaults and rules apply). */
function whole(value: unknown, name: string): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  throw new RestError(400, `${name} must be a whole number`);
}

/** The GraphQL scope names; the documented `candidates:read` form is accepted too. */
function scopesOf(value: unknown): Scope[] {
  if (!Array.isArray(value)) throw new RestError(400, 'scopes must be a list');
  return value.map((entry) => {
    const name = typeof entry === 'string' ? entry.trim().toUpperCase().replace(':', '_') : '';
    if (!(SCOPES as string[]).includes(name)) throw new RestError(400, UNKNOWN_SCOPE);
    return name as Scope;
  });
}

/**
 * A company's API keys over REST (docs/decisions/partner-api.md): the same GraphQL operations as
 * the profile's API tab. A company person's session only: the auth service refuses keys.
 */
export function registerApiKeyRoutes(app: FastifyInstance, apollo: ApolloServer<GatewayContext>, docs: OperationSchemas): void {
  route(app, {
    method: 'GET',
    url: '/api/company/api-keys',
    summary: "Companies: the company's API keys, newest first (prefix, scopes, limits, last use; never the secret)",
    responses: { 200: ok({ api_keys: docs.field(API_KEYS, 'apiKeys') }) },
    handle: async (request) => {
      const { apiKeys } = await runOperation(apollo, request, API_KEYS);
      return { success: true, api_keys: toRest(apiKeys) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/company/api-keys',
    summary: 'Companies: creates an API key; the answer carries its secret, shown this once',
    schema: {
      body: body(
        {
          name: FilledText(API_KEY_MESSAGES.name, API_KEY_LIMITS.nameLength),
          scopes: Type.Array(Type.String({ enum: SCOPE_NAMES, ...says(UNKNOWN_SCOPE) }), { minItems: 1, ...says(API_KEY_MESSAGES.noScope) }),
          rate_limit_per_minute: limit(API_KEY_LIMITS.rateLimitPerMinute, API_KEY_MESSAGES.rateLimit),
          daily_unlock_limit: limit(API_KEY_LIMITS.dailyUnlockLimit, API_KEY_MESSAGES.dailyUnlockLimit),
        },
        ['name', 'scopes'],
      ),
    },
    responses: { 200: ok({}, docs.objectField(CREATE_API_KEY, 'createApiKey')) },
    handle: async (request) => {
      const input = bodyOf(request.body);
      const { createApiKey } = await runOperation(apollo, request, CREATE_API_KEY, {
        input: {
          name: str(input['name']) ?? '',
          scopes: scopesOf(input['scopes'] ?? []),
          rateLimitPerMinute: whole(input['rate_limit_per_minute'], 'rate_limit_per_minute'),
          dailyUnlockLimit: whole(input['daily_unlock_limit'], 'daily_unlock_limit'),
        },
      });
      return { success: true, ...toRest(createApiKey) };
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/company/api-keys/:id',
    summary: 'Companies: revokes an API key at once',
    schema: { params: IdParam },
    responses: { 200: ok({ api_key: docs.objectField(REVOKE_API_KEY, 'revokeApiKey') }) },
    handle: async (request) => {
      const { revokeApiKey } = await runOperation(apollo, request, REVOKE_API_KEY, { id: request.params.id });
      return { success: true, api_key: toRest(revokeApiKey) };
    },
  });
}
