import { requireCompany } from '@hiring/service-kit';
import type { Resolvers } from '../generated/resolvers.js';
import type { CheckoutOutcome, PendingOutcome, Purchases } from '../domain/purchases.service.js';
import { subscriptionView } from '../domain/subscription-view.js';

const checkoutJson = (outcome: CheckoutOutcome) => ({
  ...outcome,
  grant: outcome.grantId ? { id: outcome.grantId, tokens: outcome.tokensGranted } : null,
  subscription: subscriptionView(outcome.subscription),
});
const pendingJson = (outcome: PendingOutcome) => ({ ...outcome, subscription: subscriptionView(outcome.subscription) });

/** Subscription and purchases; companies only (a candidate gets FORBIDDEN, no session UNAUTHENTICATED). */
export function purchaseResolvers(purchases: Purchases): Resolvers {
  return {
    Query: {
      mySubscription: async (_, __, ctx) => subscriptionView(await purchases.subscription(requireCompany(ctx).userId)),
    },
    Mutation: {
      createCheckoutSession: async (_, args, ctx) =>
        checkoutJson(await purchases.createCheckout(requireCompany(ctx), { purchaseType: args.input.purchaseType, planPrice: args.input.planPrice ?? null })),
      checkPendingPurchase: async (_, args, ctx) =>
        pendingJson(await purchases.checkPending(requireCompany(ctx), { forceAddTokens: args.forceAddTokens === true, sessionId: args.sessionId || null })),
      cancelSubscription: async (_, __, ctx) => subscriptionView(await purchases.cancel(requireCompany(ctx))),
    },
  };
}
