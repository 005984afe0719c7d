import { subscriptionPlan, type SubscriptionPlanKey } from '@hiring/contracts/vocabulary';
import { api } from '../../app/api';

/**
 * Subscription and purchases (profiles spec sections 2.2, 2.7, 4, 7, 8), over the billing routes
 * of the gateway (`gateway/src/rest/billing.routes.ts`).
 */

/** Section 8, word for word. */
export const BILLING_TEXT = {
  subscribeFailed: 'Failed to create subscription',
  purchaseFailed: 'Failed to create purchase',
  subscribed: 'Subscription updated successfully!',
  bundlePurchased: '50 tokens purchased successfully!',
  cancelFailed: 'Failed to cancel subscription',
  canceled: 'Subscription canceled successfully. You can still use your remaining tokens.',
  purchaseCompleted: 'Purchase completed! Tokens have been added to your account.',
  redirecting: 'Redirecting to secure checkout...',
  alreadySubscribed: 'Already Subscribed',
} as const;

export interface Subscription {
  has_subscription: boolean;
  /** none, active, past_due or canceled. */
  status: string;
  plan: SubscriptionPlanKey | null;
  plan_name: string | null;
  price: number | null;
  tokens_per_month: number;
  next_renewal: string | null;
}

export const NO_SUBSCRIPTION: Subscription = {
  has_subscription: false,
  status: 'none',
  plan: null,
  plan_name: null,
  price: null,
  tokens_per_month: 0,
  next_renewal: null,
};

type Raw = Record<string, unknown>;
const record = (value: unknown): Raw => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Raw) : {});
const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);
const numberOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function toSubscription(raw: unknown): Subscription {
  const r = record(raw);
  const plan = textOf(r.plan);
  const known = plan ? subscriptionPlan(plan) : undefined;
  const has = r.has_subscription === true;
  return {
    has_subscription: has,
    status: textOf(r.status) ?? (has ? 'active' : 'none'),
    plan: known?.key ?? null,
    plan_name: textOf(r.plan_name) ?? known?.name ?? null,
    price: numberOf(r.price) ?? known?.priceUsd ?? null,
    tokens_per_month: numberOf(r.tokens_per_month) ?? known?.tokensPerMonth ?? 0,
    next_renewal: textOf(r.next_renewal),
  };
}

export async function fetchSubscription(): Promise<Subscription> {
  return toSubscription(await api.get<unknown>('/api/company/subscription'));
}

export type PurchaseChoice = { kind: 'subscription'; planPrice: number } | { kind: 'one_time' };

/** Dev mode grants at once; otherwise the browser goes to the payment provider's checkout page. */
export type CheckoutOutcome =
  | { devMode: true; message: string; tokens: number | null; subscription: Subscription | null }
  | { devMode: false; checkoutUrl: string };

export async function createCheckoutSession(choice: PurchaseChoice): Promise<CheckoutOutcome> {
  const body =
    choice.kind === 'subscription' ? { plan_price: choice.planPrice, purchase_type: 'subscription' } : { purchase_type: 'one_time' };
  const r = record(await api.post<unknown>('/api/company/create-checkout-session', body));
  const fallback = choice.kind === 'subscription' ? BILLING_TEXT.subscribed : BILLING_TEXT.bundlePurchased;
  if (r.dev_mode === true) {
    return {
      devMode: true,
      message: textOf(r.message) ?? fallback,
      tokens: numberOf(r.tokens),
      subscription: r.subscription ? toSubscription(r.subscription) : null,
    };
  }
  const checkoutUrl = textOf(r.checkout_url);
  if (!checkoutUrl) throw new Error(choice.kind === 'subscription' ? BILLING_TEXT.subscribeFailed : BILLING_TEXT.purchaseFailed);
  return { devMode: false, checkoutUrl };
}

export interface PendingPurchase {
  status: 'completed' | 'pending' | 'none';
  message: string | null;
  tokens: number | null;
}

/** After the return from checkout (`?purchase=success&session_id=...`): grant what is due, once. */
export async function checkPendingPurchase(sessionId: string | null): Promise<PendingPurchase> {
  const body: Record<string, unknown> = { force_add_tokens: true };
  if (sessionId) body.session_id = sessionId;
  const r = record(await api.post<unknown>('/api/company/check-pending-purchase', body));
  const status = r.status === 'completed' || r.completed === true ? 'completed' : r.status === 'pending' ? 'pending' : 'none';
  return { status, message: textOf(r.message), tokens: numberOf(r.tokens) };
}

export async function cancelSubscription(): Promise<{ message: string; subscription: Subscription | null }> {
  const r = record(await api.post<unknown>('/api/company/cancel-subscription', {}));
  return { message: textOf(r.message) ?? BILLING_TEXT.canceled, subscription: r.subscription ? toSubscription(r.subscription) : null };
}

/** The next renewal in the locale's date format ('Mar 4, 2026' in en-US); null when absent or invalid. */
export function formatRenewal(value: string | null | undefined, locale?: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return date.toLocaleDateString(locale, { year: 'numeric', month: 'short', day: 'numeric' });
}

/** 'Starter', 'Professional'. */
export function planName(subscription: Subscription): string {
  return subscription.plan_name ?? (subscription.plan ? (subscriptionPlan(subscription.plan)?.name ?? subscription.plan) : 'Subscription');
}

/** Spec 2.2: the current subscription's status is shown as Active. */
export function statusLabel(subscription: Subscription): string {
  if (subscription.status === 'past_due') return 'Payment due';
  return 'Active';
}
