import { badInput, requireCompanyScope, tooManyRequests, type RateLimiter } from '@hiring/service-kit';
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
import { actorScopes, checkMayDirect } from '../domain/webhooks/endpoint-scopes.js';

export interface WebhookResolverDeps {
  endpoints: WebhookEndpointModel;
  deliveries: WebhookDeliveryModel;
  searches: SavedSearchModel;
  settings: Model<WebhookSettings>;
  dispatcher: WebhookDispatcher;
  policy: AddressPolicy;
  limiter: RateLimiter;
  replayLimits: { perHour: number; perDelivery: number };
}

export const WEBHOOK_REPLAY_MESSAGES = {
  perHour: (limit: number) => `At most ${limit} replays per hour; try again later`,
  perDelivery: (limit: number) => `This delivery was replayed ${limit} times already`,
} as const;

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);
const MAX_THRESHOLD = 1_000_000;

/**
 * Webhooks and saved searches: a company's people, or its API keys with webhooks:manage (saved
 * searches: candidates:read, as they are searches) — docs/decisions/webhooks.md.
 */
export function webhookResolvers(deps: WebhookResolverDeps): Resolvers {
  const manager = (ctx: Parameters<typeof requireCompanyScope>[0]) => requireCompanyScope(ctx, 'webhooks:manage');
  const manage = (ctx: Parameters<typeof requireCompanyScope>[0]) => manager(ctx).userId;
  /** The company and the scopes of whoever acts for it (a person holds all). */
  const acting = (ctx: Parameters<typeof requireCompanyScope>[0]) => {
    const auth = manager(ctx);
    return { companyId: auth.userId, held: actorScopes(auth) };
  };
  return {
    Query: {
      webhookEndpoints: (_, __, ctx) => listEndpoints(deps, manage(ctx)),
      webhookDeliveries: (_, args, ctx) => deliveryLog(deps, manage(ctx), args.endpointId, args),
      webhookSettings: async (_, __, ctx) => ({ lowTokensThreshold: await lowTokensThreshold(deps.settings, manage(ctx)) }),
      savedSearches: (_, __, ctx) => listSavedSearches(deps.searches, requireCompanyScope(ctx, 'candidates:read').userId),
    },
    Mutation: {
      createWebhookEndpoint: (_, args, ctx) => {
        const a = acting(ctx);
        return createEndpoint(deps, a.companyId, args.input, a.held);
      },
      updateWebhookEndpoint: (_, args, ctx) => {
        const a = acting(ctx);
        return updateEndpoint(deps, a.companyId, args.id, args.input, a.held);
      },
      deleteWebhookEndpoint: (_, args, ctx) => deleteEndpoint(deps, manage(ctx), args.id),
      rotateWebhookSecret: (_, args, ctx) => {
        const a = acting(ctx);
        return rotateSecret(deps, a.companyId, args.id, a.held);
      },
      replayWebhookDelivery: async (_, args, ctx) => {
        const { companyId, held } = acting(ctx);
        const delivery = await ownDelivery(deps, companyId, args.id);
        const endpoint = await ownEndpoint(deps, companyId, delivery.endpointId);
        checkMayDirect(endpoint, held);
        if (!endpoint.enabled) throw badInput(WEBHOOK_MESSAGES.replayDisabled);
        if (delivery.state === 'pending') return delivery;
        // Replays re-enter the delivery queue: bounded per delivery and per company and hour.
        if ((delivery.replays ?? 0) >= deps.replayLimits.perDelivery) throw tooManyRequests(WEBHOOK_REPLAY_MESSAGES.perDelivery(deps.replayLimits.perDelivery));
        const decision = await deps.limiter.hit(`webhook-replays:${companyId}`, { limit: deps.replayLimits.perHour, windowMs: 3600_000 });
        if (!decision.allowed) throw tooManyRequests(WEBHOOK_REPLAY_MESSAGES.perHour(deps.replayLimits.perHour));
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
      // Never the contact data: the log is readable with webhooks:manage alone.
      payload: (delivery) => delivery.redactedBody ?? delivery.body,
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
