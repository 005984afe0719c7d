import { subscriptionPlan, type SubscriptionPlan, type SubscriptionPlanKey } from '@hiring/contracts';

/**
 * A company's subscription as the billing ledger's head entry records it. Pure data and pure
 * functions: every transition is decided from the head it will follow (docs/decisions/billing-ledger.md).
 */
export type SubscriptionStatus = 'none' | 'active' | 'past_due' | 'canceled';
export type SubscriptionSource = 'stripe' | 'dev';

export interface SubscriptionState {
  status: SubscriptionStatus;
  plan: SubscriptionPlanKey | null;
  tokensPerMonth: number;
  /** When the next monthly grant is due; null without a subscription. */
  nextRenewal: Date | null;
  source: SubscriptionSource | null;
  stripeSubscriptionId: string | null;
  /**
   * Unix seconds of the newest change applied (a Stripe event's `created`, or the local time of a
   * local change). A Stripe event older than this is stale (Stripe does not deliver in order).
   */
  syncedAt: number;
  /**
   * The period paid for (Stripe) or chosen (dev mode): when it ends and the tokens granted for it,
   * the highest plan month reached in it. Kept through a cancel, so canceling and subscribing again
   * within the period grants nothing twice. Absent on entries from before it existed.
   */
  period?: BillingPeriod | null;
}

export interface BillingPeriod {
  end: Date;
  tokens: number;
}

export const NO_SUBSCRIPTION: SubscriptionState = Object.freeze({
  status: 'none',
  plan: null,
  tokensPerMonth: 0,
  nextRenewal: null,
  source: null,
  stripeSubscriptionId: null,
  syncedAt: 0,
});

/** A subscription whose renewals still arrive (Stripe retries a failed payment while past_due). */
export function hasSubscription(state: SubscriptionState): boolean {
  return state.status === 'active' || state.status === 'past_due';
}

/** The same calendar day next month (clamped: Jan 31 → Feb 28/29), as Stripe's monthly billing does. */
export function oneMonthAfter(date: Date): Date {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/**
 * The tokens a subscription start or plan switch grants when no payment opens a new period (dev
 * mode): within a period that has not ended, only what the new plan's month adds to what the
 * period granted already (Starter → Professional: 300; back to Starter: 0; Professional again: 0);
 * otherwise a new period with the plan's whole month. Stripe mode opens a new period with every
 * paid Checkout and renewal (`paidPeriod`): the same rule, where the payment is what starts a period.
 */
export function grantWithinPeriod(head: SubscriptionState, tokensPerMonth: number, now: Date): { tokens: number; period: BillingPeriod } {
  const open = head.period && head.period.end.getTime() > now.getTime() ? head.period : null;
  if (!open) return { tokens: tokensPerMonth, period: { end: oneMonthAfter(now), tokens: tokensPerMonth } };
  return { tokens: Math.max(0, tokensPerMonth - open.tokens), period: { end: open.end, tokens: Math.max(open.tokens, tokensPerMonth) } };
}

/** A period opened by a payment (a paid Checkout, a renewal invoice): the plan's whole month. */
export const paidPeriod = (end: Date, tokensPerMonth: number): BillingPeriod => ({ end, tokens: tokensPerMonth });

export function unixSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** Stripe's subscription statuses, in ours. */
export function statusFromStripe(status: string): Exclude<SubscriptionStatus, 'none'> {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
    case 'incomplete':
      return 'past_due';
    default:
      // canceled, unpaid, incomplete_expired, paused: no more grants.
      return 'canceled';
  }
}

export function planOf(key: string | null | undefined): SubscriptionPlan | undefined {
  return key ? subscriptionPlan(key) : undefined;
}

export function sameState(a: SubscriptionState, b: SubscriptionState): boolean {
  return (
    a.status === b.status &&
    a.plan === b.plan &&
    a.tokensPerMonth === b.tokensPerMonth &&
    (a.nextRenewal?.getTime() ?? null) === (b.nextRenewal?.getTime() ?? null) &&
    a.source === b.source &&
    a.stripeSubscriptionId === b.stripeSubscriptionId
  );
}
