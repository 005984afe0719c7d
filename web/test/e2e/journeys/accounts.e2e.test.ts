/**
 * Journeys (issue 3) against the real back end, in Debian Chromium: a candidate registers by the
 * manual path (the code read from the mail the stack's SMTP server received, an interview email
 * uploaded on step 7 with the temporary token) and lands on the dashboard; a company registers and
 * its first dashboard already shows the searchable candidates (read-your-writes: no 404 for a
 * profile whose registration event is still on its way); then logout, login, forgot password and
 * reset password.
 *
 * Runs under the root jest config (it starts Kafka and FerretDB):
 *   npm run build && node --experimental-vm-modules node_modules/jest/bin/jest.js web/test/e2e/journeys
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { uniqueSuffix, waitFor } from '@hiring/service-kit/testing';
import type { Page, Response } from 'playwright-core';
import { registerCandidate, registerCompany } from '@hiring/test-kit/stack';
import { BrowserHarness, hashOf, storedSession } from '../browser.js';
import { emlUpload, recruitingEmail, shown, sign, startJourneyStack, type JourneyStack } from './support.js';

const harness = new BrowserHarness('accounts-journeys', { actionTimeoutMs: 90_000 });
let env: JourneyStack;

const PASSWORD = 'Compiler1!';
const NEW_PASSWORD = 'Cobol-1959!';
const candidateEmail = `grace.${uniqueSuffix()}@example.test`;

beforeAll(async () => {
  env = await startJourneyStack();
  await harness.start({ baseUrl: env.stack.gateway.url });
}, 420_000);

afterAll(async () => {
  await harness.stop();
  await env?.stop();
}, 180_000);

const heading = (page: Page, name: string) => shown(page.getByRole('heading', { level: 1, name, exact: true }));
const next = (page: Page) => page.getByRole('button', { name: 'Continue', exact: true });

async function fillBasicInfo(page: Page, identity: { first: string; last: string; email: string }) {
  await page.getByLabel('First name').fill(identity.first);
  await page.getByLabel('Last name').fill(identity.last);
  await page.getByLabel(/^(Work email|Email)/).fill(identity.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
}

/** Continue from step 3: the code is mailed; read it from the SMTP server like the user reads their inbox. */
async function verifyByEmailCode(page: Page, email: string) {
  const since = new Date(Date.now() - 1_000);
  await next(page).click();
  await heading(page, 'Verify your email');
  const code = await env.stack.smtp.waitForCode(email, { since, timeoutMs: 120_000 });
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify email' }).click();
}

