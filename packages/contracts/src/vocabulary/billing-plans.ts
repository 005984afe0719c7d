/**
 * Token prices and plans (docs/product/, sections 2.7 and 9), defined once for the company service
 * (token info), the billing service (checkout, grants) and the web app (the purchase modal).
 * Pure data and functions (no Node APIs), so the browser bundle can import it.
 */

/** Tokens one candidate unlock costs. */
export const UNLOCK_COST_TOKENS = 10;

export type SubscriptionPlanKey = 'starter' | 'professional';

export interface SubscriptionPlan {
  key: SubscriptionPlanKey;
  name: string;
  /** What checkout sends as `plan_price`. */
  priceUsd: number;
  interval: 'month';
  tokensPerMonth: number;
  unlocksPerMonth: number;
  pricePerUnlockUsd: number;
  /** Against buying the same tokens on the Starter rate. */
  savingsPerMonthUsd: number;
  bestValue: boolean;
  features: readonly string[];
}

export interface OneTimeBundle {
  key: 'one_time';
  name: string;
  priceUsd: number;
  tokens: number;
  unlocks: number;
  pricePerUnlockUsd: number;
  expires: false;
  features: readonly string[];
}

export const SUBSCRIPTION_PLANS: readonly SubscriptionPlan[] = Object.freeze([
  Object.freeze({
    key: 'starter',
    name: 'Starter',
    priceUsd: 200,
    interval: 'month',
    tokensPerMonth: 200,
    unlocksPerMonth: 20,
    pricePerUnlockUsd: 10,
    savingsPerMonthUsd: 0,
    bestValue: false,
    features: Object.freeze(['200 tokens per month', '20 unlocks per month', 'Full contact information', 'Cancel anytime']),
  }),
  Object.freeze({
    key: 'professional',
    name: 'Professional',
    priceUsd: 400,
    interval: 'month',
    tokensPerMonth: 500,
    unlocksPerMonth: 50,
    pricePerUnlockUsd: 8,
    savingsPerMonthUsd: 100,
    bestValue: true,
    features: Object.freeze(['500 tokens per month', '50 unlocks per month', '$8.00 per unlock', 'Save $100 per month', 'Priority support']),
  }),
] as const);

export const ONE_TIME_BUNDLE: OneTimeBundle = Object.freeze({
  key: 'one_time',
  name: 'One-Time Purchase',
  priceUsd: 60,
  tokens: 50,
  unlocks: 5,
  pricePerUnlockUsd: 12,
  expires: false,
  features: Object.freeze(['50 tokens', 'No subscription', 'Tokens never expire']),
});

export function subscriptionPlan(key: string): SubscriptionPlan | undefined {
  return SUBSCRIPTION_PLANS.find((plan) => plan.key === key);
}

/** The plan checkout asks for with `plan_price` (200 or 400). */
/**
 * The tokens a payment of `priceUsd` bought: a plan's month or the bundle (each price is one
 * product). How a refund or dispute of part of a charge is turned back into tokens, pro rata.
 */
export function tokensBoughtFor(priceUsd: number): number | undefined {
  if (priceUsd === ONE_TIME_BUNDLE.priceUsd) return ONE_TIME_BUNDLE.tokens;
  return SUBSCRIPTION_PLANS.find((plan) => plan.priceUsd === priceUsd)?.tokensPerMonth;
}

export function subscriptionPlanForPrice(priceUsd: number): SubscriptionPlan | undefined {
  return SUBSCRIPTION_PLANS.find((plan) => plan.priceUsd === priceUsd);
}

/** The billing service's texts for a checkout request it cannot read. */
/** Billing texts the web shows as the billing service (and the REST facade's cancel) answer them. */
export const BILLING_RESULT_MESSAGES = {
  subscribed: 'Subscription updated successfully!',
  redirecting: 'Redirecting to secure checkout...',
  canceled: 'Subscription canceled successfully. You can still use your remaining tokens.',
  purchaseCompleted: 'Purchase completed! Tokens have been added to your account.',
} as const;

export const CHECKOUT_REQUEST_MESSAGES = {
  invalidPurchaseType: 'Invalid purchase type. Choose a subscription or a one-time purchase.',
  invalidPlan: 'Invalid plan. Choose the $200 or the $400 monthly plan.',
} as const;
