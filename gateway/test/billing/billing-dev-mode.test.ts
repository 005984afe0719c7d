import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { postWebhook, signed, stripeEvent } from '@hiring/test-kit/billing';
import { registerCandidate, registerCompany, type RegisteredUser, startStack, type Stack } from '@hiring/test-kit/stack';

/**
 * The billing REST contract in dev mode (no STRIPE_SECRET_KEY): purchases grant at once, and the
 * balance the page reads next (`GET /api/company/tokens`) already shows them.
 */
let stack: Stack;
let company: RegisteredUser;
let candidate: RegisteredUser;

beforeAll(async () => {
  stack = await startStack();
  [company, candidate] = await Promise.all([registerCompany(stack), registerCandidate(stack)]);
}, 240_000);

afterAll(async () => {
  await stack?.stop();
});

interface TokensBody {
  success: boolean;
  tokens: number;
  packages: { id: string; type: string; price: number; tokens: number }[];
}

const balance = async (token: string) => (await stack.rest<TokensBody>('GET', '/api/company/tokens', undefined, token)).body.tokens;
const error = (text: string) => ({ success: false, error: text, message: text });

describe('tokens and billing REST contract, dev mode', () => {
  it('starts without a subscription', async () => {
    const response = await stack.rest('GET', '/api/company/subscription', undefined, company.token);
    expect(response).toEqual({
      status: 200,
      body: {
        success: true,
        has_subscription: false,
        status: 'none',
        plan: null,
        plan_name: null,
        price: null,
        tokens_per_month: 0,
        next_renewal: null,
        source: null,
      },
    });
  });

  it('offers the packages the checkout accepts (GET /api/company/tokens)', async () => {
    const { body } = await stack.rest<TokensBody>('GET', '/api/company/tokens', undefined, company.token);
    const offers = body.packages.map((p) => [p.type, p.price, p.tokens]);
    expect(offers).toEqual(
      expect.arrayContaining([
        ['subscription', 200, 200],
        ['subscription', 400, 500],
        ['one_time', 60, 50],
      ]),
    );
  });

  it('subscribes: dev_mode answer with the new balance, visible on the very next read', async () => {
    const before = await balance(company.token);
    const response = await stack.rest('POST', '/api/company/create-checkout-session', { plan_price: 200, purchase_type: 'subscription' }, company.token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      dev_mode: true,
      message: 'Subscription updated successfully!',
      tokens_granted: 200,
      tokens: before + 200,
      subscription: { has_subscription: true, status: 'active', plan: 'starter', plan_name: 'Starter', price: 200, tokens_per_month: 200, source: 'dev' },
    });
    expect(await balance(company.token)).toBe(before + 200);
  });

  it('buys the one-time bundle: 50 tokens at once', async () => {
    const before = await balance(company.token);
    const response = await stack.rest('POST', '/api/company/create-checkout-session', { purchase_type: 'one_time' }, company.token);
    expect(response.body).toMatchObject({
      success: true,
      dev_mode: true,
      message: '50 tokens purchased successfully!',
      tokens_granted: 50,
      tokens: before + 50,
    });
    expect(await balance(company.token)).toBe(before + 50);
  });

  it('refuses the plan one has (409) and switches to the other', async () => {
    const same = await stack.rest('POST', '/api/company/create-checkout-session', { plan_price: 200, purchase_type: 'subscription' }, company.token);
    expect(same).toEqual({ status: 409, body: error('You are already subscribed to the Starter plan.') });

    const before = await balance(company.token);
    const switched = await stack.rest('POST', '/api/company/create-checkout-session', { plan_price: '400', purchase_type: 'subscription' }, company.token);
    expect(switched.body).toMatchObject({
      dev_mode: true,
      tokens_granted: 300,
      tokens: before + 300,
      subscription: { plan: 'professional', tokens_per_month: 500 },
    });
    const subscription = await stack.rest<{ next_renewal: string }>('GET', '/api/company/subscription', undefined, company.token);
    expect(subscription.body).toMatchObject({
      success: true,
      has_subscription: true,
      plan: 'professional',
      plan_name: 'Professional',
      tokens_per_month: 500,
      price: 400,
    });
    const days = (new Date(subscription.body.next_renewal).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);
  });

  it('cancels: no subscription any more, the tokens stay', async () => {
    const before = await balance(company.token);
    const canceled = await stack.rest('POST', '/api/company/cancel-subscription', undefined, company.token);
    expect(canceled).toEqual({
      status: 200,
      body: {
        success: true,
        message: 'Subscription canceled successfully. You can still use your remaining tokens.',
        subscription: {
          has_subscription: false,
          status: 'canceled',
          plan: null,
          plan_name: null,
          price: null,
          tokens_per_month: 0,
          next_renewal: null,
          source: 'dev',
        },
      },
    });
    expect((await stack.rest('GET', '/api/company/subscription', undefined, company.token)).body).toMatchObject({ has_subscription: false, plan: null });
    expect(await balance(company.token)).toBe(before);
    const again = await stack.rest('POST', '/api/company/cancel-subscription', {}, company.token);
    expect(again).toEqual({ status: 400, body: error('You do not have an active subscription to cancel.') });
  });

  it('answers the pending-purchase check: nothing pending in dev mode', async () => {
    const response = await stack.rest('POST', '/api/company/check-pending-purchase', { force_add_tokens: true }, company.token);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ success: true, status: 'none', completed: false, tokens_added: 0, message: 'No pending purchase found.' });
  });

  it('refuses malformed purchases with the texts the modal shows', async () => {
    const cases: [unknown, string][] = [
      [{}, 'Invalid purchase type. Choose a subscription or a one-time purchase.'],
      [{ purchase_type: 'lifetime' }, 'Invalid purchase type. Choose a subscription or a one-time purchase.'],
      [{ purchase_type: 'subscription' }, 'Invalid plan. Choose the $200 or the $400 monthly plan.'],
      [{ purchase_type: 'subscription', plan_price: 300 }, 'Invalid plan. Choose the $200 or the $400 monthly plan.'],
      [{ purchase_type: 'subscription', plan_price: 'two hundred' }, 'Invalid plan. Choose the $200 or the $400 monthly plan.'],
    ];
    for (const [body, text] of cases) {
      expect(await stack.rest('POST', '/api/company/create-checkout-session', body, company.token)).toEqual({ status: 400, body: error(text) });
    }
  });

  it('is for companies: a candidate gets 403, no session 401, on every billing route', async () => {
    const routes: ['GET' | 'POST', string, unknown][] = [
      ['GET', '/api/company/subscription', undefined],
      ['POST', '/api/company/create-checkout-session', { purchase_type: 'one_time' }],
      ['POST', '/api/company/check-pending-purchase', { force_add_tokens: true }],
      ['POST', '/api/company/cancel-subscription', undefined],
    ];
    for (const [method, path, body] of routes) {
      expect(await stack.rest(method, path, body, candidate.token)).toEqual({ status: 403, body: error('Only companies can do this') });
      expect((await stack.rest(method, path, body)).status).toBe(401);
      expect((await stack.rest(method, path, body, 'not-a-token')).status).toBe(401);
    }
  });

  it('refuses Stripe webhooks when no signing secret is configured (503, so Stripe retries later)', async () => {
    const response = await postWebhook(`${stack.gateway.url}/api/stripe/webhook`, signed(stripeEvent('invoice.paid', { id: 'in_1' })));
    expect(response).toEqual({ status: 503, body: error('Stripe webhooks are not configured') });
  });
});
