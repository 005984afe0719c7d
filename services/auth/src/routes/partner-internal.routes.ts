import type { FastifyInstance } from 'fastify';
import type { ApiKeyUsageModel } from '../models/api-key-usage.model.js';
import type { TrustedDocumentModel } from '../models/trusted-document.model.js';
import { recordUsage, type UsageCount } from '../domain/api-key-usage.service.js';
import { trustedDocumentBody } from '../domain/trusted-documents.service.js';

export const API_KEY_USAGE_PATH = '/internal/api-keys/usage';
export const TRUSTED_DOCUMENT_RESOLVE_PATH = '/internal/trusted-documents/resolve';

const COUNT = { type: 'integer', minimum: 0, maximum: 1_000_000 } as const;

/**
 * What the gateway tells and asks about API keys beyond resolving them (INTERNAL_API_SECRET, like
 * every route but /health): `POST /internal/api-keys/usage {counts}` adds its request counts, and
 * `POST /internal/trusted-documents/resolve {companyUserId, hash}` answers a registered operation.
 */
export function registerPartnerInternalRoutes(app: FastifyInstance, deps: { usage: ApiKeyUsageModel; documents: TrustedDocumentModel }): void {
  app.post<{ Body: { counts: UsageCount[] } }>(
    API_KEY_USAGE_PATH,
    {
      schema: {
        body: {
          type: 'object',
          required: ['counts'],
          additionalProperties: false,
          properties: {
            counts: {
              type: 'array',
              maxItems: 5000,
              items: {
                type: 'object',
                required: ['keyId', 'day', 'requests', 'throttled'],
                additionalProperties: false,
                properties: {
                  keyId: { type: 'string', minLength: 1, maxLength: 64 },
                  day: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
                  requests: COUNT,
                  throttled: COUNT,
                },
              },
            },
          },
        },
      },
    },
    async (request, reply) => {
      await recordUsage(deps.usage, request.body.counts);
      return reply.code(204).send();
    },
  );
  app.post<{ Body: { companyUserId: string; hash: string } }>(
    TRUSTED_DOCUMENT_RESOLVE_PATH,
    {
      schema: {
        body: {
          type: 'object',
          required: ['companyUserId', 'hash'],
          additionalProperties: false,
          properties: { companyUserId: { type: 'string', minLength: 1, maxLength: 64 }, hash: { type: 'string', maxLength: 128 } },
        },
      },
    },
    async (request, reply) => {
      const body = await trustedDocumentBody(deps.documents, request.body.companyUserId, request.body.hash);
      if (body === null) return reply.code(404).send({ found: false });
      return reply.send({ found: true, body });
    },
  );
}
