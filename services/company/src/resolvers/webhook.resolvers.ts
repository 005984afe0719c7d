import { badInput, requireCompanyScope } from '@hiring/service-kit';
import type { Model } from 'mongoose';
import type { Resolvers } from '../generated/resolvers.js';
import type { SavedSearchModel, WebhookSettings } from '../models/saved-search.model.js';
import type { WebhookDeliveryModel } from '../models/webhook-delivery.model.js';
import type { WebhookEndpointModel } from '../models/webhook-endpoint.model.js';
import type { AddressPolicy } from '../domain/webhooks/address-policy.js';
import type { WebhookDispatcher } from '../domain/webhooks/delivery-worker.js';
import {
  WEBHOOK_MESSAGES,
  createEndpoint,
  deleteEndpoint,
  deliveryLog,
  listEndpoints,
  ownDelivery,
  ownEndpoint,
  rotateSecret,
  updateEndpoint,
} from '../domain/webhooks/endpoints.service.js';
import { deleteSavedSearch, listSavedSearches, saveSearch } from '../domain/webhooks/saved-searches.service.js';
import { lowTokensThreshold } from '../domain/webhooks/webhook-events.js';

export interface WebhookResolverDeps {
  endpoints: WebhookEndpointModel;
  deliveries: WebhookDeliveryModel;
  searches: SavedSearchModel;
  settings: Model<WebhookSettings>;
  dispatcher: WebhookDispatcher;
  policy: AddressPolicy;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const MAX_THRESHOLD = 1_000_000;

/**
 * Webhooks and saved searches: a company's people, or its API keys with webhooks:manage (saved
 * searches: candidates:read, as they are searches) — docs/decisions/webhooks.md.
 */
export function webhookResolvers(deps: WebhookResolverDeps): Resolvers {
  const manage = (ctx: Parameters<typeof requireCompanyScope>[0]) => requireCompanyScope(ctx, 'webhooks:manage').userId;
  return {
    Query: {
      webhookEndpoints: (_, __, ctx) => listEndpoints(deps, manage(ctx)),
      webhookDeliveries: (_, args, ctx) => deliveryLog(deps, manage(ctx), args.endpointId, args),
      webhookSettings: async (_, __, ctx) => ({ lowTokensThreshold: await lowTokensThreshold(deps.settings, manage(ctx)) }),
      savedSearches: (_, __, ctx) => listSavedSearches(deps.searches, requireCompanyScope(ctx, 'candidates:read').userId),
    },
    Mutation: {
      createWebhookEndpoint: (_, args, ctx) => createEndpoint(deps, manage(ctx), args.input),
      updateWebhookEndpoint: (_, args, ctx) => updateEndpoint(deps, manage(ctx), args.id, args.input),
      deleteWebhookEndpoint: (_, args, ctx) => deleteEndpoint(deps, manage(ctx), args.id),
      rotateWebhookSecret: (_, args, ctx) => rotateSecret(deps, manage(ctx), args.id),
      replayWebhookDelivery: async (_, args, ctx) => {
        const companyId = manage(ctx);
        const delivery = await ownDelivery(deps, companyId, args.id);
        const endpoint = await ownEndpoint(deps, companyId, delivery.endpointId);
        if (!endpoint.enabled) throw badInput(WEBHOOK_MESSAGES.replayDisabled);
        return deps.dispatcher.replay(delivery);
      },
      updateWebhookSettings: async (_, args, ctx) => {
        const companyId = manage(ctx);
        const threshold = args.input.lowTokensThreshold;
        if (!Number.isInteger(threshold) || threshold < 0 || threshold > MAX_THRESHOLD)
          throw badInput(`lowTokensThreshold must be a whole number from 0 to ${MAX_THRESHOLD}`);
        await deps.settings.updateOne({ _id: companyId }, { $set: { lowTokensThreshold: threshold } }, { upsert: true }).exec();
        return { lowTokensThreshold: threshold };
      },
      saveSearch: (_, args, ctx) => saveSearch(deps.searches, requireCompanyScope(ctx, 'candidates:read').userId, args.input),
      deleteSavedSearch: (_, args, ctx) => deleteSavedSearch(deps.searches, requireCompanyScope(ctx, 'candidates:read').userId, args.id),
    },
    WebhookEndpoint: {
      id: (endpoint) => endpoint._id,
      disabledAt: (endpoint) => iso(endpoint.disabledAt),
      createdAt: (endpoint) => endpoint.createdAt.toISOString(),
    },
    WebhookDelivery: {
      id: (delivery) => delivery._id,
      payload: (delivery) => delivery.body,
      attemptCount: (delivery) => delivery.attempts.length,
      nextAttemptAt: (delivery) => (delivery.state === 'pending' ? iso(delivery.nextAttemptAt) : null),
      createdAt: (delivery) => delivery.createdAt.toISOString(),
    },
    WebhookAttempt: {
      at: (attempt) => attempt.at.toISOString(),
    },
    SavedSearch: {
      id: (search) => search._id,
      createdAt: (search) => search.createdAt.toISOString(),
      // Searches saved before the filter existed have no value stored: false.
      filter: (search) => ({ ...search.filter, employerVerifiedOnly: search.filter.employerVerifiedOnly === true }),
    },
  };
}
