/**
 * Browser tests of the login page (docs/product/screens.md#routes, docs/product/rules.md#states-and-transitions, docs/product/rules.md#errors, docs/product/rules.md#constants-and-limits) against the
 * built web/dist, with the GraphQL API (and the REST health check) stood in by request interception.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { graphqlError, requestLog, sentTo, sessionAnswer } from './accounts.fixtures.js';
import { BrowserHarness, CANDIDATE_USER, eventually, hashOf, hidden, horizontalOverflow, mockApi, shown, settled, storedSession } from './browser.js';
import { mockGraphql } from './candidate.fixtures.js';

const harness = new BrowserHarness('accounts');

beforeAll(() => harness.start());
afterAll(() => harness.stop());
afterEach(() => harness.closePage());

const LOGIN_OK = sessionAnswer('login', 'token-123', CANDIDATE_USER);
const LOGIN = 'POST /graphql Login';
const HEALTH = 'GET /api/health';

describe('login page', () => {
  test.each([
    ['/login', 'Sign in to your account', 'Create an account', '#/register'],
    ['/login?type=candidate', 'Sign in as Candidate', 'Create a candidate account', '#/register?type=candidate'],
    ['/login?type=company', 'Sign in as Company', 'Create a company account', '#/register?type=company'],
  ])('%s: heading and register link follow the type', async (path, heading, linkText, target) => {
    const page = await harness.open(path);
    await shown(page.getByRole('heading', { level: 1, name: heading }));
    await settled(() => expect(page.getByRole('link', { name: linkText }).getAttribute('href')).resolves.toBe(target));
    await settled(() => expect(page.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).resolves.toBe('#/forgot-password'));
    await settled(() => expect(page.getByRole('main').getByRole('link', { name: 'Back to home' }).getAttribute('href')).resolves.toBe('#/'));
    const email = page.getByLabel('Email');
    await settled(() => expect(email.getAttribute('type')).resolves.toBe('email'));
    await settled(() => expect(email.evaluate((input: HTMLInputElement) => input.required)).resolves.toBe(true));
    await settled(() => expect(page.getByLabel('Password', { exact: true }).evaluate((input: HTMLInputElement) => input.required)).resolves.toBe(true));
    if (path === '/login?type=company') await harness.screenshot(page, 'login-company');
    if (path === '/login') await harness.screenshot(page, 'login');
  });

  test("submitting shows 'Signing in...', then 'Starting up server...' after 1 s, then goes to /dashboard", async () => {
    const page = await harness.open('/login?type=candidate');
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    const calls = await mockGraphql(page, { Login: { ...LOGIN_OK, until: released } });
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Secret123!');
    const started = Date.now();
    await page.getByRole('button', { name: 'Sign in' }).click();

    const button = page.getByRole('button', { name: 'Signing in...' });
    await shown(button);
    await settled(() => expect(button.isDisabled()).resolves.toBe(true));
    const startingUp = page.getByText('Starting up server...');
    const early = Date.now() - started < 800;
    const visibleEarly = await startingUp.isVisible();
    if (early) expect(visibleEarly).toBe(false);
    await shown(startingUp);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    await harness.screenshot(page, 'login-starting-up-server');

    release();
    await page.waitForURL(/#\/dashboard$/);
    expect(calls.find((call) => call.operationName === 'Login')?.variables).toEqual({ email: 'ada@example.com', password: 'Secret123!' });
    const session = await storedSession(page);
    expect(session.token).toBe('token-123');
    expect(JSON.parse(session.user ?? '{}')).toMatchObject({ id: CANDIDATE_USER.id, user_type: 'candidate', first_name: 'Ada' });
    await shown(page.getByRole('heading', { name: 'Welcome, Ada' }));
  });

  test("shows the server's message, else 'Failed to log in'", async () => {
    const page = await harness.open('/login');
    await mockGraphql(page, {
      Login: (_call, nth) => (nth === 1 ? graphqlError('Invalid email or password', 'UNAUTHENTICATED') : { status: 500 }),
    });
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await shown(page.getByRole('alert').getByText('Invalid email or password'));
    await harness.screenshot(page, 'login-error');
    expect(hashOf(page)).toBe('#/login');

    await page.getByRole('button', { name: 'Sign in' }).click();
    await shown(page.getByRole('alert').getByText('Failed to log in'));
    expect((await storedSession(page)).token).toBeNull();
  });

  test("an answer without a token shows 'Login failed'", async () => {
    const page = await harness.open('/login');
    await mockGraphql(page, { Login: { data: { login: null } } });
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Secret123!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await shown(page.getByRole('alert').getByText('Login failed'));
  });

  test('the first request of the session timing out sends a health ping, then retries once', async () => {
    const page = await harness.open('/login', { fakeClock: true });
    const sent = requestLog(page);
    await mockGraphql(page, { Login: (_call, nth) => (nth === 1 ? 'hang' : LOGIN_OK) });
    await mockApi(page, { 'GET /api/health': { json: { status: 'ok' } } });
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Secret123!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await eventually(() => sentTo(sent, LOGIN).length === 1, 'the first login call');
    await page.clock.runFor(59_000);
    expect(sentTo(sent, HEALTH)).toHaveLength(0);
    await shown(page.getByText('Starting up server...'));
    await page.clock.runFor(1_500);
    await page.waitForURL(/#\/dashboard$/);
    // the dashboard's own queries follow; the login and its cold start are these three
    expect(sent.map((request) => request.label).filter((label) => label === LOGIN || label === HEALTH)).toEqual([LOGIN, HEALTH, LOGIN]);
    expect(sentTo(sent, HEALTH)[0].authorization).toBeUndefined();
  });

  test('a later login timeout is retried once without a ping, and a second timeout is an error', async () => {
    const page = await harness.open('/login', { fakeClock: true });
    const sent = requestLog(page);
    await mockGraphql(page, { Login: (_call, nth) => (nth === 1 ? graphqlError('Invalid email or password', 'UNAUTHENTICATED') : 'hang') });
    await mockApi(page, { 'GET /api/health': { json: { status: 'ok' } } });
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await shown(page.getByText('Invalid email or password'));

    await page.getByLabel('Password', { exact: true }).fill('Secret123!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await eventually(() => sentTo(sent, LOGIN).length === 2, 'the second login call');
    await page.clock.runFor(60_500);
    await eventually(() => sentTo(sent, LOGIN).length === 3, 'the automatic retry');
    await page.clock.runFor(60_500);
    await shown(page.getByRole('alert').getByText('Failed to log in'));
    expect(sentTo(sent, LOGIN)).toHaveLength(3);
    expect(sentTo(sent, HEALTH)).toHaveLength(0);
    await hidden(page.getByText('Starting up server...'));
    await settled(() => expect(page.getByRole('button', { name: 'Sign in' }).isEnabled()).resolves.toBe(true));
  });

  test('fits a phone screen', async () => {
    const page = await harness.open('/login?type=candidate', { viewport: { width: 375, height: 740 } });
    await shown(page.getByRole('heading', { name: 'Sign in as Candidate' }));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await harness.screenshot(page, 'login-mobile');
  });
});