async function signIn(page: Page, email: string, password: string) {
  await heading(page, 'Sign in to your account');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

describe('journeys: accounts against the real back end', () => {
  test('a candidate registers by the manual path, uploads an interview email on step 7 and lands on the dashboard', async () => {
    const page = await harness.open('/register?type=candidate');
    await heading(page, 'How would you like to start?');
    await page.getByRole('button', { name: /Manual Entry/ }).click();
    await heading(page, 'Your details');
    await fillBasicInfo(page, { first: 'Grace', last: 'Hopper', email: candidateEmail });
    await harness.screenshot(page, '01-candidate-details');
    await verifyByEmailCode(page, candidateEmail);

    await heading(page, 'Your career summary');
    expect((await storedSession(page)).tempToken).toBeTruthy();
    await page.getByLabel('Institution').fill('Yale University');
    await page.getByLabel('Degree level').selectOption('PhD');
    await page.getByLabel('Field of study').fill('Mathematics');
    const first = page.getByRole('group', { name: 'Experience 1' });
    await first.getByLabel('Company').fill('Eckert-Mauchly');
    await first.getByRole('textbox', { name: 'Job title' }).fill('Senior Mathematician');
    await first.getByLabel('Start date: month').selectOption('6');
    await first.getByLabel('Start date: year').selectOption(String(new Date().getFullYear() - 3));
    await first.getByLabel('This is my current role').check();
    await page.getByLabel('Top skills').fill('COBOL');
    await page.getByLabel('Top skills').press('Enter');
    await page.getByLabel('Expected base salary').fill('180000');
    await page.getByLabel('Work model').selectOption('remote');
    await page.getByLabel('Work location').fill('Arlington, VA');
    await page.getByLabel('Job family').selectOption('software-engineering');
    await page.getByRole('combobox', { name: 'Job title' }).selectOption('Software Engineer');
    await harness.screenshot(page, '02-candidate-career');
    await next(page).click();

    await heading(page, 'Share your interview history');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await heading(page, 'Upload your interview emails');
    const invitation = await sign(
      recruitingEmail({
        to: candidateEmail,
        fromName: 'Acme Recruiting',
        subject: 'Your onsite interview with Acme',
        body: 'We would like to invite you to an onsite interview for the Senior Software Engineer position at Acme on November 12, 2026.',
      }),
      env.key,
    );
    await page.setInputFiles('#interview-emails', [emlUpload('acme-onsite.eml', invitation)]);
    await page.locator('.upload-file--success').waitFor({ timeout: 180_000 });
    await shown(page.getByText('Acme · Onsite · Senior Software Engineer (Software Engineering) · Nov 12, 2026'));
    await harness.screenshot(page, '03-candidate-upload');
    await page.getByRole('button', { name: 'Complete Registration' }).click();

    await page.waitForURL(/#\/dashboard$/, { timeout: 120_000 });
    await shown(page.getByRole('heading', { name: 'Welcome, Grace' }));
    const session = await storedSession(page);
    expect(session.token).toBeTruthy();
    expect(session.tempToken).toBeNull();
    expect(JSON.parse(session.user ?? '{}')).toMatchObject({ email: candidateEmail, user_type: 'candidate', first_name: 'Grace' });
    await harness.screenshot(page, '04-candidate-dashboard');

    // the email uploaded during registration is on the new account's interview history
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Interviews' }).click();
    await shown(page.locator('.company-card__name').getByText(/^Acme/));
    await harness.screenshot(page, '05-candidate-interviews');
    await harness.closePage();
  }, 420_000);

  test('a company registers and lands on a dashboard that already shows the searchable candidates', async () => {
    // A candidate registers and uploads in the same minute (no waiting for any event), and another
    // company sees them in search: the marketplace has someone to show.
    const linus = await registerCandidate(env.stack, { firstName: 'Linus', lastName: 'Torvalds' });
    const form = new FormData();
    const eml = await sign(
      recruitingEmail({
        to: linus.email,
        fromName: 'Hooli Recruiting',
        subject: 'Your final round with Hooli',
        body: 'We would like to invite you to a final round interview for the Staff Engineer position at Hooli on November 20, 2026.',
      }),
      env.key,
    );
    form.append('email_file', new Blob([new Uint8Array(eml)], { type: 'message/rfc822' }), 'hooli.eml');
    const uploaded = await fetch(`${env.stack.gateway.url}/api/candidate/upload-interview-email`, {
      method: 'POST',
      headers: { authorization: `Bearer ${linus.token}` },
      body: form,
    });
    expect(uploaded.status).toBe(200);
    const observer = await registerCompany(env.stack, { companyName: `Observer ${uniqueSuffix()}` });
    const searchable = await waitFor(
      async () => {
        const r = await env.stack.rest<{ pagination: { total: number } }>('GET', '/api/company/search-candidates?per_page=1', undefined, observer.token);
        return r.status === 200 && r.body.pagination.total > 0 ? r.body.pagination.total : null;
      },
      { what: 'a searchable candidate' },
    );

    const email = `talent.${uniqueSuffix()}@initech.test`;
    const page = await harness.open('/register?type=company');
    // Every answer the app gets from the back end while it registers and opens the dashboard.
    const failures: string[] = [];
    page.on('response', (response: Response) => {
      const url = new URL(response.url());
      if ((url.pathname.startsWith('/api/') || url.pathname === '/graphql') && response.status() >= 400) failures.push(`${response.status()} ${url.pathname}`);
    });
    await heading(page, 'Your details');
    await fillBasicInfo(page, { first: 'Bill', last: 'Lumbergh', email });
    await verifyByEmailCode(page, email);
    await heading(page, 'Company information');
    await page.getByLabel('Company name').fill('Initech');
    await page.getByLabel('Industry').selectOption('Technology');
    await page.getByLabel('Company size').selectOption('201-500');
    await page.getByLabel('Website').fill('https://initech.test');
    await harness.screenshot(page, '06-company-info');
    await page.getByRole('button', { name: 'Create company account' }).click();
    await page.waitForURL(/#\/dashboard$/, { timeout: 120_000 });
    await shown(page.getByRole('heading', { name: 'Welcome, Initech' }));
    await shown(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search Candidates' }));
    // The first dashboard counts the candidates this company can search (the server's count for
    // it right after; uploads since can only add to it), never the empty-marketplace welcome, and
    // no request failed on the way.
    const tile = page.locator('.cd-tile', { hasText: 'Total Candidates' });
    await shown(tile);
    const shownTotal = Number((await tile.locator('.cd-tile__value').innerText()).replace(/\D/g, ''));
    const serverTotal = (
      await env.stack.rest<{ pagination: { total: number } }>(
        'GET',
        '/api/company/search-candidates?per_page=1',
        undefined,
        (await storedSession(page)).token ?? '',
      )
    ).body.pagination.total;
    expect(searchable).toBeGreaterThan(0);
    expect(shownTotal).toBeGreaterThan(0);
    expect(shownTotal).toBeLessThanOrEqual(serverTotal);
    expect(await page.locator('.cd-welcome').count()).toBe(0);
    expect(failures).toEqual([]);
    expect(JSON.parse((await storedSession(page)).user ?? '{}')).toMatchObject({ email, user_type: 'company' });
    await harness.screenshot(page, '07-company-dashboard');
    await harness.closePage();
  }, 300_000);

  test('logout, login, forgot password, reset password, login with the new password', async () => {
    const page = await harness.open('/login');
    await signIn(page, candidateEmail, PASSWORD);
    await page.waitForURL(/#\/dashboard$/, { timeout: 120_000 });
    await shown(page.getByRole('heading', { name: 'Welcome, Grace' }));

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/#\/login$/);
    expect(await storedSession(page)).toEqual({ token: null, tempToken: null, user: null });

    await signIn(page, candidateEmail, 'Wrong-pass1!');
    await shown(page.getByRole('alert').getByText('Invalid email or password', { exact: true }));
    expect(hashOf(page)).toBe('#/login');
    await harness.screenshot(page, '08-login-refused');

    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await heading(page, 'Forgot your password?');
    const since = new Date(Date.now() - 1_000);
    await page.getByLabel('Email').fill(candidateEmail);
    await page.getByRole('button', { name: 'Send reset code' }).click();
    await heading(page, 'Check your email');
    await harness.screenshot(page, '09-forgot-sent');
    const code = await env.stack.smtp.waitForCode(candidateEmail, { since, timeoutMs: 120_000 });

    await page.getByRole('link', { name: 'Enter reset code' }).click();
    await heading(page, 'Reset your password');
    await page.getByLabel('Reset code').fill(code);
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await shown(page.getByText('Password reset successful!'));
    await harness.screenshot(page, '10-reset-done');
    await page.waitForURL(/#\/login$/, { timeout: 60_000 });

    await signIn(page, candidateEmail, PASSWORD);
    await shown(page.getByRole('alert').getByText('Invalid email or password', { exact: true }));
    expect(hashOf(page)).toBe('#/login');
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/#\/dashboard$/, { timeout: 120_000 });
    await shown(page.getByRole('heading', { name: 'Welcome, Grace' }));
    await harness.screenshot(page, '11-signed-in-again');
    await harness.closePage();
  }, 420_000);
});
