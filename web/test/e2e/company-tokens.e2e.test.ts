/**
 * Browser tests of the token purchase modal "Unlock Top Talent" (profiles spec 2.7, 4, 8, 9)
 * against the REST stand-in: texts from the shared billing plans, dev-mode purchases, failures,
 * the redirect to checkout. Build first (`npm run build -w web`); screenshots in
 * artifacts/screenshots/company/tokens/.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { BrowserHarness, eventually, hidden, horizontalOverflow, shown, settled } from './browser.js';
import {
  COMPANY,
  NO_SUBSCRIPTION,
  PROFESSIONAL,
  STAGES,
  callsOf,
  lockedCandidate,
  mockCompanyApi,
  searchAnswer,
  tokensAnswer,
  type CompanyCall,
  type CompanyHandler,
} from './company.fixtures.js';

const harness = new BrowserHarness('company/tokens');
const CHECKOUT = '/api/company/create-checkout-session';

beforeAll(async () => {
  await harness.start();
});

afterAll(async () => {
  await harness.stop();
});

afterEach(async () => {
  await harness.closePage();
});

async function openModal(handlers: Record<string, CompanyHandler> = {}, viewport?: { width: number; height: number }): Promise<{ page: Page; calls: CompanyCall[] }> {
  const page = await harness.open('/login', { session: COMPANY, viewport });
  const calls = await mockCompanyApi(page, {
    'GET /api/company/search-candidates': { json: searchAnswer([lockedCandidate('c-1')]) },
    'GET /api/company/tokens': { json: tokensAnswer(120) },
    'GET /api/company/subscription': { json: NO_SUBSCRIPTION },
    'GET /api/company/unlocked-candidates': { json: { unlocked_candidates: [] } },
    'GET /api/company/interview-stages': { json: STAGES },
    ...handlers,
  });
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
    await settled(() => expect(pro.locator('.plan__features li').allInnerTexts()).resolves.toEqual(['$8.00 per unlock', 'Save $100 per month', 'Priority support']));
    await shown(pro.getByRole('button', { name: 'Subscribe - $400/mo' }));

    const bundle = plan(page, 'One-Time Purchase');
    await settled(() => expect(bundle.locator('.plan__tokens').innerText()).resolves.toBe('50 tokens for $60 (5 unlocks)'));
    await settled(() => expect(bundle.locator('.plan__features li').allInnerTexts()).resolves.toEqual(['No subscription', 'Tokens never expire']));
    await shown(bundle.getByRole('button', { name: 'Buy 50 Tokens - $60' }));

    await settled(() => expect(modal(page).locator('.how-tokens__name').allInnerTexts()).resolves.toEqual(['Browse Free', 'Unlock Profile', 'Connect', 'Lifetime Access']));
    await shown(modal(page).getByText(/Use 10 tokens to reveal/));
    await shown(modal(page).getByText(/Payment is secure: card payments are processed by Stripe, our card payment provider/));
    await page.setViewportSize({ width: 1280, height: 1100 });
    await harness.screenshot(page, '01-modal', false);
  });

  test('dev mode subscription: the request, the message, the modal closes, the balance reloads; then Already Subscribed', async () => {
    const { page, calls } = await openModal({
      'POST /api/company/create-checkout-session': {
        json: { success: true, dev_mode: true, message: 'Subscription updated successfully!', tokens_granted: 500, tokens: 620, subscription: PROFESSIONAL },
      },
      'GET /api/company/tokens': (_call, nth) => ({ json: tokensAnswer(nth === 1 ? 120 : 620) }),
    });
    await plan(page, 'Professional').getByRole('button', { name: 'Subscribe - $400/mo' }).click();
    await hidden(modal(page));
    await shown(page.getByRole('status').getByText('Subscription updated successfully!'));
    expect(callsOf(calls, CHECKOUT)[0]?.json).toEqual({ plan_price: 400, purchase_type: 'subscription' });
    await shown(page.getByTestId('token-balance').getByText('620 tokens'));
    await eventually(() => callsOf(calls, '/api/company/tokens').length === 2, 'the balance reload');
    await harness.screenshot(page, '02-subscribed', false);

    await page.getByRole('button', { name: 'Buy Tokens' }).click();
    for (const name of ['Starter', 'Professional']) {
      const button = plan(page, name).getByRole('button', { name: 'Already Subscribed' });
      await shown(button);
      await settled(() => expect(button.isDisabled()).resolves.toBe(true));
    }
    await settled(() => expect(plan(page, 'One-Time Purchase').getByRole('button', { name: 'Buy 50 Tokens - $60' }).isEnabled()).resolves.toBe(true));
    await harness.screenshot(page, '03-already-subscribed', false);
  });

  test("dev mode one-time purchase: {purchase_type: 'one_time'} and '50 tokens purchased successfully!'", async () => {
    const { page, calls } = await openModal({
      'POST /api/company/create-checkout-session': { json: { success: true, dev_mode: true, message: '50 tokens purchased successfully!', tokens_granted: 50, tokens: 170 } },
    });
    await plan(page, 'One-Time Purchase').getByRole('button', { name: 'Buy 50 Tokens - $60' }).click();
    await shown(page.getByRole('status').getByText('50 tokens purchased successfully!'));
    expect(callsOf(calls, CHECKOUT)[0]?.json).toEqual({ purchase_type: 'one_time' });
    await shown(page.getByTestId('token-balance').getByText(/tokens/));
  });

  test("failures: the server's error, else 'Failed to create subscription' / 'Failed to create purchase'", async () => {
    const { page } = await openModal({
      'POST /api/company/create-checkout-session': (call, nth) =>
        nth === 1
          ? { status: 409, json: { success: false, error: 'You are already subscribed to the Starter plan.' } }
          : call.json?.purchase_type === 'one_time'
            ? { status: 502, body: '' }
            : { status: 500, body: '' },
    });
    await plan(page, 'Starter').getByRole('button', { name: 'Subscribe - $200/mo' }).click();
    await shown(modal(page).getByRole('alert').getByText('You are already subscribed to the Starter plan.'));
    await settled(() => expect(modal(page).locator('.co-notice__mark').textContent()).resolves.toBe('✕'));
    await harness.screenshot(page, '04-error', false);
    await plan(page, 'Starter').getByRole('button', { name: 'Subscribe - $200/mo' }).click();
    await shown(modal(page).getByRole('alert').getByText('Failed to create subscription', { exact: true }));
    await plan(page, 'One-Time Purchase').getByRole('button', { name: 'Buy 50 Tokens - $60' }).click();
    await shown(modal(page).getByRole('alert').getByText('Failed to create purchase', { exact: true }));
    await shown(modal(page));
  });

  test('with a payment provider the browser goes to checkout_url', async () => {
    const { page, calls } = await openModal({
      'POST /api/company/create-checkout-session': () => ({
        json: { success: true, dev_mode: false, checkout_url: `${harness.baseUrl}/checkout-stand-in?session_id=cs_test_1`, session_id: 'cs_test_1' },
      }),
    });
    await plan(page, 'Starter').getByRole('button', { name: 'Subscribe - $200/mo' }).click();
    await page.waitForURL(/\/checkout-stand-in\?session_id=cs_test_1$/);
    expect(callsOf(calls, CHECKOUT)[0]?.json).toEqual({ plan_price: 200, purchase_type: 'subscription' });
  });

  test('fits a phone screen', async () => {
    const { page } = await openModal({}, { width: 375, height: 812 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await harness.screenshot(page, '05-modal-mobile', false);
  });
});
