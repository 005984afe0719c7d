import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TokensGrantedV1, type PayloadOf } from '@hiring/contracts';
import { waitFor, watchTopic } from '@hiring/service-kit/testing';
import {
  StripeStub,
  checkoutCompleted,
  invoicePaid,
  postWebhook,
  signed,
  stripeEnv,
  stripeEvent,
  subscriptionEvent,
  type WebhookEvent,
} from '@hiring/test-kit/billing';
import { registerCompany, type RegisteredUser, startStack, type Stack } from '@hiring/test-kit/stack';

/**
 * The billing REST contract with Stripe configured: Checkout Sessions through the real stripe
 * library against stripe-mock, and Stripe's webhook posted to the gateway's `/api/stripe/webhook`,
 * signed with the library's test header helper (the gateway must forward the raw bytes).
 */
let stub: StripeStub;
let stack: Stack;
let company: RegisteredUser;
let grants: Awaited<ReturnType<typeof watchTopic<'TokensGranted', PayloadOf<typeof TokensGrantedV1>>>>;

beforeAll(async () => {
  stub = await StripeStub.start();
  stack = await startStack({ env: { billing: stripeEnv(stub) } });
  company = await registerCompany(stack);
  grants = await watchTopic(stack.services.billing.kafka, TokensGrantedV1);
}, 240_000);

afterAll(async () => {
  await grants?.stop();
  await stack?.stop();
  await stub?.stop();
});

const balance = async () => (await stack.rest<{ tokens: number }>('GET', '/api/company/tokens', undefined, company.token)).body.tokens;
const webhook = (event: WebhookEvent) => postWebhook(`${stack.gateway.url}/api/stripe/webhook`, signed(event));
const balanceIs = (tokens: number) => waitFor(async () => (await balance()) === tokens, { what: `a balance of ${tokens}`, timeoutMs: 20_000 });
/** Lets any duplicate grant that was (wrongly) published reach the wallet before the balance is checked again. */
const settle = () => stack.settled();

interface CheckoutBody {
  success: boolean;
  dev_mode: boolean;
  checkout_url: string;
  session_id: string;
  message: string;
}

let subscriptionId: string;

