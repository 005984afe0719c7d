import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ErasureRequestedV1, TokensGrantedV1, type PayloadOf } from '@hiring/contracts';
import { sweepRetention } from '@hiring/service-kit';
import { startTestPublisher } from '@hiring/test-kit/events';
import { pendingCustomerDeletions } from '../../src/domain/erasure.js';
import { StripeApi } from '../../src/domain/stripe-api.js';
import { billingAccountModel } from '../../src/models/billing-account.model.js';
import { waitFor, watchTopic } from '@hiring/service-kit/testing';
import {
  CANCEL,
  PENDING,
  checkout,
  deliver,
  grantsOf,
  graphql,
  newCompany,
  startBilling,
  subscriptionOf,
  tokensGranted,
  webhookUrl,
  type BillingService,
  type SubscriptionGql,
} from '../support/billing-service.js';
import { StripeStub, TEST_WEBHOOK_SECRET, checkoutCompleted, invoicePaid, postWebhook, signed, stripeEnv, subscriptionEvent } from '@hiring/test-kit/billing';

interface PendingGql {
  checkPendingPurchase: { status: string; tokensGranted: number; message: string; subscription: SubscriptionGql };
}

/**
 * With a Stripe key: Checkout Sessions through the real stripe library against stripe-mock, and
 * webhooks signed with the library's test header helper.
 */
