import { describe, expect, it } from '@jest/globals';
import { NO_SUBSCRIPTION, hasSubscription, oneMonthAfter, sameState, statusFromStripe, type SubscriptionState } from '../../src/domain/subscription-state.js';
import { subscriptionView } from '../../src/domain/subscription-view.js';

describe('subscription state', () => {
  it('renews on the same day next month, clamped to the month’s last day', () => {
    expect(oneMonthAfter(new Date('2026-03-15T10:00:00Z')).toISOString()).toBe('2026-04-15T10:00:00.000Z');
    expect(oneMonthAfter(new Date('2026-01-31T10:00:00Z')).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(oneMonthAfter(new Date('2028-01-31T10:00:00Z')).toISOString()).toBe('2028-02-29T10:00:00.000Z');
    expect(oneMonthAfter(new Date('2026-12-31T23:59:00Z')).toISOString()).toBe('2027-01-31T23:59:00.000Z');
  });

  it('maps Stripe statuses: grants continue while active or past_due', () => {
    expect(statusFromStripe('active')).toBe('active');
    expect(statusFromStripe('trialing')).toBe('active');
    expect(statusFromStripe('past_due')).toBe('past_due');
    for (const ended of ['canceled', 'unpaid', 'incomplete_expired', 'paused']) expect(statusFromStripe(ended)).toBe('canceled');
    expect(hasSubscription({ ...NO_SUBSCRIPTION, status: 'past_due' })).toBe(true);
    expect(hasSubscription({ ...NO_SUBSCRIPTION, status: 'canceled' })).toBe(false);
    expect(hasSubscription(NO_SUBSCRIPTION)).toBe(false);
  });

  it('compares states without the sync clock', () => {
    const state: SubscriptionState = {
      status: 'active',
      plan: 'starter',
      tokensPerMonth: 200,
      nextRenewal: new Date('2026-04-01T00:00:00Z'),
      source: 'stripe',
      stripeSubscriptionId: 'sub_1',
      syncedAt: 10,
    };
    expect(sameState(state, { ...state, syncedAt: 20, nextRenewal: new Date('2026-04-01T00:00:00Z') })).toBe(true);
    expect(sameState(state, { ...state, status: 'past_due' })).toBe(false);
    expect(sameState(state, { ...state, nextRenewal: null })).toBe(false);
  });

  it('shows plan fields only while a subscription runs', () => {
    const active: SubscriptionState = {
      status: 'active',
      plan: 'professional',
      tokensPerMonth: 500,
      nextRenewal: new Date('2026-04-01T00:00:00Z'),
      source: 'dev',
      stripeSubscriptionId: null,
      syncedAt: 0,
    };
    expect(subscriptionView(active)).toEqual({
      hasSubscription: true,
      status: 'active',
      plan: 'professional',
      planName: 'Professional',
      priceUsd: 400,
      tokensPerMonth: 500,
      nextRenewal: '2026-04-01T00:00:00.000Z',
      source: 'dev',
    });
    expect(subscriptionView({ ...active, status: 'canceled', nextRenewal: null })).toEqual({
      hasSubscription: false,
      status: 'canceled',
      plan: null,
      planName: null,
      priceUsd: null,
      tokensPerMonth: 0,
      nextRenewal: null,
      source: 'dev',
    });
  });
});
