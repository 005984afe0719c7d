import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { SubscriptionChangedV1, TokensGrantedV1, type PayloadOf } from '@hiring/contracts';
import { waitFor, watchTopic } from '@hiring/service-kit/testing';
import { postWebhook, signed, stripeEvent } from '@hiring/test-kit/billing';
import {
  CANCEL,
  PENDING,
  candidateToken,
  checkout,
  grantsOf,
  graphql,
  newCompany,
  startBilling,
  subscriptionOf,
  tokensGranted,
  webhookUrl,
  MY_SUBSCRIPTION,
  type BillingService,
  type SubscriptionGql,
} from '../support/billing-service.js';

/** Without STRIPE_SECRET_KEY and with BILLING_DEV_MODE=true: purchases grant at once, nothing is charged. */
describe('billing in dev mode', () => {
  let billing: BillingService;
  let grants: Awaited<ReturnType<typeof watchTopic<'TokensGranted', PayloadOf<typeof TokensGrantedV1>>>>;
  let changes: Awaited<ReturnType<typeof watchTopic<'SubscriptionChanged', PayloadOf<typeof SubscriptionChangedV1>>>>;

  beforeAll(async () => {
    billing = await startBilling({ BILLING_DEV_MODE: 'true' });
    grants = await watchTopic(billing.kafka, TokensGrantedV1);
    changes = await watchTopic(billing.kafka, SubscriptionChangedV1);
  });

  afterAll(async () => {
    await grants?.stop();
    await changes?.stop();
    await billing?.connection.dropDatabase().catch(() => undefined);
    await billing?.stop();
  });

  it('subscribes at once: the plan is active and its monthly tokens are granted (TokensGranted)', async () => {
    const company = newCompany();
    expect(await subscriptionOf(billing, company.token)).toEqual({
      hasSubscription: false,
      status: 'none',
      plan: null,
      planName: null,
      priceUsd: null,
      tokensPerMonth: 0,
      nextRenewal: null,
      source: null,
    });
    const { data, errors } = await checkout(billing, company.token, { purchaseType: 'subscription', planPrice: 200 });
    expect(errors).toBeUndefined();
    const result = data!.createCheckoutSession;
    expect(result).toMatchObject({ devMode: true, checkoutUrl: null, message: 'Subscription updated successfully!', tokensGranted: 200 });
    expect(result.subscription).toMatchObject({
      hasSubscription: true,
      status: 'active',
      plan: 'starter',
      planName: 'Starter',
      priceUsd: 200,
      tokensPerMonth: 200,
      source: 'dev',
    });
    const renewal = new Date(result.subscription.nextRenewal!);
    expect(renewal.getTime() - Date.now()).toBeGreaterThan(27 * 24 * 3600 * 1000);
    expect(renewal.getTime() - Date.now()).toBeLessThan(32 * 24 * 3600 * 1000);

    const event = await waitFor(() => Promise.resolve(grants.events.find((e) => e.payload.companyId === company.id)), { what: 'TokensGranted' });
    expect(event.payload).toMatchObject({ grantId: result.grantId, tokens: 200, reason: 'dev_mode', sourceRef: null });
    expect(event.aggregateId).toBe(company.id);
    const change = await waitFor(() => Promise.resolve(changes.events.find((e) => e.payload.companyId === company.id)), { what: 'SubscriptionChanged' });
    expect(change.payload).toMatchObject({
      status: 'active',
      hasSubscription: true,
      plan: 'starter',
      tokensPerMonth: 200,
      source: 'dev',
      reason: 'started',
      version: 1,
    });
  });

  it('sells the one-time bundle: 50 tokens, no subscription', async () => {
    const company = newCompany();
    const { data } = await checkout(billing, company.token, { purchaseType: 'one_time' });
    expect(data!.createCheckoutSession).toMatchObject({ devMode: true, message: '50 tokens purchased successfully!', tokensGranted: 50 });
    expect(data!.createCheckoutSession.subscription.hasSubscription).toBe(false);
    expect(await grantsOf(billing, company.id)).toEqual([expect.objectContaining({ tokens: 50, reason: 'dev_mode' })]);
  });

  it('refuses the plan one has, switches to the other (granting what its month adds), and cancels keeping what was granted', async () => {
    const company = newCompany();
    await checkout(billing, company.token, { purchaseType: 'subscription', planPrice: 200 });
    const again = await checkout(billing, company.token, { purchaseType: 'subscription', planPrice: 200 });
    expect(again.errors?.[0]).toMatchObject({ message: 'You are already subscribed to the Starter plan.', extensions: { code: 'CONFLICT' } });

    const switched = await checkout(billing, company.token, { purchaseType: 'subscription', planPrice: 400 });
    expect(switched.data!.createCheckoutSession.subscription).toMatchObject({ plan: 'professional', tokensPerMonth: 500, hasSubscription: true });
    // Within the period: Professional's month less the Starter month granted already.
    expect(switched.data!.createCheckoutSession.tokensGranted).toBe(300);
    expect(await tokensGranted(billing, company.id)).toBe(500);
    const proAgain = await checkout(billing, company.token, { purchaseType: 'subscription', planPrice: 400 });
    expect(proAgain.errors?.[0]?.message).toBe('You are already subscribed to the Professional plan.');

    const canceled = await graphql<{ cancelSubscription: SubscriptionGql }>(billing, company.token, CANCEL);
    expect(canceled.data!.cancelSubscription).toMatchObject({ hasSubscription: false, status: 'canceled', plan: null, tokensPerMonth: 0, nextRenewal: null });
    expect(await tokensGranted(billing, company.id)).toBe(500);
    const twice = await graphql(billing, company.token, CANCEL);
    expect(twice.errors?.[0]).toMatchObject({ message: 'You do not have an active subscription to cancel.', extensions: { code: 'BAD_USER_INPUT' } });

    // After a cancel, subscribing again is a new subscription, but within the same period: nothing more is granted.
    const back = await checkout(billing, company.token, { purchaseType: 'subscription', planPrice: 400 });
    expect(back.data!.createCheckoutSession.subscription).toMatchObject({ plan: 'professional', hasSubscription: true });
    expect(back.data!.createCheckoutSession.tokensGranted).toBe(0);
    expect(await tokensGranted(billing, company.id)).toBe(500);
    const reasons = await waitFor(
      async () => {
        const mine = changes.events.filter((e) => e.payload.companyId === company.id).map((e) => e.payload.reason);
        return mine.length === 4 ? mine : null;
      },
      { what: 'four SubscriptionChanged' },
    );
    expect(reasons).toEqual(['started', 'switched', 'canceled', 'started']);
  });

  it('switching Starter, Professional, Starter, Professional grants one period of tokens, as a paid period in Stripe mode would (issue 29)', async () => {
    const company = newCompany();
    const granted: number[] = [];
    for (const planPrice of [200, 400, 200, 400]) {
      const { data, errors } = await checkout(billing, company.token, { purchaseType: 'subscription', planPrice });
      expect(errors).toBeUndefined();
      granted.push(data!.createCheckoutSession.tokensGranted);
    }
    // The highest plan's month once: Starter 200, then Professional adds 300, and nothing after.
    expect(granted).toEqual([200, 300, 0, 0]);
    expect(await tokensGranted(billing, company.id)).toBe(500);
    expect(await grantsOf(billing, company.id)).toHaveLength(2);
  });

  it('two racing subscriptions to one plan: one succeeds, the other is refused, one grant', async () => {
    const company = newCompany();
    const results = await Promise.all(Array.from({ length: 4 }, () => checkout(billing, company.token, { purchaseType: 'subscription', planPrice: 200 })));
    expect(results.filter((r) => r.data?.createCheckoutSession)).toHaveLength(1);
    expect(results.filter((r) => r.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(3);
    expect(await grantsOf(billing, company.id)).toHaveLength(1);
  });

  it('racing bundle purchases are each granted (different purchases), none lost', async () => {
    const company = newCompany();
    await Promise.all(Array.from({ length: 5 }, () => checkout(billing, company.token, { purchaseType: 'one_time' })));
    expect(await tokensGranted(billing, company.id)).toBe(250);
    const entries = await billing.connection.collection('billing_entries').find({ companyId: company.id }).toArray();
    expect(entries.map((e) => e['seq']).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses unknown purchase types and plans', async () => {
    const company = newCompany();
    const type = await checkout(billing, company.token, { purchaseType: 'lifetime' });
    expect(type.errors?.[0]).toMatchObject({
      message: 'Invalid purchase type. Choose a subscription or a one-time purchase.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    for (const planPrice of [300, null, 0]) {
      const plan = await checkout(billing, company.token, { purchaseType: 'subscription', planPrice });
      expect(plan.errors?.[0]).toMatchObject({ message: 'Invalid plan. Choose the $200 or the $400 monthly plan.', extensions: { code: 'BAD_USER_INPUT' } });
    }
    expect(await grantsOf(billing, company.id)).toEqual([]);
  });

  it('has nothing pending to check', async () => {
    const company = newCompany();
    const { data } = await graphql<{ checkPendingPurchase: { status: string; tokensGranted: number; message: string } }>(billing, company.token, PENDING, {
      force: true,
    });
    expect(data!.checkPendingPurchase).toMatchObject({ status: 'none', tokensGranted: 0, message: 'No pending purchase found.' });
  });

  it('is for companies only', async () => {
    const candidate = candidateToken();
    for (const [query, variables] of [
      [MY_SUBSCRIPTION, {}],
      [CANCEL, {}],
      [PENDING, { force: true }],
    ] as const) {
      expect((await graphql(billing, candidate, query, variables)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect((await graphql(billing, null, query, variables)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
    expect((await checkout(billing, candidate, { purchaseType: 'one_time' })).errors?.[0]).toMatchObject({
      message: 'Only companies can do this',
      extensions: { code: 'FORBIDDEN' },
    });
  });

  it('refuses every webhook: no signing secret is configured', async () => {
    const response = await postWebhook(webhookUrl(billing), signed(stripeEvent('invoice.paid', { id: 'in_1' })));
    expect(response).toEqual({
      status: 503,
      body: { success: false, error: 'Stripe webhooks are not configured', message: 'Stripe webhooks are not configured' },
    });
    expect(await billing.connection.collection('stripe_events').countDocuments()).toBe(0);
  });
});