describe('tokens and billing REST contract, with Stripe (stripe-mock)', () => {
  it('returns a Stripe Checkout URL and grants nothing before payment', async () => {
    const response = await stack.rest<CheckoutBody>(
      'POST',
      '/api/company/create-checkout-session',
      { plan_price: 200, purchase_type: 'subscription' },
      company.token,
    );
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, dev_mode: false, message: 'Redirecting to secure checkout...' });
    expect(response.body.checkout_url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    expect(response.body.session_id).toMatch(/^cs_/);
    expect(await balance()).toBe(0);
    expect((await stack.rest('GET', '/api/company/subscription', undefined, company.token)).body).toMatchObject({ has_subscription: false });
  });

  it('the signed checkout.session.completed webhook, through the gateway, starts the plan and grants its month once', async () => {
    const created = await stack.rest<CheckoutBody>(
      'POST',
      '/api/company/create-checkout-session',
      { plan_price: 200, purchase_type: 'subscription' },
      company.token,
    );
    const sessionId = created.body.session_id;
    subscriptionId = `sub_test_${sessionId.slice(-10)}`;
    const event = checkoutCompleted({ sessionId, mode: 'subscription', subscriptionId });
    const delivered = await webhook(event);
    expect(delivered).toEqual({ status: 200, body: { received: true, duplicate: false, outcome: 'fulfilled' } });
    await balanceIs(200);

    const replayed = await webhook(event);
    expect(replayed).toMatchObject({ status: 200, body: { received: true, duplicate: true } });
    // JSON with another content-type spelling is forwarded byte for byte too.
    const again = await postWebhook(`${stack.gateway.url}/api/stripe/webhook`, signed(event), 'application/json; charset=utf-8');
    expect(again.body).toMatchObject({ duplicate: true });
    await settle();
    expect(await balance()).toBe(200);

    const subscription = await stack.rest('GET', '/api/company/subscription', undefined, company.token);
    expect(subscription.body).toMatchObject({
      success: true,
      has_subscription: true,
      status: 'active',
      plan: 'starter',
      tokens_per_month: 200,
      source: 'stripe',
    });
    // The modal's "Already Subscribed": subscribing again to the same plan is refused.
    const same = await stack.rest('POST', '/api/company/create-checkout-session', { plan_price: 200, purchase_type: 'subscription' }, company.token);
    expect(same.status).toBe(409);
  });

  it('refuses a webhook with a bad signature and changes nothing', async () => {
    const event = invoicePaid({ subscriptionId, companyId: company.user.id });
    const forged = await postWebhook(`${stack.gateway.url}/api/stripe/webhook`, signed(event, 'whsec_forged'));
    expect(forged).toEqual({ status: 400, body: { success: false, error: 'Invalid Stripe signature', message: 'Invalid Stripe signature' } });
    const unsigned = await postWebhook(`${stack.gateway.url}/api/stripe/webhook`, { body: JSON.stringify(event) });
    expect(unsigned.status).toBe(400);
    await settle();
    expect(await balance()).toBe(200);
  });

  it('two racing deliveries of the monthly invoice.paid grant the month once', async () => {
    const event = invoicePaid({ subscriptionId, companyId: company.user.id });
    const responses = await Promise.all([webhook(event), webhook(event)]);
    expect(responses.map((r) => r.status)).toEqual([200, 200]);
    await balanceIs(400);
    await settle();
    expect(await balance()).toBe(400);
    const next = await stack.rest<{ next_renewal: string }>('GET', '/api/company/subscription', undefined, company.token);
    expect(new Date(next.body.next_renewal).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
  });

  it('the pending-purchase check racing the webhook grants a paid bundle once', async () => {
    const created = await stack.rest<CheckoutBody>('POST', '/api/company/create-checkout-session', { purchase_type: 'one_time' }, company.token);
    const sessionId = created.body.session_id;
    stub.sessionState(sessionId, { status: 'complete', payment_status: 'paid' });
    const [hook, check] = await Promise.all([
      webhook(checkoutCompleted({ sessionId, mode: 'payment' })),
      stack.rest<{ status: string; tokens_added: number; tokens: number | null }>(
        'POST',
        '/api/company/check-pending-purchase',
        { force_add_tokens: true, session_id: sessionId },
        company.token,
      ),
    ]);
    expect(hook.status).toBe(200);
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({
      success: true,
      status: 'completed',
      completed: true,
      message: 'Purchase completed! Tokens have been added to your account.',
    });
    const grantedByCheck = check.body.tokens_added;
    expect([0, 50]).toContain(grantedByCheck);
    expect(hook.body['outcome']).toBe(grantedByCheck === 50 ? 'already_recorded' : 'fulfilled');
    if (grantedByCheck === 50) expect(check.body.tokens).toBe(450);
    await balanceIs(450);

    // Back on the page later with ?purchase=success: completed, nothing more.
    const later = await stack.rest<{ tokens_added: number }>('POST', '/api/company/check-pending-purchase', { force_add_tokens: true }, company.token);
    expect(later.body).toMatchObject({ status: 'completed', tokens_added: 0 });
    await settle();
    expect(await balance()).toBe(450);
  });

  it('cancels: Stripe stops the subscription, the balance stays, later Stripe events change nothing', async () => {
    const canceled = await stack.rest('POST', '/api/company/cancel-subscription', undefined, company.token);
    expect(canceled).toMatchObject({
      status: 200,
      body: {
        success: true,
        message: 'Subscription canceled successfully. You can still use your remaining tokens.',
        subscription: { has_subscription: false },
      },
    });
    expect(stub.callsTo('DELETE', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
    const deleted = await webhook(subscriptionEvent('customer.subscription.deleted', { subscriptionId, companyId: company.user.id, status: 'canceled' }));
    expect(deleted.body).toMatchObject({ outcome: 'ignored: no change' });
    expect((await stack.rest('GET', '/api/company/subscription', undefined, company.token)).body).toMatchObject({
      has_subscription: false,
      plan: null,
      next_renewal: null,
    });
    expect(await balance()).toBe(450);
  });

  it('published one TokensGranted per grant, each with its own grant id', async () => {
    const mine = await waitFor(
      () => {
        const events = grants.events.filter((e) => e.payload.companyId === company.user.id);
        return Promise.resolve(events.length >= 3 && events);
      },
      { what: 'three grants' },
    );
    await settle();
    const ids = grants.events.filter((e) => e.payload.companyId === company.user.id).map((e) => e.payload.grantId);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
    expect(mine.map((e) => [e.payload.reason, e.payload.tokens])).toEqual([
      ['subscription_start', 200],
      ['subscription_renewal', 200],
      ['one_time_bundle', 50],
    ]);
  });

  it('a refund takes the tokens it bought back once, however often Stripe delivers it, and the history shows it (issue 29)', async () => {
    expect(await balance()).toBe(450);
    const charge = { id: 'ch_test_bundle', object: 'charge', amount: 6000, amount_refunded: 6000, customer: null, metadata: { companyId: company.user.id } };
    const refund = stripeEvent('charge.refunded', charge);
    const answers = await Promise.all([webhook(refund), webhook(refund)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await webhook(refund)).body).toMatchObject({ duplicate: true });
    await balanceIs(400);
    await settle();
    expect(await balance()).toBe(400);
    // A dispute-sized refund of a month of Professional: more than is left, so the balance owes 100.
    const pro = { ...charge, id: 'ch_test_pro', amount: 40000, amount_refunded: 40000 };
    expect((await webhook(stripeEvent('charge.refunded', pro, { id: `evt_test_pro_${Date.now()}` }))).body).toMatchObject({ outcome: 'revoked 500' });
    await balanceIs(-100);
    const history = await stack.graphql<{ tokenHistory: { delta: number; balanceAfter: number; reason: string; reference: string }[] }>(
      '{ tokenHistory(first: 3) { delta balanceAfter reason reference } }',
      {},
      company.token,
    );
    expect(history.body.data?.tokenHistory).toEqual([
      { delta: -500, balanceAfter: -100, reason: 'revocation', reference: expect.stringMatching(/^revoke:evt_test_pro_/) },
      { delta: -50, balanceAfter: 400, reason: 'revocation', reference: `revoke:${refund.id}` },
      expect.objectContaining({ delta: 50, reason: 'grant' }),
    ]);
  });

  it('a dispute takes back its share of the tokens once; the charge is read from Stripe, and a charge that is not ours takes nothing (issue 29)', async () => {
    expect(await balance()).toBe(-100);
    // A dispute names its charge by id; the billing service asks Stripe (here stripe-mock, patched) for its amount and owner.
    stub.chargeState('ch_test_disputed', { id: 'ch_test_disputed', amount: 6000, customer: null, metadata: { companyId: company.user.id } });
    const dispute = stripeEvent('charge.dispute.created', { id: 'dp_test_half', object: 'dispute', amount: 3000, charge: 'ch_test_disputed' });
    const answers = await Promise.all([webhook(dispute), webhook(dispute), webhook(dispute)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => (a.body as { outcome?: string }).outcome === 'revoked 25')).toHaveLength(1);
    expect(stub.callsTo('GET', '/v1/charges/ch_test_disputed').length).toBeGreaterThanOrEqual(1);
    await balanceIs(-125);

    // Stripe's own charge fixture: no company in its metadata, an unknown customer, not one of our prices.
    const foreign = stripeEvent('charge.dispute.created', { id: 'dp_test_foreign', object: 'dispute', amount: 100, charge: 'ch_not_ours' });
    expect((await webhook(foreign)).body).toMatchObject({ outcome: expect.stringMatching(/^ignored/) });
    await settle();
    expect(await balance()).toBe(-125);
    const history = await stack.graphql<{ tokenHistory: { delta: number; reason: string; reference: string }[] }>(
      '{ tokenHistory(first: 1) { delta reason reference } }',
      {},
      company.token,
    );
    expect(history.body.data?.tokenHistory).toEqual([{ delta: -25, reason: 'revocation', reference: `revoke:${dispute.id}` }]);
  });
});
