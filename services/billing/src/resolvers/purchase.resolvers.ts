import { requireCompany, type RequestContext, type Resolvers } from '@hiring/service-kit';
import type { CheckoutOutcome, PendingOutcome, Purchases } from '../domain/purchases.service.js';
import { subscriptionView } from './subscription-view.js';

interface CheckoutArgs {
  input: { purchaseType: string; planPrice?: number | null };
}

interface PendingArgs {
  forceAddTokens?: boolean | null;
  sessionId?: string | null;
}

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
      mySubscription: async (_: unknown, __: unknown, ctx: RequestContext) => subscriptionView(await purchases.subscription(requireCompany(ctx).userId)),
    },
    Mutation: {
      createCheckoutSession: async (_: unknown, args: CheckoutArgs, ctx: RequestContext) =>
        checkoutJson(await purchases.createCheckout(requireCompany(ctx), { purchaseType: args.input.purchaseType, planPrice: args.input.planPrice ?? null })),
      checkPendingPurchase: async (_: unknown, args: PendingArgs, ctx: RequestContext) =>
        pendingJson(await purchases.checkPending(requireCompany(ctx), { forceAddTokens: args.forceAddTokens === true, sessionId: args.sessionId || null })),
      cancelSubscription: async (_: unknown, __: unknown, ctx: RequestContext) => subscriptionView(await purchases.cancel(requireCompany(ctx))),
    },
  };
}
