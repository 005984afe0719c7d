import { requireCompany, type ApiScope } from '@hiring/service-kit';
import type { ApiScope as GraphqlScope, Resolvers } from '../generated/resolvers.js';
import { createApiKey, listApiKeys, revokeApiKey, type ApiKeyDeps } from '../domain/api-keys.service.js';
import { usageSummary } from '../domain/api-key-usage.service.js';
import { listTrustedDocuments, registerTrustedDocuments, removeTrustedDocument } from '../domain/trusted-documents.service.js';
import type { ApiKeyUsageModel } from '../models/api-key-usage.model.js';
import type { TrustedDocumentModel } from '../models/trusted-document.model.js';

const TO_SCOPE: Record<GraphqlScope, ApiScope> = {
  CANDIDATES_READ: 'candidates:read',
  CANDIDATES_UNLOCK: 'candidates:unlock',
  TOKENS_READ: 'tokens:read',
  WEBHOOKS_MANAGE: 'webhooks:manage',
};
const TO_GRAPHQL = Object.fromEntries(Object.entries(TO_SCOPE).map(([graphql, scope]) => [scope, graphql])) as Record<ApiScope, GraphqlScope>;

/** API keys: managed by a company's person (requireCompany refuses partner tokens), never by a key. */
export function apiKeyResolvers(deps: ApiKeyDeps & { usage: ApiKeyUsageModel; documents: TrustedDocumentModel }): Resolvers {
  return {
    Query: {
      apiKeys: (_, __, ctx) => listApiKeys(deps, requireCompany(ctx)),
      trustedDocuments: (_, __, ctx) => listTrustedDocuments(deps.documents, requireCompany(ctx)),
    },
    Mutation: {
      createApiKey: (_, { input }, ctx) =>
        createApiKey(deps, requireCompany(ctx), {
          name: input.name,
          scopes: input.scopes.map((scope) => TO_SCOPE[scope]),
          rateLimitPerMinute: input.rateLimitPerMinute,
          dailyUnlockLimit: input.dailyUnlockLimit,
        }),
      revokeApiKey: (_, { id }, ctx) => revokeApiKey(deps, requireCompany(ctx), id),
      registerTrustedDocuments: (_, { documents }, ctx) => registerTrustedDocuments(deps.documents, requireCompany(ctx), documents),
      removeTrustedDocument: (_, { hash }, ctx) => removeTrustedDocument(deps.documents, requireCompany(ctx), hash),
    },
    ApiKey: {
      id: (key) => key._id,
      scopes: (key) => key.scopes.map((scope) => TO_GRAPHQL[scope]),
      createdAt: (key) => key.createdAt.toISOString(),
      lastUsedAt: (key) => key.lastUsedAt?.toISOString() ?? null,
      revokedAt: (key) => key.revokedAt?.toISOString() ?? null,
      usage: (key) => usageSummary(deps.usage, key._id),
    },
    TrustedDocument: {
      createdAt: (document) => document.createdAt.toISOString(),
    },
  };
}
