import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PersonKeys } from '../privacy/person-keys.js';

/** What one request may name: a relay round seals at most a few hundred events. */
const MAX_IDS = 1000;

const idsBody = {
  type: 'object',
  required: ['ids'],
  additionalProperties: false,
  properties: { ids: { type: 'array', minItems: 1, maxItems: MAX_IDS, items: { type: 'string', minLength: 1, maxLength: 300 } } },
} as const;

type IdsRequest = FastifyRequest<{ Body: { ids: string[] } }>;

/**
 * The key owner's internal API (auth): `POST /internal/person-keys/{issue,lookup,shred}` with
 * `{ ids }`, for the other services. With INTERNAL_API_SECRET set, only callers carrying it get
 * an answer (internal-credential.ts); production refuses to start without one.
 */
export function registerPersonKeyRoutes(app: FastifyInstance, keys: PersonKeys): void {
  const answer = (action: (ids: string[]) => Promise<object>) => async (request: IdsRequest, reply: FastifyReply) => {
    if (!request.fromGateway)
      return reply.code(403).send({ success: false, error: 'Forbidden', message: 'Keys are served only to services (INTERNAL_API_SECRET)' });
    reply.header('cache-control', 'no-store');
    return reply.send(await action(request.body.ids));
  };
  const encoded = (found: Map<string, Buffer | null>) => ({
    keys: Object.fromEntries([...found].map(([id, key]) => [id, key ? key.toString('base64') : null])),
  });
  const route = { schema: { body: idsBody } };
  app.post(
    '/internal/person-keys/issue',
    route,
    answer(async (ids) => encoded(await keys.issue(ids))),
  );
  app.post(
    '/internal/person-keys/lookup',
    route,
    answer(async (ids) => encoded(await keys.lookup(ids))),
  );
  app.post(
    '/internal/person-keys/shred',
    route,
    answer(async (ids) => ({ shredded: await keys.shred(ids) })),
  );
}
