import { hasSubscription, planOf, type SubscriptionState } from './subscription-state.js';

/** The GraphQL `CompanySubscription`: plan fields only while a subscription runs. */
export function subscriptionView(state: SubscriptionState) {
  const active = hasSubscription(state);
  const plan = active ? planOf(state.plan) : undefined;
  return {
    hasSubscription: active,
    status: state.status,
    plan: plan?.key ?? null,
    planName: plan?.name ?? null,
    priceUsd: plan?.priceUsd ?? null,
    tokensPerMonth: plan ? state.tokensPerMonth : 0,
    nextRenewal: active ? (state.nextRenewal?.toISOString() ?? null) : null,
    source: state.source,
  };
}
