/**
 * Browser tests of the verify-email, forgot-password and reset-password pages
 * (docs/product/screens.md#routes, docs/product/rules.md#states-and-transitions, docs/product/rules.md#validation, docs/product/rules.md#errors, docs/product/rules.md#constants-and-limits), with the GraphQL API stood in.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { graphqlError, requestLog, sentTo, variablesOf } from './accounts.fixtures.js';
import { BrowserHarness, CANDIDATE_USER, hashOf, horizontalOverflow, shown, storedSession, settled } from './browser.js';
import { mockGraphql } from './candidate.fixtures.js';
import { PASSWORD_API_KEY_MESSAGES } from '@hiring/contracts/vocabulary';

const harness = new BrowserHarness('accounts');

beforeAll(() => harness.start());
afterAll(() => harness.stop());
afterEach(() => harness.closePage());

/** The asterisk of a required field is part of its label text, not of its accessible name. */
const newPassword = (page: Page) => page.getByRole('textbox', { name: 'New password', exact: true });

const VERIFY_STATE = { email: 'ada@example.com', userType: 'candidate', firstName: 'Ada', lastName: 'Lovelace', fromRegistration: true };

describe('verify email page', () => {
  test('without an email in the navigation state it redirects to /register', async () => {
    const page = await harness.open('/verify-email');
    await page.waitForURL(/#\/register$/);
    await shown(page.getByRole('heading', { name: 'Create your account' }));
  });

  test('accepts digits only, checks for 6 of them, and shows a server failure under "Verification Failed"', async () => {
    const page = await harness.open('/verify-email', { navigationState: VERIFY_STATE });
    const calls = await mockGraphql(page, {
      ValidateVerificationCode: graphqlError('Invalid or expired verification code', 'BAD_USER_INPUT'),
    });
    await shown(page.getByRole('heading', { name: 'Verify your email' }));
    await shown(page.getByText('ada@example.com'));
    await settled(() => expect(page.getByRole('link', { name: 'Back to registration' }).getAttribute('href')).resolves.toBe('#/register'));
    await harness.screenshot(page, 'verify-email');

    const input = page.getByLabel('Verification code');
    await input.pressSequentially('1a2b3c');
    await settled(() => expect(input.inputValue()).resolves.toBe('123'));
    await page.getByRole('button', { name: 'Verify email' }).click();
    await shown(page.getByText('Please enter a valid 6-digit verification code'));
    expect(variablesOf(calls, 'ValidateVerificationCode')).toHaveLength(0);

    await input.fill('12345678');
    await settled(() => expect(input.inputValue()).resolves.toBe('123456'));
    await page.getByRole('button', { name: 'Verify email' }).click();
    await shown(page.getByText('Verification Failed'));
    await shown(page.getByText('Invalid or expired verification code'));
    expect(variablesOf(calls, 'ValidateVerificationCode')[0]).toEqual({
      input: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', userType: 'candidate', verificationCode: '123456' },
    });
    await harness.screenshot(page, 'verify-email-failed');
  });

  test("success shows 'Email verified successfully! Redirecting...' and goes to /dashboard after 1.5 s", async () => {
    const page = await harness.open('/verify-email', { navigationState: VERIFY_STATE, fakeClock: true });
    await mockGraphql(page, {
      ValidateVerificationCode: {
        data: { validateVerificationCode: { __typename: 'VerificationResult', success: true, message: 'Email verified', tempAccessToken: 'token-v' } },
      },
    });
    await page.getByLabel('Verification code').fill('654321');
    await page.getByRole('button', { name: 'Verify email' }).click();
    await shown(page.getByText('Email verified successfully! Redirecting...'));
    await harness.screenshot(page, 'verify-email-success');
    await page.clock.runFor(1_400);
    expect(hashOf(page)).toBe('#/verify-email');
    await page.clock.runFor(200);
    await page.waitForURL(/#\/dashboard$/);
    expect((await storedSession(page)).tempToken).toBe('token-v');
  });

  test("resend shows 'Verification email sent successfully!' and a 30 s countdown", async () => {
    const page = await harness.open('/verify-email', { navigationState: VERIFY_STATE, fakeClock: true });
    const calls = await mockGraphql(page, {
      SendVerificationCode: (_call, nth) =>
        nth === 1
          ? { data: { sendVerificationCode: { __typename: 'VerificationResult', message: 'Verification code sent', tempAccessToken: null } } }
          : graphqlError('Please wait before requesting another code', 'TOO_MANY_REQUESTS'),
    });
    await page.getByRole('button', { name: 'Resend code' }).click();
    await shown(page.getByText('Verification email sent successfully!'));
    const counting = page.getByRole('button', { name: 'Resend code in 30s' });
    await shown(counting);
    await settled(() => expect(counting.isDisabled()).resolves.toBe(true));
    expect(variablesOf(calls, 'SendVerificationCode')[0]).toEqual({
      input: { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', userType: 'candidate' },
    });
    await harness.screenshot(page, 'verify-email-resent');
    await page.clock.runFor(1_000);
    await shown(page.getByRole('button', { name: 'Resend code in 29s' }));
    await page.clock.runFor(28_000);
    await shown(page.getByRole('button', { name: 'Resend code in 1s' }));
    await page.clock.runFor(1_000);
    const again = page.getByRole('button', { name: 'Resend code', exact: true });
    await shown(again);
    await settled(() => expect(again.isEnabled()).resolves.toBe(true));

    await again.click();
    await shown(page.getByText('Please wait before requesting another code'));
    await settled(() => expect(page.getByRole('button', { name: 'Resend code', exact: true }).isEnabled()).resolves.toBe(true));
  });
});

describe('forgot password page', () => {
  test('sends the email, then confirms with links to /reset-password and /login', async () => {
    const page = await harness.open('/forgot-password');
    const calls = await mockGraphql(page, {
      ForgotPassword: { data: { forgotPassword: { __typename: 'ActionResult', success: true, message: 'If the account exists, a code was sent' } } },
    });
    await shown(page.getByRole('heading', { name: 'Forgot your password?' }));
    await harness.screenshot(page, 'forgot-password');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await shown(page.getByRole('heading', { name: 'Check your email' }));
    expect(variablesOf(calls, 'ForgotPassword')[0]).toEqual({ email: 'ada@example.com' });
    await settled(() =>
      expect(page.getByRole('link', { name: 'Enter reset code' }).getAttribute('href')).resolves.toBe('#/reset-password?email=ada%40example.com'),
    );
    await settled(() => expect(page.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).resolves.toBe('#/login'));
    await harness.screenshot(page, 'forgot-password-sent');
  });

  test("a failure shows 'Failed to send reset email. Please try again.'", async () => {
    const page = await harness.open('/forgot-password');
    await mockGraphql(page, { ForgotPassword: { status: 500 } });
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await shown(page.getByRole('alert').getByText('Failed to send reset email. Please try again.'));
  });
});

describe('verify email page: the server decides when Resend comes back', () => {
  test("a refused resend ('Please wait 20 seconds...', e.g. after a reload) disables Resend for that long", async () => {
    const page = await harness.open('/verify-email', { navigationState: VERIFY_STATE });
    await mockGraphql(page, { SendVerificationCode: graphqlError('Please wait 20 seconds before requesting a new code', 'TOO_MANY_REQUESTS') });
    await page.getByRole('button', { name: 'Resend code' }).click();
    await shown(page.getByRole('alert').getByText('Please wait 20 seconds before requesting a new code'));
    // the server's 20 s, not the default 30 s (the count may already have moved on a busy machine)
    const left = Number((await page.getByRole('button', { name: /^Resend code in \d+s$/ }).textContent())?.match(/\d+/)?.[0]);
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(20);
    await settled(() => expect(page.getByRole('button', { name: /^Resend code in/ }).isDisabled()).resolves.toBe(true));
  });
});

describe('reset password page', () => {
  test("offers to revoke the company's API keys (off by default) and says what was done", async () => {
    const page = await harness.open('/reset-password?email=ada%40example.com&code=123456');
    const message = `Password reset successful! ${PASSWORD_API_KEY_MESSAGES.revoked}`;
    const calls = await mockGraphql(page, { ResetPassword: { data: { resetPassword: { __typename: 'ActionResult', success: true, message } } } });
    const option = page.getByLabel(PASSWORD_API_KEY_MESSAGES.option);
    await shown(page.getByText(PASSWORD_API_KEY_MESSAGES.optionHint));
    expect(await option.isChecked()).toBe(false);
    await option.check();
    await newPassword(page).fill('NewSecret1!');
    await page.getByLabel('Confirm new password').fill('NewSecret1!');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await shown(page.getByText(message));
    expect(variablesOf(calls, 'ResetPassword')[0]).toMatchObject({ revokeApiKeys: true });
  });

  test('with email and code in the link it asks only for the new password, then signs in after 3 s', async () => {
    const page = await harness.open('/reset-password?email=ada%40example.com&code=123456', { fakeClock: true });
    const calls = await mockGraphql(page, {
      ResetPassword: { data: { resetPassword: { __typename: 'ActionResult', success: true, message: 'Password reset' } } },
    });
    await shown(page.getByRole('heading', { name: 'Reset your password' }));
    await settled(() => expect(page.getByLabel('Email').count()).resolves.toBe(0));
    await settled(() => expect(page.getByLabel('Reset code').count()).resolves.toBe(0));
    await harness.screenshot(page, 'reset-password-from-link');

    await newPassword(page).fill('short1!');
    await page.getByLabel('Confirm new password').fill('short1!');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await shown(page.getByText('Password must be at least 8 characters long'));

    await newPassword(page).fill('NewSecret1!');
    await page.getByLabel('Confirm new password').fill('NewSecret2!');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await shown(page.getByText('Passwords do not match'));
    expect(variablesOf(calls, 'ResetPassword')).toHaveLength(0);

    await page.getByLabel('Confirm new password').fill('NewSecret1!');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await shown(page.getByText('Password reset successful!'));
    expect(variablesOf(calls, 'ResetPassword')[0]).toEqual({ email: 'ada@example.com', code: '123456', newPassword: 'NewSecret1!', revokeApiKeys: false });
    await harness.screenshot(page, 'reset-password-success');
    await page.clock.runFor(2_900);
    expect(hashOf(page)).toMatch(/^#\/reset-password/);
    await page.clock.runFor(200);
    await page.waitForURL(/#\/login$/);
  });

  test('without query parameters it asks for email and code, and shows the server errors', async () => {
    const page = await harness.open('/reset-password');
    await mockGraphql(page, {
      ResetPassword: (_call, nth) => (nth === 1 ? graphqlError('Invalid or expired reset code', 'BAD_USER_INPUT') : { status: 500 }),
    });
    await newPassword(page).fill('NewSecret1!');
    await page.getByLabel('Confirm new password').fill('NewSecret1!');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await shown(page.getByText('Invalid reset link. Please request a new password reset.'));

    await page.getByLabel('Email').fill('ada@example.com');
    // the mailed codes are digits: letters and spaces do not get in (issue 16 #8)
    await page.getByLabel('Reset code').pressSequentially('1a2 b3');
    await settled(() => expect(page.getByLabel('Reset code').inputValue()).resolves.toBe('123'));
    await page.getByLabel('Reset code').fill('000000');
    await harness.screenshot(page, 'reset-password');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await shown(page.getByRole('alert').getByText('Invalid or expired reset code'));
    await page.getByRole('button', { name: 'Reset password' }).click();
    await shown(page.getByRole('alert').getByText('Failed to reset password. The code may have expired.'));
  });

  test('a new mailed link opened in the same tab starts a fresh form: the old error and passwords are gone', async () => {
    const page = await harness.open('/reset-password?email=ada%40example.com&code=111111');
    const calls = await mockGraphql(page, {
      ResetPassword: (_call, nth) =>
        nth === 1
          ? graphqlError('Invalid or expired reset code', 'BAD_USER_INPUT')
          : { data: { resetPassword: { __typename: 'ActionResult', success: true, message: 'Password reset' } } },
    });
    await newPassword(page).fill('NewSecret1!');
    await page.getByLabel('Confirm new password').fill('NewSecret1!');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await shown(page.getByRole('alert').getByText('Invalid or expired reset code'));

    // the new email's link, in the same document (the hash changes, the page does not reload)
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.goto(`${harness.baseUrl}/#/reset-password?email=ada%40example.com&code=222222`);
    await shown(page.getByRole('heading', { name: 'Reset your password' }));
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await settled(() => expect(page.getByText('Invalid or expired reset code').count()).resolves.toBe(0));
    await settled(() => expect(newPassword(page).inputValue()).resolves.toBe(''));
    await newPassword(page).fill('NewSecret1!');
    await page.getByLabel('Confirm new password').fill('NewSecret1!');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await shown(page.getByText('Password reset successful!'));
    expect(variablesOf(calls, 'ResetPassword')[1]).toEqual({ email: 'ada@example.com', code: '222222', newPassword: 'NewSecret1!', revokeApiKeys: false });
  });

  test('only the missing field is asked for', async () => {
    const page = await harness.open('/reset-password?email=ada%40example.com', { viewport: { width: 375, height: 740 } });
    await shown(page.getByLabel('Reset code'));
    await settled(() => expect(page.getByLabel('Email').count()).resolves.toBe(0));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});

describe('session rule on API answers', () => {
  test('UNAUTHENTICATED (a 401) from a non-login call clears the session and goes to /login', async () => {
    const page = await harness.open('/verify-email', {
      navigationState: VERIFY_STATE,
      session: { token: 'expired-token', user: CANDIDATE_USER },
    });
    const sent = requestLog(page);
    await mockGraphql(page, { SendVerificationCode: graphqlError('Token expired', 'UNAUTHENTICATED') });
    await page.evaluate(() => localStorage.setItem('temp_access_token', 'temp'));
    await page.getByRole('button', { name: 'Resend code' }).click();
    await page.waitForURL(/#\/login$/);
    expect(await storedSession(page)).toEqual({ token: null, tempToken: null, user: null });
    expect(sentTo(sent, 'POST /graphql SendVerificationCode')[0].authorization).toBe('Bearer expired-token');
  });

  test("a 404 'User not found' logs out", async () => {
    const page = await harness.open('/forgot-password', { session: { token: 'orphan', user: CANDIDATE_USER } });
    await mockGraphql(page, { ForgotPassword: graphqlError('User not found', 'NOT_FOUND') });
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await page.waitForURL(/#\/login$/);
    expect((await storedSession(page)).token).toBeNull();
  });
});
