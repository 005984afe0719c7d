/**
 * Journeys for issue 16's form items against the real back end: the company website rule is the
 * same at registration (auth) and in the profile (company), and a company registration survives a
 * reload of the tab (the draft is kept, the password never; the account is created once).
 *
 * Runs under the root jest config (it starts Kafka and FerretDB):
 *   npm run build && node --experimental-vm-modules node_modules/jest/bin/jest.js web/test/e2e/journeys/accounts-forms
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { uniqueSuffix } from '@hiring/service-kit/testing';
import type { Page } from 'playwright-core';
import { TEST_PASSWORD, verifiedRegistrationToken } from '@hiring/test-kit/stack';
import { BrowserHarness, storedSession } from '../browser.js';
import { emlUpload, recruitingEmail, shown, sign, startJourneyStack, type JourneyStack } from './support.js';

const harness = new BrowserHarness('accounts-journeys', { actionTimeoutMs: 90_000 });
let env: JourneyStack;

const INVALID_WEBSITE = 'Please enter a valid website URL (for example https://example.com)';
const PASSWORD = 'Compiler1!';

beforeAll(async () => {
  env = await startJourneyStack();
  await harness.start({ baseUrl: env.stack.gateway.url });
}, 420_000);

afterAll(async () => {
  await harness.stop();
  await env?.stop();
}, 180_000);

const heading = (page: Page, name: string) => shown(page.getByRole('heading', { level: 1, name, exact: true }));

describe('issue 16: company forms against the real back end', () => {
  test('one website rule: registration and the profile refuse and accept the same addresses', async () => {
    const email = `hr.${uniqueSuffix()}@quillbyte.test`;
    const identity = { email, first_name: 'Ada', last_name: 'Byron', user_type: 'company' as const };
    const temp = await verifiedRegistrationToken(env.stack, identity);
    const register = (website: string) =>
      env.stack.rest<{ access_token?: string }>(
        'POST',
        '/api/register-with-verification',
        { ...identity, password: TEST_PASSWORD, company_data: { company_name: 'Quillbyte', industry: 'Technology', size: '11-50', website } },
        temp,
      );
    for (const website of ['quillbyte', 'http://10.0.0.1', 'localhost']) {
      const refused = await register(website);
      expect({ website, status: refused.status }).toEqual({ website, status: 400 });
      expect(JSON.stringify(refused.body)).toContain(INVALID_WEBSITE);
    }
    const created = await register('quillbyte.io');
    expect(created.status).toBe(200);
    const token = created.body.access_token!;

    for (const website of ['quillbyte', 'http://10.0.0.1', 'localhost']) {
      const refused = await env.stack.rest('POST', '/api/company/profile', { website }, token);
      expect({ website, status: refused.status }).toEqual({ website, status: 400 });
      expect(JSON.stringify(refused.body)).toContain(INVALID_WEBSITE);
    }
    const saved = await env.stack.rest('POST', '/api/company/profile', { website: 'www.quillbyte.io' }, token);
    expect(saved.status).toBe(200);
    const profile = await env.stack.rest<Record<string, unknown>>('GET', '/api/company/profile', undefined, token);
    expect(JSON.stringify(profile.body)).toContain('https://www.quillbyte.io');
  }, 300_000);

  test('a company registration survives a reload: the draft resumes, the password is asked again, the account is created once', async () => {
    const email = `talent.${uniqueSuffix()}@quillbyte.test`;
    const page = await harness.open('/register?type=company');
    await heading(page, 'Your details');
    await page.getByLabel('First name').fill('Bill');
    await page.getByLabel('Last name').fill('Lumbergh');
    await page.getByLabel(/^Work email/).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    const since = new Date(Date.now() - 1_000);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await heading(page, 'Verify your email');
    const code = await env.stack.smtp.waitForCode(email, { since, timeoutMs: 120_000 });
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify email' }).click();
    await heading(page, 'Company information');
    await page.getByLabel('Company name').fill('Quillbyte');
    await page.getByLabel('Industry').selectOption('Technology');

    await page.reload();
    await heading(page, 'Company information');
    expect(await page.getByLabel('Company name').inputValue()).toBe('Quillbyte');
    expect(await page.getByLabel('Industry').inputValue()).toBe('Technology');
    const kept = await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }));
    expect(kept).toContain('Quillbyte');
    expect(kept).not.toContain(PASSWORD);

    await page.getByLabel(/^Website/).fill('quillbyte');
    const again = page.getByRole('group', { name: 'Enter your password again' });
    await again.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await again.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create company account' }).click();
    await shown(page.locator('#reg-website-error').getByText(INVALID_WEBSITE));
    await page.getByLabel(/^Website/).fill('quillbyte.io');
    await harness.screenshot(page, '12-company-info-after-reload');
    await page.getByRole('button', { name: 'Create company account' }).click();
    await page.waitForURL(/#\/dashboard$/, { timeout: 120_000 });
    await shown(page.getByRole('heading', { name: 'Welcome, Quillbyte' }));
    expect(await page.evaluate(() => sessionStorage.getItem('registration_draft'))).toBeNull();

    // the password typed again is the account's
    const login = await env.stack.rest<{ access_token?: string }>('POST', '/api/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    // a reload now does not bring the wizard back
    await page.goto(`${env.stack.gateway.url}/#/register?type=company`);
    await heading(page, 'Your details');
    expect(await page.getByLabel('Company name').count()).toBe(0);
    expect((await storedSession(page)).token).toBeTruthy();
    await harness.closePage();
  }, 420_000);

  test('a candidate reloads on step 7 after an upload: the upload stays listed, the account is created with it', async () => {
    const email = `grace.${uniqueSuffix()}@example.test`;
    const page = await harness.open('/register?type=candidate');
    await page.getByRole('button', { name: /Manual Entry/ }).click();
    await heading(page, 'Your details');
    await page.getByLabel('First name').fill('Grace');
    await page.getByLabel('Last name').fill('Hopper');
    await page.getByLabel(/^Email/).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await page.getByLabel('Confirm password').fill(PASSWORD);
    const since = new Date(Date.now() - 1_000);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await heading(page, 'Verify your email');
    const code = await env.stack.smtp.waitForCode(email, { since, timeoutMs: 120_000 });
    await page.getByLabel('Verification code').fill(code);
    await page.getByRole('button', { name: 'Verify email' }).click();
    await heading(page, 'Your career summary');
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
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await heading(page, 'Share your interview history');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await heading(page, 'Upload your interview emails');
    const invitation = await sign(
      recruitingEmail({
        to: email,
        fromName: 'Acme Recruiting',
        subject: 'Your onsite interview with Acme',
        body: 'We would like to invite you to an onsite interview for the Senior Software Engineer position at Acme on November 12, 2026.',
      }),
      env.key,
    );
    await page.setInputFiles('#interview-emails', [emlUpload('acme-onsite.eml', invitation)]);
    await page.locator('.upload-file--success').waitFor({ timeout: 180_000 });

    await page.reload();
    await heading(page, 'Upload your interview emails');
    await shown(page.getByText('Your files (1 uploaded)'));
    await shown(page.locator('.upload-file--success').getByText('acme-onsite.eml'));
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage }))).not.toContain(PASSWORD);
    const again = page.getByRole('group', { name: 'Enter your password again' });
    await again.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await again.getByLabel('Confirm password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Complete Registration' }).click();
    await page.waitForURL(/#\/dashboard$/, { timeout: 120_000 });
    await shown(page.getByRole('heading', { name: 'Welcome, Grace' }));
    // the email uploaded before the reload belongs to the new account
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Interviews' }).click();
    await shown(page.locator('.company-card__name').getByText(/^Acme/));
    await harness.closePage();
  }, 420_000);
});
