/**
 * Browser tests of the token purchase modal "Unlock Top Talent" (docs/product/screens.md#token-purchase, docs/product/rules.md#states-and-transitions, docs/product/rules.md#errors, docs/product/rules.md#constants-and-limits)
 * against the GraphQL stand-in: texts from the shared billing plans, dev-mode purchases, failures,
 * the redirect to checkout. Build first (`npm run build -w web`); screenshots in
 * artifacts/screenshots/company/tokens/.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { BrowserHarness, eventually, hidden, horizontalOverflow, shown, settled } from './browser.js';
import {
  confirmSpend,
  COMPANY,
  COMPANY_GRAPHQL,
  NO_SUBSCRIPTION,
  PROFESSIONAL,
  SEARCH_PAGE_GRAPHQL,
  checkoutAnswer,
  graphqlError,
  lockedCandidate,
  mockGraphql,
  operationCalls as callsOf,
  searchAnswer,
  tokensAnswer,
  type GraphqlCall,
  type GraphqlHandler,
} from './company.fixtures.js';

const harness = new BrowserHarness('company/tokens');
const CHECKOUT = 'CreateCheckoutSession';

beforeAll(async () => {
  await harness.start();
});

afterAll(async () => {
  await harness.stop();
});

afterEach(async () => {
  await harness.closePage();
});

async function openModal(
  handlers: Record<string, GraphqlHandler> = {},
  viewport?: { width: number; height: number },
): Promise<{ page: Page; calls: GraphqlCall[] }> {
  const page = await harness.open('/login', { session: COMPANY, viewport });
  const calls = await mockGraphql(page, { ...COMPANY_GRAPHQL, ...SEARCH_PAGE_GRAPHQL, SearchCandidates: searchAnswer([lockedCandidate('c-1')]), ...handlers });
  await page.goto(`${harness.baseUrl}/#/search-candidates`);
  await shown(page.getByTestId('token-balance').getByText('120 tokens'));
  await page.getByRole('button', { name: 'Buy Tokens' }).click();
  await shown(modal(page));
  return { page, calls };
}

const modal = (page: Page) => page.getByRole('dialog', { name: 'Unlock Top Talent' });
const plan = (page: Page, name: string) => modal(page).getByRole('article', { name });

describe('the purchase modal', () => {
  test('balance, Starter, Professional (Best Value), the one-time bundle, the four steps and the secure-payment note', async () => {
    const { page } = await openModal();
    await shown(modal(page).getByText('Current balance: 120 tokens'));

    const starter = plan(page, 'Starter');
    await shown(starter.getByText('$200', { exact: true }));
    await shown(starter.getByText('/month'));
    await settled(() => expect(starter.locator('.plan__tokens').innerText()).resolves.toBe('200 tokens (20 unlocks per month)'));
    await settled(() => expect(starter.locator('.plan__features li').allInnerTexts()).resolves.toEqual(['Full contact information', 'Cancel anytime']));
    await shown(starter.getByRole('button', { name: 'Subscribe - $200/mo' }));

    const pro = plan(page, 'Professional');
    await shown(pro.getByText('Best Value'));
    await settled(() => expect(pro.locator('.plan__tokens').innerText()).resolves.toBe('500 tokens (50 unlocks per month)'));
    await settled(() =>
      expect(pro.locator('.plan__features li').allInnerTexts()).resolves.toEqual(['$8.00 per unlock', 'Save $100 per month', 'Priority support']),
    );
    await shown(pro.getByRole('button', { name: 'Subscribe - $400/mo' }));

    const bundle = plan(page, 'One-Time Purchase');
    await settled(() => expect(bundle.locator('.plan__tokens').innerText()).resolves.toBe('50 tokens for $60 (5 unlocks)'));
    await settled(() => expect(bundle.locator('.plan__features li').allInnerTexts()).resolves.toEqual(['No subscription', 'Tokens never expire']));
    await shown(bundle.getByRole('button', { name: 'Buy 50 Tokens - $60' }));

    await settled(() =>
      expect(modal(page).locator('.how-tokens__name').allInnerTexts()).resolves.toEqual(['Browse Free', 'Unlock Profile', 'Connect', 'Lifetime Access']),
    );
    await shown(modal(page).getByText(/Use 10 tokens to reveal/));
    await shown(modal(page).getByText(/Payment is secure: card payments are processed by Stripe, our card payment provider/));
    await page.setViewportSize({ width: 1280, height: 1100 });
    await harness.screenshot(page, '01-modal', false);
  });

  test('dev mode subscription: the request, the message, the modal closes, the balance reloads; then the plan is Already Subscribed and the other a switch', async () => {
    const { page, calls } = await openModal({
      [CHECKOUT]: checkoutAnswer('Subscription updated successfully!', 500, PROFESSIONAL),
      CompanyTokens: (_call, nth) => tokensAnswer(nth === 1 ? 120 : 620),
    });
    await plan(page, 'Professional').getByRole('button', { name: 'Subscribe - $400/mo' }).click();
    await confirmSpend(page);
    await hidden(modal(page));
    await shown(page.getByRole('status').getByText('Subscription updated successfully!'));
    expect(callsOf(calls, CHECKOUT)[0]?.variables).toEqual({ input: { planPrice: 400, purchaseType: 'subscription' } });
    expect(callsOf(calls, CHECKOUT)[0]?.authorization).toBe('Bearer company-token');
    await shown(page.getByTestId('token-balance').getByText('620 tokens'));
    await eventually(() => callsOf(calls, 'CompanyTokens').length === 2, 'the balance reload');
    await harness.screenshot(page, '02-subscribed', false);

    // The dialog tells the same as the Subscription tab (issue 32): the plan the company has, and the switch to the other.
    await page.getByRole('button', { name: 'Buy Tokens' }).click();
    const current = plan(page, 'Professional').getByRole('button', { name: 'Already Subscribed' });
    await shown(current);
    await shown(plan(page, 'Professional').getByText('Your plan'));
    await settled(() => expect(current.isDisabled()).resolves.toBe(true));
    const other = plan(page, 'Starter').getByRole('button', { name: 'Switch to Starter - $200/mo' });
    await settled(() => expect(other.isEnabled()).resolves.toBe(true));
    await settled(() => expect(plan(page, 'Starter').getByRole('button', { name: 'Already Subscribed' }).count()).resolves.toBe(0));
    await other.click();
    const ask = page.getByRole('alertdialog', { name: /^Switch to Starter for \$200\/month\?/ });
    await shown(ask);
    await ask.getByRole('button', { name: 'Cancel', exact: true }).click();
    await hidden(ask);
    await settled(() => expect(plan(page, 'One-Time Purchase').getByRole('button', { name: 'Buy 50 Tokens - $60' }).isEnabled()).resolves.toBe(true));
    await harness.screenshot(page, '03-already-subscribed', false);
  });

  test('asks first: the bundle and each plan say the price and the balance after; Cancel or Escape buys nothing and leaves the modal open', async () => {
    const { page, calls } = await openModal();
    await plan(page, 'One-Time Purchase').getByRole('button', { name: 'Buy 50 Tokens - $60' }).click();
    const bundle = page.getByRole('alertdialog', { name: 'Buy 50 tokens for $60?' });
    await shown(
      bundle.getByText('A one-time card payment of $60, no subscription. Your balance goes from 120 tokens to 170 tokens. These tokens never expire.'),
    );
    await harness.screenshot(page, '01b-confirm-bundle', false);
    await bundle.getByRole('button', { name: 'Cancel' }).click();
    await hidden(bundle);
    await plan(page, 'Professional').getByRole('button', { name: 'Subscribe - $400/mo' }).click();
    const subscription = page.getByRole('alertdialog', { name: 'Subscribe to Professional for $400/month?' });
    await shown(subscription.getByText(/charged \$400 every month and 500 tokens arrive each month\. Your balance goes from 120 tokens to 620 tokens\./));
    await page.keyboard.press('Escape');
    await hidden(subscription);
    await shown(modal(page));
    expect(callsOf(calls, CHECKOUT)).toHaveLength(0);
  });

  test("dev mode one-time purchase: {purchase_type: 'one_time'} and '50 tokens purchased successfully!'", async () => {
    const { page, calls } = await openModal({
      [CHECKOUT]: checkoutAnswer('50 tokens purchased successfully!', 50),
    });
    await plan(page, 'One-Time Purchase').getByRole('button', { name: 'Buy 50 Tokens - $60' }).click();
    await confirmSpend(page);
    await shown(page.getByRole('status').getByText('50 tokens purchased successfully!'));
    expect(callsOf(calls, CHECKOUT)[0]?.variables).toEqual({ input: { purchaseType: 'one_time' } });
    await shown(page.getByTestId('token-balance').getByText(/tokens/));
  });

  test("failures: the server's error, else 'Failed to create subscription' / 'Failed to create purchase'", async () => {
    const { page } = await openModal({
      [CHECKOUT]: (call, nth) =>
        nth === 1
          ? graphqlError('You are already subscribed to the Starter plan.', 'CONFLICT')
          : (call.variables['input'] as { purchaseType?: string } | undefined)?.purchaseType === 'one_time'
            ? { status: 502 }
            : { status: 500 },
    });
    await plan(page, 'Starter').getByRole('button', { name: 'Subscribe - $200/mo' }).click();
    await confirmSpend(page);
    await shown(modal(page).getByRole('alert').getByText('You are already subscribed to the Starter plan.'));
    await settled(() => expect(modal(page).locator('.co-notice__mark').textContent()).resolves.toBe('✕'));
    await harness.screenshot(page, '04-error', false);
    await plan(page, 'Starter').getByRole('button', { name: 'Subscribe - $200/mo' }).click();
    await confirmSpend(page);
    await shown(modal(page).getByRole('alert').getByText('Failed to create subscription', { exact: true }));
    await plan(page, 'One-Time Purchase').getByRole('button', { name: 'Buy 50 Tokens - $60' }).click();
    await confirmSpend(page);
    await shown(modal(page).getByRole('alert').getByText('Failed to create purchase', { exact: true }));
    await shown(modal(page));
  });

  test('with a payment provider the browser goes to checkout_url', async () => {
    const { page, calls } = await openModal({
      [CHECKOUT]: () => ({
        data: {
          createCheckoutSession: {
            __typename: 'CheckoutResult',
            devMode: false,
            checkoutUrl: `${harness.baseUrl}/checkout-stand-in?session_id=cs_test_1`,
            sessionId: 'cs_test_1',
            message: 'Redirecting to checkout',
            tokensGranted: 0,
            grant: null,
            subscription: NO_SUBSCRIPTION,
          },
        },
      }),
    });
    await plan(page, 'Starter').getByRole('button', { name: 'Subscribe - $200/mo' }).click();
    await confirmSpend(page);
    await page.waitForURL(/\/checkout-stand-in\?session_id=cs_test_1$/);
    expect(callsOf(calls, CHECKOUT)[0]?.variables).toEqual({ input: { planPrice: 200, purchaseType: 'subscription' } });
  });

  test('fits a phone screen', async () => {
    const { page } = await openModal({}, { width: 375, height: 812 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await harness.screenshot(page, '05-modal-mobile', false);
  });
});
