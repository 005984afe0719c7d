/**
 * Browser tests of the company profile (docs/product/screens.md#company-profile, docs/product/rules.md#states-and-transitions, docs/product/rules.md#validation, docs/product/rules.md#errors): the three tabs, the account
 * and company forms, change password, the Subscription tab with cancel, and the pending-purchase
 * check on the return from checkout. Build first (`npm run build -w web`); screenshots in
 * artifacts/screenshots/company/profile/.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { BrowserHarness, COMPANY_USER, eventually, hashOf, hidden, horizontalOverflow, shown, settled } from './browser.js';
import { PASSWORD_API_KEY_MESSAGES } from '@hiring/contracts/vocabulary';
import {
  confirmSpend,
  COMPANY,
  COMPANY_GRAPHQL,
  NO_SUBSCRIPTION,
  PROFESSIONAL,
  PROFILE,
  checkoutAnswer,
  graphqlError,
  mockGraphql,
  operationCalls as callsOf,
  profileAnswer,
  subscriptionAnswer,
  tokensAnswer,
  type GraphqlCall,
  type GraphqlHandler,
} from './company.fixtures.js';

const SAVE = 'SaveCompanyProfile';
const CHANGE_PASSWORD = 'ChangePassword';
const CHECKOUT = 'CreateCheckoutSession';
const CANCEL = 'CancelSubscription';
const PENDING = 'CheckPendingPurchase';
const saved = (message: string, profile: Record<string, unknown>) => ({
  data: { saveCompanyProfile: { __typename: 'CompanyProfileUpdate', message, profile } },
});
const pendingAnswer = (status: string, message: string, tokensGranted = 0) => ({
  data: { checkPendingPurchase: { __typename: 'PendingPurchaseResult', status, message, tokensGranted, grants: [], subscription: NO_SUBSCRIPTION } },
});

const harness = new BrowserHarness('company/profile');

beforeAll(async () => {
  await harness.start();
});

afterAll(async () => {
  await harness.stop();
});

afterEach(async () => {
  await harness.closePage();
});

interface OpenOptions {
  path?: string;
  user?: Record<string, unknown>;
  viewport?: { width: number; height: number };
}

async function openProfile(handlers: Record<string, GraphqlHandler> = {}, options: OpenOptions = {}): Promise<{ page: Page; calls: GraphqlCall[] }> {
  const page = await harness.open('/login', { session: { ...COMPANY, user: options.user ?? COMPANY_USER }, viewport: options.viewport });
  const calls = await mockGraphql(page, { ...COMPANY_GRAPHQL, CompanyProfile: profileAnswer(), ...handlers });
  await page.goto(`${harness.baseUrl}/#${options.path ?? '/profile'}`);
  await shown(page.getByRole('heading', { level: 1, name: 'Company Profile' }));
  return { page, calls };
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name });
const panel = (page: Page) => page.getByRole('tabpanel');

describe('tabs', () => {
  test('User Account first; the tab is kept in ?tab=; arrow keys move between tabs', async () => {
    const { page } = await openProfile();
    await shown(tab(page, 'User Account'));
    await settled(() => expect(page.getByRole('tab').allInnerTexts()).resolves.toEqual(['User Account', 'Company Information', 'Subscription', 'API']));
    await settled(() => expect(tab(page, 'User Account').getAttribute('aria-selected')).resolves.toBe('true'));
    await harness.screenshot(page, '01-account');

    await tab(page, 'Company Information').click();
    await page.waitForURL(/#\/profile\?tab=company$/);
    await shown(panel(page).getByRole('heading', { name: 'Company Details' }));
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/tab=subscription$/);
    await settled(() => expect(tab(page, 'Subscription').evaluate((node) => node === document.activeElement)).resolves.toBe(true));
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/tab=api$/);
    await settled(() => expect(tab(page, 'API').evaluate((node) => node === document.activeElement)).resolves.toBe(true));
    await page.keyboard.press('ArrowRight');
    await page.waitForURL(/tab=account$/);
    await page.keyboard.press('End');
    await page.waitForURL(/tab=api$/);
    // the key goes to the focused tab: wait until End has moved the focus to API
    await settled(() => expect(tab(page, 'API').evaluate((node) => node === document.activeElement)).resolves.toBe(true));
    await page.keyboard.press('ArrowLeft');
    await page.waitForURL(/tab=subscription$/);
    await shown(panel(page).getByRole('heading', { name: 'Current Subscription' }));
  });

  test('the tab strip: no vertical scrollbar and the active tab fully visible, on a phone and on a desktop', async () => {
    const strip = (page: Page) =>
      page.locator('.cp-tabs').evaluate((node) => {
        const box = node.getBoundingClientRect();
        const active = node.querySelector('[aria-selected="true"]')!.getBoundingClientRect();
        return {
          scrollHeight: node.scrollHeight,
          clientHeight: node.clientHeight,
          // horizontal scrollbar thickness: offsetHeight minus clientHeight (border included is 0 here)
          scrollbar: (node as HTMLElement).offsetHeight - node.clientHeight,
          activeInside: active.left >= box.left - 0.5 && active.right <= box.right + 0.5,
          overflows: node.scrollWidth > node.clientWidth,
          fades: getComputedStyle(node).maskImage !== 'none',
          classes: node.className
            .split(/\s+/)
            .filter((name: string) => name.startsWith('has-more-'))
            .sort(),
        };
      });
    for (const [name, viewport] of [
      ['phone', { width: 390, height: 844 }],
      ['desktop', { width: 1366, height: 900 }],
    ] as const) {
      const { page } = await openProfile({}, { path: '/profile?tab=subscription', viewport });
      await shown(panel(page).getByRole('heading', { name: 'Current Subscription' }));
      await settled(async () => {
        const measured = await strip(page);
        expect(measured.scrollHeight).toBeLessThanOrEqual(measured.clientHeight);
        expect(measured.scrollbar).toBe(0);
        expect(measured.activeInside).toBe(true);
      });
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await harness.screenshot(page, `tabs-${name}`, false);
      // back to the first tab with the keyboard: it scrolls into view too
      await tab(page, 'Subscription').focus();
      await page.keyboard.press('Home');
      await page.waitForURL(/tab=account$/);
      await settled(async () => expect((await strip(page)).activeInside).toBe(true));
      // The hidden scrollbar gives no sign of more tabs: the side hiding some fades, and only then.
      const atStart = await strip(page);
      expect(atStart.overflows).toBe(name === 'phone');
      expect(atStart.classes).toEqual(name === 'phone' ? ['has-more-end'] : []);
      expect(atStart.fades).toBe(name === 'phone');
      if (name === 'phone') {
        await page.locator('.cp-tabs').evaluate((node) => node.scrollTo({ left: node.scrollWidth }));
        await settled(async () => expect((await strip(page)).classes).toEqual(['has-more-start']));
        await harness.screenshot(page, 'tabs-phone-scrolled', false);
      }
      await harness.closePage();
    }
  });

  test("a failed load shows 'Failed to load profile information' (or the server's text) and Try again", async () => {
    const { page } = await openProfile({
      CompanyProfile: (_call, nth) => (nth === 1 ? { status: 500 } : nth === 2 ? graphqlError('Company profile not found', 'NOT_FOUND') : profileAnswer()),
    });
    await shown(page.getByRole('alert').getByText('Failed to load profile information'));
    await harness.screenshot(page, '02-load-error', false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await shown(page.getByRole('alert').getByText('Company profile not found'));
    await page.getByRole('button', { name: 'Try again' }).click();
    await shown(tab(page, 'User Account'));
  });
});

describe('User Account', () => {
  test('names saved together; the verification badge; the account texts', async () => {
    const { page, calls } = await openProfile({
      [SAVE]: (_call, nth) =>
        nth === 1
          ? saved('Account information updated successfully!', { ...PROFILE, firstName: 'Ada' })
          : nth === 2
            ? graphqlError('First name is required', 'BAD_USER_INPUT')
            : { status: 500 },
    });
    await shown(panel(page).getByText('Verified', { exact: true }));
    await shown(panel(page).getByText('hiring@acme-robotics.example'));
    await settled(() => expect(page.getByLabel('First name').inputValue()).resolves.toBe('Grace'));
    await settled(() => expect(page.getByLabel('Last name').inputValue()).resolves.toBe('Hopper'));
    await page.getByLabel('First name').fill('Ada');
    await page.getByRole('button', { name: 'Save Account Information' }).click();
    await shown(panel(page).getByRole('status').getByText('Account information updated successfully!'));
    expect(callsOf(calls, SAVE)[0]?.variables).toEqual({ input: { firstName: 'Ada', lastName: 'Hopper' } });
    expect(callsOf(calls, SAVE)[0]?.authorization).toBe('Bearer company-token');
    await settled(() => expect(page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').first_name)).resolves.toBe('Ada'));

    await page.getByRole('button', { name: 'Save Account Information' }).click();
    await shown(panel(page).getByRole('alert').getByText('First name is required'));
    await page.getByRole('button', { name: 'Save Account Information' }).click();
    await shown(panel(page).getByRole('alert').getByText('Failed to update account information'));
  });

  test("an unverified address: 'Not Verified' and 'Please verify your email address'", async () => {
    const { page } = await openProfile({}, { user: { ...COMPANY_USER, email_verified: false } });
    await shown(panel(page).getByText('Not Verified'));
    await shown(panel(page).getByText('Please verify your email address'));
    await harness.screenshot(page, '03-not-verified', false);
  });

  test("the badge reads the server's emailVerified; a stored user without the field is not shown as Verified", async () => {
    const { email_verified: _dropped, ...withoutField } = COMPANY_USER;
    const me = (emailVerified: boolean) => ({ data: { me: { __typename: 'User', id: COMPANY_USER.id, emailVerified } } });
    // the server says not verified, the stored copy says nothing
    const first = await openProfile({ AccountEmailVerified: me(false) }, { user: withoutField });
    await shown(panel(first.page).getByText('Not Verified'));
    expect(await panel(first.page).getByText('Verified', { exact: true }).count()).toBe(0);
    await settled(() => expect(first.page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').email_verified)).resolves.toBe(false));
    await harness.closePage();

    // the server wins over a stale stored 'true'
    const second = await openProfile({ AccountEmailVerified: me(false) }, { user: COMPANY_USER });
    await shown(panel(second.page).getByText('Not Verified'));
    await harness.closePage();

    // no answer and no stored field: unknown, so no Verified badge
    const third = await openProfile({}, { user: withoutField });
    await shown(panel(third.page).getByText('hiring@acme-robotics.example'));
    await settled(() => expect(panel(third.page).getByText('Verified', { exact: true }).count()).resolves.toBe(0));
    expect(await panel(third.page).getByText('Not Verified').count()).toBe(0);
  });

  test("an old success does not stay next to another form's new error", async () => {
    const { page } = await openProfile({ [SAVE]: saved('Account information updated successfully!', PROFILE) });
    await page.getByRole('button', { name: 'Save Account Information' }).click();
    await shown(panel(page).getByRole('status').getByText('Account information updated successfully!'));
    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByLabel('Current password').fill('old-Pass1!');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await shown(page.getByRole('alert').getByText('New password must be at least 8 characters long'));
    await settled(() => expect(page.getByText('Account information updated successfully!').count()).resolves.toBe(0));
  });

  test('change password: collapsed, the two rules, the server text, success collapses it', async () => {
    const { page, calls } = await openProfile({
      [CHANGE_PASSWORD]: (_call, nth) =>
        nth === 1
          ? graphqlError('Current password is incorrect', 'BAD_USER_INPUT')
          : { data: { changePassword: { __typename: 'ActionResult', success: true, message: `Password changed. ${PASSWORD_API_KEY_MESSAGES.revoked}` } } },
    });
    await settled(() => expect(page.getByLabel('Current password').count()).resolves.toBe(0));
    await page.getByRole('button', { name: 'Change Password' }).click();
    await settled(() => expect(page.getByLabel('Current password').evaluate((node) => node === document.activeElement)).resolves.toBe(true));
    await page.getByLabel('Current password').fill('old-Pass1!');
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await shown(page.getByRole('alert').getByText('New password must be at least 8 characters long'));
    await page.getByLabel('New password', { exact: true }).fill('Longer-pass1!');
    await page.getByLabel('Confirm new password').fill('Longer-pass2!');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await shown(page.getByRole('alert').getByText('New passwords do not match'));
    expect(callsOf(calls, CHANGE_PASSWORD)).toHaveLength(0);
    await page.getByLabel('Confirm new password').fill('Longer-pass1!');
    // A company may revoke its API keys with the change (off by default; the option says what each choice does).
    await shown(page.getByText(PASSWORD_API_KEY_MESSAGES.optionHint));
    await page.getByLabel(PASSWORD_API_KEY_MESSAGES.option).check();
    await page.getByRole('button', { name: 'Update Password' }).click();
    await shown(page.getByRole('alert').getByText('Current password is incorrect'));
    await harness.screenshot(page, '04-password', false);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await shown(page.getByRole('status').getByText(`Password changed successfully! ${PASSWORD_API_KEY_MESSAGES.revoked}`));
    await settled(() => expect(page.getByLabel('Current password').count()).resolves.toBe(0));
    expect(callsOf(calls, CHANGE_PASSWORD)[1]?.variables).toEqual({ currentPassword: 'old-Pass1!', newPassword: 'Longer-pass1!', revokeApiKeys: true });

    await page.getByRole('button', { name: 'Change Password' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await settled(() => expect(page.getByLabel('Current password').count()).resolves.toBe(0));
  });
});

describe('Company Information', () => {
  test("the website follows registration's rule: 'quillbyte' refused at the field, 'quillbyte.io' saved", async () => {
    const { page, calls } = await openProfile(
      { [SAVE]: saved('Company information updated successfully!', { ...PROFILE, website: 'https://quillbyte.io' }) },
      { path: '/profile?tab=company' },
    );
    const website = page.getByLabel('Website');
    await website.fill('quillbyte');
    await page.getByRole('button', { name: 'Save Company Information' }).click();
    await shown(panel(page).locator('#cp-website-error').getByText('Please enter a valid website URL (for example https://example.com)'));
    await settled(() => expect(website.getAttribute('aria-invalid')).resolves.toBe('true'));
    await settled(() => expect(website.getAttribute('aria-describedby')).resolves.toBe('cp-website-error'));
    await settled(() => expect(website.evaluate((node) => node === document.activeElement)).resolves.toBe(true));
    expect(callsOf(calls, SAVE)).toHaveLength(0);
    await harness.screenshot(page, 'website-error', false);
    await website.fill('quillbyte.io');
    await settled(() => expect(panel(page).locator('#cp-website-error').count()).resolves.toBe(0));
    await page.getByRole('button', { name: 'Save Company Information' }).click();
    await shown(panel(page).getByRole('status').getByText('Company information updated successfully!'));
    expect((callsOf(calls, SAVE)[0]?.variables['input'] as Record<string, unknown>).website).toBe('quillbyte.io');
  });

  test('tokens and subscription, the company form, Company Users (Coming Soon, Administrator)', async () => {
    const { page, calls } = await openProfile(
      {
        [SAVE]: (_call, nth) =>
          nth === 1
            ? saved('Company information updated successfully!', { ...PROFILE, companyName: 'Acme Robotics Ltd', website: 'https://acme.example' })
            : { status: 500 },
      },
      { path: '/profile?tab=company' },
    );
    const content = panel(page);
    await shown(content.getByTestId('profile-token-balance').getByText('120 tokens'));
    await shown(content.getByText('No active subscription'));
    await settled(() => expect(page.getByLabel('Company name').inputValue()).resolves.toBe('Acme Robotics'));
    await settled(() => expect(page.getByLabel('Industry').inputValue()).resolves.toBe('Technology'));
    await settled(() => expect(page.getByLabel('Company size').inputValue()).resolves.toBe('51-200'));
    await settled(() => expect(page.getByLabel('Website').inputValue()).resolves.toBe('https://acme-robotics.example'));
    await settled(() => expect(page.getByLabel('Website').getAttribute('type')).resolves.toBe('url'));
    await settled(() =>
      expect(page.locator('#cp-industry option').allTextContents()).resolves.toEqual([
        'Select industry',
        'Technology',
        'Finance',
        'Healthcare',
        'Retail',
        'Manufacturing',
        'Consulting',
        'Education',
        'Media',
        'Real Estate',
        'Other',
      ]),
    );
    await shown(content.getByText('Coming Soon'));
    await shown(content.locator('.cp-user').getByText('Administrator'));
    await shown(content.locator('.cp-user').getByText('Grace Hopper'));
    await settled(() => expect(content.getByRole('button', { name: 'Invite team members' }).isDisabled()).resolves.toBe(true));
    await harness.screenshot(page, '05-company');

    await page.getByLabel('Company name').fill('Acme Robotics Ltd');
    await page.getByLabel('Industry').selectOption('Real Estate');
    await page.getByLabel('Website').fill('https://acme.example');
    await page.getByRole('button', { name: 'Save Company Information' }).click();
    await shown(content.getByRole('status').getByText('Company information updated successfully!'));
    expect(callsOf(calls, SAVE)[0]?.variables).toEqual({
      input: { companyName: 'Acme Robotics Ltd', industry: 'Real Estate', size: '51-200', website: 'https://acme.example' },
    });
    await shown(page.locator('.navbar').getByText('Acme Robotics Ltd'));

    await page.getByRole('button', { name: 'Save Company Information' }).click();
    await shown(content.getByRole('alert').getByText('Failed to update company information'));

    await content.getByRole('button', { name: 'View plans' }).click();
    await page.waitForURL(/tab=subscription$/);
  });
});

describe('Subscription', () => {
  test('without a subscription: balance, plans and the bundle; a dev-mode subscription shows Active', async () => {
    const { page, calls } = await openProfile(
      {
        CompanySubscription: (_call, nth) => subscriptionAnswer(nth === 1 ? NO_SUBSCRIPTION : PROFESSIONAL),
        CompanyTokens: (_call, nth) => tokensAnswer(nth === 1 ? 120 : 620),
        [CHECKOUT]: checkoutAnswer('Subscription updated successfully!', 500, PROFESSIONAL),
      },
      { path: '/profile?tab=subscription' },
    );
    const content = panel(page);
    await shown(content.getByTestId('subscription-token-balance').getByText('120 tokens'));
    await shown(content.getByText("You don't have an active subscription. Choose a plan below to get tokens every month."));
    await shown(content.getByRole('button', { name: 'Subscribe - $200/mo' }));
    await shown(content.getByRole('button', { name: 'Buy 50 Tokens - $60' }));
    await harness.screenshot(page, '06-subscription-none');
    await content.getByRole('button', { name: 'Subscribe - $400/mo' }).click();
    await confirmSpend(page);
    await shown(content.getByRole('status').getByText('Subscription updated successfully!'));
    expect(callsOf(calls, CHECKOUT)[0]?.variables).toEqual({ input: { planPrice: 400, purchaseType: 'subscription' } });
    await shown(content.locator('.cp-current').getByText('Active'));
    await shown(content.getByTestId('subscription-token-balance').getByText('620 tokens'));
  });

  test('with a subscription: plan, Active, tokens per month, next renewal; switch offered; cancel with confirmation', async () => {
    const { page, calls } = await openProfile(
      {
        CompanySubscription: (_call, nth) => subscriptionAnswer(nth === 1 ? PROFESSIONAL : { ...NO_SUBSCRIPTION, status: 'canceled' }),
        [CANCEL]: (_call, nth) => (nth === 1 ? { status: 500 } : { data: { cancelSubscription: { ...NO_SUBSCRIPTION, status: 'canceled' } } }),
      },
      { path: '/profile?tab=subscription' },
    );
    const current = panel(page).locator('.cp-current');
    await settled(() =>
      expect(current.locator('dl > div').allInnerTexts()).resolves.toEqual([
        'Plan\nProfessional',
        'Status\nActive',
        'Tokens per month\n500',
        'Price\n$400/month',
        'Next renewal\nApr 4, 2026',
      ]),
    );
    const pro = panel(page).getByRole('article', { name: /Professional/ });
    await shown(pro.getByText('Your plan'));
    await settled(() => expect(pro.getByRole('button', { name: 'Already Subscribed' }).isDisabled()).resolves.toBe(true));
    await settled(() => expect(panel(page).getByRole('button', { name: 'Switch to Starter - $200/mo' }).isEnabled()).resolves.toBe(true));
    await harness.screenshot(page, '07-subscription-active');

    // Keep: nothing sent
    await current.getByRole('button', { name: 'Cancel Subscription' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Cancel subscription?' });
    await shown(
      confirm.getByText('Are you sure you want to cancel your subscription? You will keep your remaining tokens, but no new tokens will arrive next month.'),
    );
    await settled(() =>
      expect(confirm.getByRole('button', { name: 'Keep Subscription' }).evaluate((node) => node === document.activeElement)).resolves.toBe(true),
    );
    await harness.screenshot(page, '08-cancel-confirm', false);
    await confirm.getByRole('button', { name: 'Keep Subscription' }).click();
    await hidden(confirm);
    expect(callsOf(calls, CANCEL)).toHaveLength(0);

    // a failure, then the cancel
    await current.getByRole('button', { name: 'Cancel Subscription' }).click();
    await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();
    await shown(panel(page).getByRole('alert').getByText('Failed to cancel subscription'));
    await current.getByRole('button', { name: 'Cancel Subscription' }).click();
    await confirm.getByRole('button', { name: 'Cancel Subscription' }).click();
    await shown(panel(page).getByRole('status').getByText('Subscription canceled successfully. You can still use your remaining tokens.'));
    await shown(current.getByText("You don't have an active subscription.", { exact: false }));
    expect(callsOf(calls, CANCEL)[1]?.variables).toEqual({});
  });

  test('a subscription whose last payment failed still shows Active (as documented) and says what to do', async () => {
    const { page } = await openProfile(
      { CompanySubscription: subscriptionAnswer({ ...PROFESSIONAL, status: 'past_due' }) },
      { path: '/profile?tab=subscription' },
    );
    const current = panel(page).locator('.cp-current');
    await settled(() => expect(current.locator('dl > div').nth(1).innerText()).resolves.toBe('Status\nActive'));
    await shown(current.getByRole('status').getByText(/^Your last payment did not go through/));
  });

  test('Buy Tokens opens the purchase modal from the Subscription tab', async () => {
    const { page } = await openProfile({}, { path: '/profile?tab=subscription' });
    await panel(page).getByRole('button', { name: 'Buy Tokens' }).click();
    await shown(page.getByRole('dialog', { name: 'Unlock Top Talent' }).getByText('Current balance: 120 tokens'));
  });
});

describe('return from checkout', () => {
  test('?purchase=success: the pending purchase is checked once, the message shown, the balance reloaded, the address cleaned', async () => {
    const { page, calls } = await openProfile(
      {
        [PENDING]: pendingAnswer('completed', 'Purchase completed! Tokens have been added to your account.', 50),
        CompanyTokens: (_call, nth) => tokensAnswer(nth === 1 ? 120 : 170),
      },
      { path: '/profile?tab=subscription&purchase=success&session_id=cs_test_42' },
    );
    await shown(page.getByRole('status').getByText('Purchase completed! Tokens have been added to your account.'));
    expect(callsOf(calls, PENDING).map((call) => call.variables)).toEqual([{ forceAddTokens: true, sessionId: 'cs_test_42' }]);
    await shown(panel(page).getByTestId('subscription-token-balance').getByText('170 tokens'));
    await eventually(() => hashOf(page) === '#/profile?tab=subscription', 'the return parameters to go');
    await harness.screenshot(page, '09-purchase-completed', false);
    expect(callsOf(calls, PENDING)).toHaveLength(1);
  });

  test('a pending or failed check shows nothing (only logged); a canceled checkout says so', async () => {
    const pending = await openProfile(
      { [PENDING]: pendingAnswer('pending', 'Your payment is still being processed.') },
      { path: '/profile?tab=subscription&purchase=success&session_id=cs_test_43' },
    );
    await eventually(() => callsOf(pending.calls, PENDING).length === 1, 'the check');
    await eventually(() => hashOf(pending.page) === '#/profile?tab=subscription', 'the return parameters to go');
    await settled(() => expect(pending.page.getByText('Your payment is still being processed.').count()).resolves.toBe(0));
    await settled(() => expect(pending.page.locator('.co-notice').count()).resolves.toBe(0));
    await harness.closePage();

    const failed = await openProfile(
      { [PENDING]: graphqlError('Could not check the purchase', 'INTERNAL_SERVER_ERROR') },
      { path: '/profile?tab=subscription&purchase=success&session_id=cs_test_44' },
    );
    await eventually(() => callsOf(failed.calls, PENDING).length === 1, 'the check');
    await shown(failed.page.getByRole('tab', { name: 'Subscription' }));
    await settled(() => expect(failed.page.getByText('Could not check the purchase').count()).resolves.toBe(0));
    await harness.closePage();

    const canceled = await openProfile({}, { path: '/profile?tab=subscription&purchase=canceled' });
    await shown(canceled.page.getByRole('status').getByText('Checkout was canceled. You have not been charged.'));
    expect(callsOf(canceled.calls, PENDING)).toHaveLength(0);
  });
});

describe('small screens', () => {
  test('every tab fits 375 px', async () => {
    const { page } = await openProfile({ CompanySubscription: subscriptionAnswer(PROFESSIONAL) }, { viewport: { width: 375, height: 812 } });
    for (const name of ['User Account', 'Company Information', 'Subscription']) {
      await tab(page, name).click();
      await shown(panel(page));
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    }
    await harness.screenshot(page, '10-mobile-subscription');
  });
});
