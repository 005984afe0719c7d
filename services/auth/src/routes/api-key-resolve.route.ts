import type { FastifyInstance } from 'fastify';
import { resolveApiKey, type ApiKeyDeps } from '../domain/api-keys.service.js';

export const API_KEY_RESOLVE_PATH = '/internal/api-keys/resolve';

/**
 * `POST /internal/api-keys/resolve {key}`: the key's grant, or 404. Only the gateway reaches it
 * (INTERNAL_API_SECRET, like every route but /health); it caches answers for a second or two.
 */
export function registerApiKeyResolveRoute(app: FastifyInstance, deps: ApiKeyDeps): void {
  app.post<{ Body: { key: string } }>(
    API_KEY_RESOLVE_PATH,
    { schema: { body: { type: 'object', required: ['key'], properties: { key: { type: 'string', maxLength: 200 } }, additionalProperties: false } } },
    async (request, reply) => {
      const grant = await resolveApiKey(deps, request.body.key);
      if (!grant) return reply.code(404).send({ found: false });
      return reply.send({ found: true, ...grant });
    },
  );
}
