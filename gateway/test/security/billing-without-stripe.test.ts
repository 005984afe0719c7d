import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { loadBillingConfig } from '@hiring/billing';
import { TEST_JWT_SECRET } from '@hiring/service-kit/testing';
import { registerCompany, type RegisteredUser, TEST_INTERNAL_SECRET, startStack, type Stack } from '@hiring/test-kit/stack';

/**
 * Issue 12: without STRIPE_SECRET_KEY, billing used to grant tokens for free in any environment.
 * Now free grants need BILLING_DEV_MODE=true (refused with NODE_ENV=production); otherwise a
 * purchase is answered 503 "Payments are not configured" and grants nothing.
 */
let stack: Stack;
let company: RegisteredUser;

beforeAll(async () => {
  stack = await startStack({ env: { billing: { BILLING_DEV_MODE: 'false' } } });
  company = await registerCompany(stack);
}, 240_000);

afterAll(async () => {
  await stack?.stop();
});

const balance = async () => (await stack.rest<{ tokens: number }>('GET', '/api/company/tokens', undefined, company.token)).body.tokens;
const refused = {
  success: false,
  error: 'Payments are not configured. Please try again later.',
  message: 'Payments are not configured. Please try again later.',
};

describe('billing without Stripe and without dev mode', () => {
  it('refuses a subscription and a bundle with 503, granting nothing', async () => {
    const before = await balance();
    expect(await stack.rest('POST', '/api/company/create-checkout-session', { plan_price: 200, purchase_type: 'subscription' }, company.token)).toEqual({
      status: 503,
      body: refused,
    });
    expect(await stack.rest('POST', '/api/company/create-checkout-session', { purchase_type: 'one_time' }, company.token)).toEqual({
      status: 503,
      body: refused,
    });
    expect(await balance()).toBe(before);
    const subscription = await stack.rest<{ has_subscription: boolean }>('GET', '/api/company/subscription', undefined, company.token);
    expect(subscription.body.has_subscription).toBe(false);
  });
});

describe('BILLING_DEV_MODE configuration', () => {
  it('is off unless set to true', () => {
    expect(loadBillingConfig({ JWT_SECRET: TEST_JWT_SECRET }).BILLING_DEV_MODE).toBe(false);
    expect(loadBillingConfig({ JWT_SECRET: TEST_JWT_SECRET, BILLING_DEV_MODE: 'true' }).BILLING_DEV_MODE).toBe(true);
    expect(() => loadBillingConfig({ JWT_SECRET: TEST_JWT_SECRET, BILLING_DEV_MODE: 'yes' })).toThrow(/BILLING_DEV_MODE/);
  });

  it('refuses to start in dev mode with NODE_ENV=production', () => {
    expect(() =>
      loadBillingConfig({ JWT_SECRET: TEST_JWT_SECRET, INTERNAL_API_SECRET: TEST_INTERNAL_SECRET, BILLING_DEV_MODE: 'true', NODE_ENV: 'production' }),
    ).toThrow(/BILLING_DEV_MODE: must not be true with NODE_ENV=production/);
  });
});
