import { subscriptionPlan, BILLING_RESULT_MESSAGES } from '@hiring/contracts/vocabulary';
import type { CompanySubscriptionFieldsFragment } from '../../generated/graphql';

/** Subscription and purchases (docs/product/screens.md#company-profile, docs/product/screens.md#token-purchase, docs/product/rules.md#states-and-transitions, docs/product/api.md#rest-api, docs/product/rules.md#errors): texts and view helpers. */

/** Section 8, word for word. */
export const BILLING_TEXT = {
  subscribeFailed: 'Failed to create subscription',
  purchaseFailed: 'Failed to create purchase',
  subscribed: BILLING_RESULT_MESSAGES.subscribed,
  bundlePurchased: '50 tokens purchased successfully!',
  cancelFailed: 'Failed to cancel subscription',
  canceled: BILLING_RESULT_MESSAGES.canceled,
  purchaseCompleted: BILLING_RESULT_MESSAGES.purchaseCompleted,
  redirecting: BILLING_RESULT_MESSAGES.redirecting,
  alreadySubscribed: 'Already Subscribed',
} as const;

export type Subscription = CompanySubscriptionFieldsFragment;

export type PurchaseChoice = { kind: 'subscription'; planPrice: number } | { kind: 'one_time' };

/** The checkout input of a choice (the plan's price names the plan). */
export function checkoutInput(choice: PurchaseChoice): { purchaseType: string; planPrice?: number } {
  return choice.kind === 'subscription' ? { purchaseType: 'subscription', planPrice: choice.planPrice } : { purchaseType: 'one_time' };
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
  return subscription.planName ?? (subscription.plan ? (subscriptionPlan(subscription.plan)?.name ?? subscription.plan) : 'Subscription');
}

/**
 * docs/product/screens.md#company-profile: the current subscription's status is shown as Active
 * (a subscription whose payment failed still runs while the card provider retries; paymentNotice says so).
 */
export function statusLabel(_subscription: Subscription): string {
  return 'Active';
}

/** Said under an Active subscription whose last payment failed; null otherwise. */
export function paymentNotice(subscription: Subscription): string | null {
  return subscription.status === 'past_due' ? 'Your last payment did not go through. Update your card at checkout to keep receiving tokens each month.' : null;
}
