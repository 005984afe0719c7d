import type { FastifyInstance } from 'fastify';
import { consumeExportLink, resolveExportLink, type DataExportDeps } from '../domain/data-export.service.js';

export const DATA_EXPORT_RESOLVE_PATH = '/internal/data-exports/resolve';
export const DATA_EXPORT_CONSUME_PATH = '/internal/data-exports/consume';

const SECRET_BODY = {
  type: 'object',
  required: ['secret'],
  additionalProperties: false,
  properties: { secret: { type: 'string', minLength: 1, maxLength: 128 } },
} as const;

/**
 * The gateway's side of an export link (INTERNAL_API_SECRET, like every route but /health):
 * `resolve` names the account of a usable link, `consume` uses it up once the archive is
 * collected, so a service that could not answer costs the person no link. 410 for a link that
 * is unknown, used or expired alike.
 */
export function registerDataExportRoutes(app: FastifyInstance, deps: Pick<DataExportDeps, 'links' | 'uses'>): void {
  app.post<{ Body: { secret: string } }>(DATA_EXPORT_RESOLVE_PATH, { schema: { body: SECRET_BODY } }, async (request, reply) => {
    const owner = await resolveExportLink(deps, request.body.secret);
    if (!owner) return reply.code(410).send({ usable: false });
    return reply.send({ usable: true, ...owner });
  });
  app.post<{ Body: { secret: string } }>(DATA_EXPORT_CONSUME_PATH, { schema: { body: SECRET_BODY } }, async (request, reply) => {
    if (!(await consumeExportLink(deps, request.body.secret))) return reply.code(410).send({ used: false });
    return reply.send({ used: true });
  });
}