describe('billing with Stripe', () => {
  let stub: StripeStub;
  let billing: BillingService;
  let grants: Awaited<ReturnType<typeof watchTopic<'TokensGranted', PayloadOf<typeof TokensGrantedV1>>>>;

  beforeAll(async () => {
    stub = await StripeStub.start();
    billing = await startBilling({ ...stripeEnv(stub), PUBLIC_URL: 'https://hiring.test' });
    grants = await watchTopic(billing.kafka, TokensGrantedV1);
  });

  afterAll(async () => {
    await grants?.stop();
    await billing?.connection.dropDatabase().catch(() => undefined);
    await billing?.stop();
    await stub?.stop();
  });

  /** A company with a paid Starter subscription (checkout completed through the webhook). */
  async function subscribed(planPrice = 200) {
    const company = newCompany();
    const { data, errors } = await checkout(billing, company.token, { purchaseType: 'subscription', planPrice });
    if (!data) throw new Error(JSON.stringify(errors));
    const sessionId = data.createCheckoutSession.sessionId!;
    const subscriptionId = `sub_test_${sessionId.slice(-10)}`;
    const response = await deliver(billing, checkoutCompleted({ sessionId, mode: 'subscription', subscriptionId }));
    expect(response).toMatchObject({ status: 200, body: { received: true, duplicate: false, outcome: 'fulfilled' } });
    return { ...company, sessionId, subscriptionId };
  }

  it('creates a Checkout Session with the stripe library: customer, price, metadata and return URLs', async () => {
    const company = newCompany();
    const { data, errors } = await checkout(billing, company.token, { purchaseType: 'subscription', planPrice: 400 });
    expect(errors).toBeUndefined();
    const result = data!.createCheckoutSession;
    expect(result).toMatchObject({ devMode: false, tokensGranted: 0, grantId: null });
    expect(result.checkoutUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(result.sessionId).toMatch(/^cs_/);
    // Nothing is granted until Stripe says it is paid.
    expect(await grantsOf(billing, company.id)).toEqual([]);
    expect((await subscriptionOf(billing, company.token)).hasSubscription).toBe(false);

    const [customer] = stub.calls.filter((c) => c.method === 'POST' && c.path === '/v1/customers' && c.form['metadata[companyId]'] === company.id);
    expect(customer!.form).toMatchObject({ email: `${company.id}@company.test` });
    const [session] = stub.calls.filter((c) => c.path === '/v1/checkout/sessions' && c.form['client_reference_id'] === company.id);
    expect(session!.form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '40000',
      'line_items[0][price_data][recurring][interval]': 'month',
      'line_items[0][price_data][product_data][name]': 'Professional plan',
      'metadata[companyId]': company.id,
      'metadata[plan]': 'professional',
      'subscription_data[metadata][companyId]': company.id,
      success_url: 'https://hiring.test/#/profile?tab=subscription&purchase=success&session_id={CHECKOUT_SESSION_ID}',
      cancel_url: 'https://hiring.test/#/profile?tab=subscription&purchase=canceled',
    });
    expect(session!.form['customer']).toMatch(/^cus_/);

    // The second checkout reuses the company's Stripe customer.
    await checkout(billing, company.token, { purchaseType: 'one_time' });
    expect(stub.calls.filter((c) => c.path === '/v1/customers' && c.form['metadata[companyId]'] === company.id)).toHaveLength(1);
    const bundle = stub.calls.filter((c) => c.path === '/v1/checkout/sessions' && c.form['client_reference_id'] === company.id)[1]!;
    expect(bundle.form).toMatchObject({
      mode: 'payment',
      'line_items[0][price_data][unit_amount]': '6000',
      'metadata[purchaseType]': 'one_time',
      'metadata[tokens]': '50',
    });
    expect(bundle.form['line_items[0][price_data][recurring][interval]']).toBeUndefined();
  });

  it('answers 503 with the spec text when Stripe fails, and records nothing', async () => {
    const company = newCompany();
    stub.fail('POST /v1/checkout/sessions', 500);
    try {
      const { errors } = await checkout(billing, company.token, { purchaseType: 'one_time' });
      expect(errors?.[0]).toMatchObject({ message: 'Failed to create checkout session. Please try again.', extensions: { code: 'SERVICE_UNAVAILABLE' } });
    } finally {
      stub.clearFailures();
    }
    expect(await billing.connection.collection('checkout_sessions').countDocuments({ companyId: company.id })).toBe(0);
  });

  it('refuses a request whose signature is missing, wrong or made with another secret, and changes nothing', async () => {
    const company = newCompany();
    const { data } = await checkout(billing, company.token, { purchaseType: 'one_time' });
    const event = checkoutCompleted({ sessionId: data!.createCheckoutSession.sessionId!, mode: 'payment' });
    const good = signed(event);
    const url = webhookUrl(billing);
    const [missing, garbage, otherSecret, altered, stale] = [
      await postWebhook(url, { body: good.body }),
      await postWebhook(url, { body: good.body, signature: 't=1,v1=deadbeef' }),
      await postWebhook(url, signed(event, 'whsec_someone_else')),
      // The signed bytes changed after signing (the same JSON re-serialised with spaces).
      await postWebhook(url, { body: JSON.stringify(event, null, 2), signature: good.signature }),
      // Signed an hour ago: outside Stripe's 5-minute tolerance (a replayed capture).
      await postWebhook(url, signed(event, TEST_WEBHOOK_SECRET, { timestamp: Math.floor(Date.now() / 1000) - 3600 })),
    ];
    expect(missing).toEqual({ status: 400, body: { success: false, error: 'Missing Stripe signature', message: 'Missing Stripe signature' } });
    for (const refused of [garbage, otherSecret, altered, stale])
      expect(refused).toEqual({ status: 400, body: { success: false, error: 'Invalid Stripe signature', message: 'Invalid Stripe signature' } });
    expect(await billing.connection.collection('stripe_events').countDocuments({ _id: event.id as never })).toBe(0);
  });

  it('fulfils a paid checkout once, however often the event is delivered', async () => {
    const company = await subscribed();
    expect(await subscriptionOf(billing, company.token)).toMatchObject({
      hasSubscription: true,
      status: 'active',
      plan: 'starter',
      tokensPerMonth: 200,
      source: 'stripe',
    });
    const [grant] = await grantsOf(billing, company.id);
    expect(grant).toEqual({ grantId: `fulfil:${company.sessionId}`, tokens: 200, reason: 'subscription_start', sourceRef: company.sessionId });

    // Replayed, and the same session through async_payment_succeeded (another event, same fact).
    const event = checkoutCompleted({ sessionId: company.sessionId, mode: 'subscription', subscriptionId: company.subscriptionId });
    const first = await deliver(billing, event);
    expect(first.body).toMatchObject({ duplicate: false, outcome: 'already_recorded' });
    const replay = await deliver(billing, event);
    expect(replay).toMatchObject({ status: 200, body: { received: true, duplicate: true } });
    expect(await tokensGranted(billing, company.id)).toBe(200);

    const published = await waitFor(
      () =>
        Promise.resolve(
          grants.events.filter((e) => e.payload.companyId === company.id).length > 0 && grants.events.filter((e) => e.payload.companyId === company.id),
        ),
      {
        what: 'TokensGranted',
      },
    );
    expect(published.map((e) => e.payload.grantId)).toEqual([`fulfil:${company.sessionId}`]);
  });

  it('two racing deliveries of one event grant once', async () => {
    const company = newCompany();
    const { data } = await checkout(billing, company.token, { purchaseType: 'one_time' });
    const event = checkoutCompleted({ sessionId: data!.createCheckoutSession.sessionId!, mode: 'payment' });
    const delivery = signed(event);
    const responses = await Promise.all(Array.from({ length: 5 }, () => postWebhook(webhookUrl(billing), delivery)));
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    // One delivery records the event; a delivery that arrives after it answers the stored outcome.
    expect(responses.filter((r) => r.body['duplicate'] === false)).toHaveLength(1);
    expect(responses.map((r) => r.body['outcome'])).toContain('fulfilled');
    for (const response of responses) expect(['fulfilled', 'already_recorded']).toContain(response.body['outcome']);
    expect(await grantsOf(billing, company.id)).toEqual([expect.objectContaining({ tokens: 50, reason: 'one_time_bundle' })]);
    expect(await billing.connection.collection('stripe_events').countDocuments({ _id: event.id as never })).toBe(1);
  });

  it('grants the monthly tokens on each paid renewal invoice, once per invoice; the first invoice is the checkout', async () => {
    const company = await subscribed();
    const first = await deliver(billing, invoicePaid({ subscriptionId: company.subscriptionId, companyId: company.id, billingReason: 'subscription_create' }));
    expect(first.body['outcome']).toBe('ignored: subscription_create');

    const periodEnd = Math.floor(Date.now() / 1000) + 62 * 24 * 3600;
    const renewal = invoicePaid({ subscriptionId: company.subscriptionId, companyId: company.id, periodEnd });
    const [a, b] = await Promise.all([deliver(billing, renewal), deliver(billing, renewal)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    // The same invoice in another event (Stripe may send a fresh event for it): still once.
    const sameInvoice = invoicePaid({ invoiceId: String(renewal.data.object['id']), subscriptionId: company.subscriptionId, companyId: company.id, periodEnd });
    expect((await deliver(billing, sameInvoice)).body['outcome']).toBe('already_recorded');

    const next = await deliver(billing, invoicePaid({ subscriptionId: company.subscriptionId, companyId: company.id }));
    expect(next.body['outcome']).toBe('renewed');
    const all = await grantsOf(billing, company.id);
    expect(all.map((g) => [g.reason, g.tokens])).toEqual([
      ['subscription_start', 200],
      ['subscription_renewal', 200],
      ['subscription_renewal', 200],
    ]);
    expect(all[1]!.grantId).toBe(`invoice:${String(renewal.data.object['id'])}`);
  });

  it('finds the company of an invoice by its Stripe customer when the invoice carries no metadata', async () => {
    const company = await subscribed();
    const account = await billing.connection.collection('billing_accounts').findOne({ _id: company.id as never });
    const response = await deliver(billing, invoicePaid({ subscriptionId: company.subscriptionId, customerId: String(account!['stripeCustomerId']) }));
    expect(response.body).toMatchObject({ outcome: 'renewed' });
    expect(await tokensGranted(billing, company.id)).toBe(400);
  });

  it('follows customer.subscription.updated (ignoring stale events) and .deleted', async () => {
    const company = await subscribed();
    const now = Math.floor(Date.now() / 1000);
    const pastDue = await deliver(
      billing,
      subscriptionEvent(
        'customer.subscription.updated',
        { subscriptionId: company.subscriptionId, companyId: company.id, status: 'past_due' },
        { created: now + 10 },
      ),
    );
    expect(pastDue.body['outcome']).toBe('updated');
    expect(await subscriptionOf(billing, company.token)).toMatchObject({ status: 'past_due', hasSubscription: true });
    // Older than the one applied: stale.
    const stale = await deliver(
      billing,
      subscriptionEvent(
        'customer.subscription.updated',
        { subscriptionId: company.subscriptionId, companyId: company.id, status: 'active' },
        { created: now + 5 },
      ),
    );
    expect(stale.body['outcome']).toBe('ignored: no change');
    expect((await subscriptionOf(billing, company.token)).status).toBe('past_due');
    // Another subscription of nobody we know.
    const stranger = await deliver(
      billing,
      subscriptionEvent('customer.subscription.updated', { subscriptionId: 'sub_unknown', companyId: company.id, status: 'canceled' }),
    );
    expect(stranger.body['outcome']).toBe('ignored: no change');

    const periodEnd = now + 40 * 24 * 3600;
    await deliver(
      billing,
      subscriptionEvent(
        'customer.subscription.updated',
        { subscriptionId: company.subscriptionId, companyId: company.id, status: 'active', periodEnd },
        { created: now + 20 },
      ),
    );
    expect(await subscriptionOf(billing, company.token)).toMatchObject({ status: 'active', nextRenewal: new Date(periodEnd * 1000).toISOString() });

    const deleted = await deliver(
      billing,
      subscriptionEvent(
        'customer.subscription.deleted',
        { subscriptionId: company.subscriptionId, companyId: company.id, status: 'canceled' },
        { created: now + 30 },
      ),
    );
    expect(deleted.body['outcome']).toBe('canceled');
    expect(await subscriptionOf(billing, company.token)).toMatchObject({ hasSubscription: false, status: 'canceled', plan: null });
    expect(await tokensGranted(billing, company.id)).toBe(200);
  });

  it('switches plans through a new checkout, then cancels the replaced Stripe subscription', async () => {
    const company = await subscribed(200);
    const same = await checkout(billing, company.token, { purchaseType: 'subscription', planPrice: 200 });
    expect(same.errors?.[0]).toMatchObject({ message: 'You are already subscribed to the Starter plan.', extensions: { code: 'CONFLICT' } });

    const { data } = await checkout(billing, company.token, { purchaseType: 'subscription', planPrice: 400 });
    const sessionId = data!.createCheckoutSession.sessionId!;
    const newSubscription = `sub_test_pro_${sessionId.slice(-8)}`;
    const completed = await deliver(billing, checkoutCompleted({ sessionId, mode: 'subscription', subscriptionId: newSubscription }));
    expect(completed.body['outcome']).toBe('fulfilled');
    expect(await subscriptionOf(billing, company.token)).toMatchObject({ plan: 'professional', tokensPerMonth: 500, hasSubscription: true });
    expect(stub.callsTo('DELETE', `/v1/subscriptions/${company.subscriptionId}`)).toHaveLength(1);
    expect(await tokensGranted(billing, company.id)).toBe(700);

    // The old subscription's deletion event must not end the new one.
    await deliver(
      billing,
      subscriptionEvent('customer.subscription.deleted', { subscriptionId: company.subscriptionId, companyId: company.id, status: 'canceled' }),
    );
    expect((await subscriptionOf(billing, company.token)).plan).toBe('professional');
    // Renewals now grant the Professional tokens.
    await deliver(billing, invoicePaid({ subscriptionId: newSubscription, companyId: company.id }));
    expect(await tokensGranted(billing, company.id)).toBe(1200);
  });

  it('cancels: Stripe stops charging, renewals stop, tokens stay', async () => {
    const company = await subscribed();
    const canceled = await graphql<{ cancelSubscription: SubscriptionGql }>(billing, company.token, CANCEL);
    expect(canceled.data!.cancelSubscription).toMatchObject({ hasSubscription: false, status: 'canceled', nextRenewal: null });
    expect(stub.callsTo('DELETE', `/v1/subscriptions/${company.subscriptionId}`)).toHaveLength(1);
    // Stripe's own deletion event afterwards changes nothing.
    const deleted = await deliver(
      billing,
      subscriptionEvent('customer.subscription.deleted', { subscriptionId: company.subscriptionId, companyId: company.id, status: 'canceled' }),
    );
    expect(deleted.body['outcome']).toBe('ignored: no change');
    expect(await tokensGranted(billing, company.id)).toBe(200);
    expect((await graphql(billing, company.token, CANCEL)).errors?.[0]?.message).toBe('You do not have an active subscription to cancel.');
  });

  it('keeps the subscription when Stripe cannot cancel it (503)', async () => {
    const company = await subscribed();
    stub.fail(`DELETE /v1/subscriptions/${company.subscriptionId}`, 500);
    try {
      const { errors } = await graphql(billing, company.token, CANCEL);
      expect(errors?.[0]).toMatchObject({ message: 'Failed to cancel subscription. Please try again.', extensions: { code: 'SERVICE_UNAVAILABLE' } });
    } finally {
      stub.clearFailures();
    }
    expect((await subscriptionOf(billing, company.token)).hasSubscription).toBe(true);
  });

  describe('pending purchase check', () => {
    it('reports an unpaid session as pending and grants nothing', async () => {
      const company = newCompany();
      await checkout(billing, company.token, { purchaseType: 'one_time' });
      // stripe-mock's session is open and unpaid.
      const { data } = await graphql<PendingGql>(billing, company.token, PENDING, { force: true });
      expect(data!.checkPendingPurchase).toMatchObject({
        status: 'pending',
        tokensGranted: 0,
        message: 'Your payment is still being processed. Tokens will be added as soon as it completes.',
      });
      expect(await grantsOf(billing, company.id)).toEqual([]);
    });

    it('grants a paid session once, racing the webhook of the same session', async () => {
      const company = newCompany();
      const { data } = await checkout(billing, company.token, { purchaseType: 'one_time' });
      const sessionId = data!.createCheckoutSession.sessionId!;
      stub.sessionState(sessionId, { status: 'complete', payment_status: 'paid' });

      // Without force_add_tokens it only reports.
      const look = await graphql<PendingGql>(billing, company.token, PENDING, { force: false, sessionId });
      expect(look.data!.checkPendingPurchase).toMatchObject({ status: 'pending', tokensGranted: 0 });

      const event = checkoutCompleted({ sessionId, mode: 'payment' });
      const [webhook, check, checkAgain] = await Promise.all([
        deliver(billing, event),
        graphql<PendingGql>(billing, company.token, PENDING, { force: true, sessionId }),
        graphql<PendingGql>(billing, company.token, PENDING, { force: true }),
      ]);
      expect(webhook.status).toBe(200);
      expect(check.data!.checkPendingPurchase).toMatchObject({ status: 'completed', message: 'Purchase completed! Tokens have been added to your account.' });
      expect(checkAgain.data!.checkPendingPurchase.status).toBe('completed');
      const granted = [
        webhook.body['outcome'] === 'fulfilled' ? 50 : 0,
        check.data!.checkPendingPurchase.tokensGranted,
        checkAgain.data!.checkPendingPurchase.tokensGranted,
      ];
      expect(granted.reduce((a, b) => a + b, 0)).toBe(50);
      expect(await grantsOf(billing, company.id)).toEqual([{ grantId: `fulfil:${sessionId}`, tokens: 50, reason: 'one_time_bundle', sourceRef: sessionId }]);

      // Coming back later: completed, nothing more.
      const later = await graphql<PendingGql>(billing, company.token, PENDING, { force: true });
      expect(later.data!.checkPendingPurchase).toMatchObject({ status: 'completed', tokensGranted: 0 });
    });

    it('starts a paid subscription from the check when the webhook has not arrived', async () => {
      const company = newCompany();
      const { data } = await checkout(billing, company.token, { purchaseType: 'subscription', planPrice: 400 });
      const sessionId = data!.createCheckoutSession.sessionId!;
      stub.sessionState(sessionId, { status: 'complete', payment_status: 'paid', subscription: 'sub_test_from_check' });
      const { data: pending } = await graphql<PendingGql>(billing, company.token, PENDING, { force: true });
      expect(pending!.checkPendingPurchase).toMatchObject({
        status: 'completed',
        tokensGranted: 500,
        subscription: { plan: 'professional', hasSubscription: true },
      });
      // The webhook arriving afterwards records nothing more.
      const late = await deliver(billing, checkoutCompleted({ sessionId, mode: 'subscription', subscriptionId: 'sub_test_from_check' }));
      expect(late.body['outcome']).toBe('already_recorded');
      expect(await tokensGranted(billing, company.id)).toBe(500);
    });

    it('answers none without sessions, 404 for another company’s session, 503 when Stripe cannot be asked', async () => {
      const company = newCompany();
      const none = await graphql<PendingGql>(billing, company.token, PENDING, { force: true });
      expect(none.data!.checkPendingPurchase).toMatchObject({ status: 'none', message: 'No pending purchase found.' });

      const other = newCompany();
      const { data } = await checkout(billing, other.token, { purchaseType: 'one_time' });
      const foreign = await graphql(billing, company.token, PENDING, { force: true, sessionId: data!.createCheckoutSession.sessionId });
      expect(foreign.errors?.[0]).toMatchObject({ message: 'Checkout session not found', extensions: { code: 'NOT_FOUND' } });

      stub.fail('GET /v1/checkout/sessions', 500);
      try {
        const failed = await graphql(billing, other.token, PENDING, { force: true });
        expect(failed.errors?.[0]).toMatchObject({
          message: 'Could not check the purchase with the payment provider. Please try again.',
          extensions: { code: 'SERVICE_UNAVAILABLE' },
        });
      } finally {
        stub.clearFailures();
      }
    });
  });

  describe('erasing a company account', () => {
    const erase = async (companyId: string) => {
      const publisher = await startTestPublisher();
      try {
        await publisher.events.publish(ErasureRequestedV1, companyId, { userId: companyId, userType: 'company', requestedAt: new Date().toISOString() });
      } finally {
        await publisher.stop();
      }
      await waitFor(async () => (await billing.connection.collection('erasure_receipts').countDocuments({ _id: companyId as never })) === 1, {
        what: 'billing’s part of the erasure',
      });
    };
    const accountOf = (companyId: string) => billing.connection.collection('billing_accounts').findOne({ _id: companyId as never });

    it('deletes the Stripe customer (ending its subscription there) and keeps the ledger without the address', async () => {
      const company = await subscribed();
      const customerId = (await accountOf(company.id))!['stripeCustomerId'] as string;
      expect(customerId).toMatch(/^cus_/);
      await erase(company.id);
      expect(stub.callsTo('DELETE', `/v1/customers/${customerId}`)).toHaveLength(1);
      expect(await accountOf(company.id)).toMatchObject({ email: '', companyName: '', stripeCustomerId: customerId });
      expect((await grantsOf(billing, company.id)).length).toBeGreaterThan(0);
    });

    it('does not wait for Stripe: a customer it could not delete then goes with the next sweep', async () => {
      const company = await subscribed();
      const customerId = (await accountOf(company.id))!['stripeCustomerId'] as string;
      stub.fail(`DELETE /v1/customers/${customerId}`, 500);
      try {
        await erase(company.id);
      } finally {
        stub.clearFailures();
      }
      expect(await accountOf(company.id)).toMatchObject({ email: '', stripeCustomerDeletePending: true });
      const before = stub.callsTo('DELETE', `/v1/customers/${customerId}`).length;
      expect(
        await sweepRetention(billing.connection, [
          pendingCustomerDeletions({
            accounts: billingAccountModel(billing.connection),
            stripe: StripeApi.fromConfig(billing.config),
          }),
        ]),
      ).toEqual({
        'stripe customers of erased accounts': 1,
      });
      expect(stub.callsTo('DELETE', `/v1/customers/${customerId}`)).toHaveLength(before + 1);
      expect((await accountOf(company.id))!['stripeCustomerDeletePending']).toBeUndefined();
    });
  });

  it('ignores events it does not handle, and sessions it does not know, with 200 (so Stripe stops retrying)', async () => {
    const unknown = await deliver(billing, checkoutCompleted({ sessionId: 'cs_test_not_ours', mode: 'payment' }));
    expect(unknown).toMatchObject({ status: 200, body: { outcome: 'ignored: unknown checkout session' } });
    const other = await deliver(billing, subscriptionEvent('customer.subscription.updated', { subscriptionId: 'sub_x', status: 'active' }));
    expect(other.body['outcome']).toBe('ignored: unknown customer');
  });
});
