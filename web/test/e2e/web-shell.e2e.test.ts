/**
 * Browser test of the web shell: landing page, routing guards, navigation by
 * user type and the session rules. Serves the already-built web/dist (run
 * `npm run build -w web` first) and drives Debian's Chromium.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Route } from 'playwright-core';
import { startStaticServer, type StaticServer } from './static-server.js';

const DIST_DIR = fileURLToPath(new URL('../../dist/', import.meta.url));
const SCREENSHOT_DIR = fileURLToPath(new URL('../../../artifacts/screenshots/web-shell/', import.meta.url));
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const CANDIDATE_USER = {
  id: 'u-candidate-1',
  email: 'ada@example.com',
  user_type: 'candidate',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email_verified: true,
};

const COMPANY_USER = {
  id: 'u-company-1',
  email: 'hiring@acme-robotics.example',
  user_type: 'company',
  first_name: 'Grace',
  company_name: 'Acme Robotics',
  email_verified: true,
};

interface Session {
  token: string;
  user: Record<string, unknown>;
}

let server: StaticServer;
let browser: Browser;
let context: BrowserContext | null = null;
const pageErrors: string[] = [];
const outsideRequests: string[] = [];

beforeAll(async () => {
  if (!existsSync(join(DIST_DIR, 'index.html'))) {
    throw new Error(`${DIST_DIR}index.html is missing: run \`npm run build -w web\` before this test`);
  }
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  server = await startStaticServer(DIST_DIR);
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

afterEach(async () => {
  await context?.close();
  context = null;
  // the page must never crash, nor reach outside this machine
  expect(pageErrors).toEqual([]);
  expect(outsideRequests).toEqual([]);
  pageErrors.length = 0;
  outsideRequests.length = 0;
});

/** A fresh browser tab; with a session, localStorage is seeded once before the app starts. */
async function openApp(hashPath: string, options: { session?: Session; viewport?: { width: number; height: number } } = {}): Promise<Page> {
  context = await browser.newContext({ viewport: options.viewport ?? { width: 1280, height: 800 } });
  await context.route('**/*', (route: Route) => {
    const url = new URL(route.request().url());
    if (url.hostname === '127.0.0.1' || url.protocol === 'data:') return route.continue();
    outsideRequests.push(url.href);
    return route.abort();
  });
  if (options.session) {
    await context.addInitScript(({ token, user }) => {
      if (sessionStorage.getItem('__seeded')) return;
      localStorage.setItem('access_token', token);
      localStorage.setItem('user', JSON.stringify(user));
      sessionStorage.setItem('__seeded', '1');
    }, options.session);
  }
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(`${server.url}/#${hashPath}`);
  return page;
}

/** Waits until the element is visible (fails after 10 s). */
async function shown(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout: 10_000 });
}

async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage });
}

function hashOf(page: Page): string {
  return new URL(page.url()).hash;
}

async function storedSession(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('access_token'),
    tempToken: localStorage.getItem('temp_access_token'),
    user: localStorage.getItem('user'),
  }));
}

/** The ME query the signed-in shell sends; in this static setup it fails with a 404. */
function waitForGraphql(page: Page) {
  return page.waitForResponse((response) => new URL(response.url()).pathname === '/graphql');
}

describe('landing page', () => {
  test('shows the hero, both register buttons, the demo, the sections and the footer', async () => {
    const page = await openApp('/');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Your interviews prove');
    await expect(page.getByRole('link', { name: "I'm a candidate" }).getAttribute('href')).resolves.toBe('#/register?type=candidate');
    await expect(page.getByRole('link', { name: "I'm hiring" }).getAttribute('href')).resolves.toBe('#/register?type=company');
    await expect(page.getByRole('link', { name: 'Get Started', exact: true }).getAttribute('href')).resolves.toBe('#/register');
    await expect(page.getByRole('img', { name: /Product demo/ }).count()).resolves.toBe(1);
    await expect(page.getByRole('heading', { name: 'Let your interview record speak for you' }).count()).resolves.toBe(1);
    await expect(page.getByRole('heading', { name: 'Meet people other teams already wanted to hire' }).count()).resolves.toBe(1);
    for (const step of ['Share your best interviews', 'Build your profile', 'Get discovered']) {
      await expect(page.getByRole('heading', { name: step }).count()).resolves.toBe(1);
    }
    await expect(page.getByRole('link', { name: 'Get started', exact: true }).getAttribute('href')).resolves.toBe('#/register');
    await expect(page.locator('footer').textContent()).resolves.toContain('© 2025');
    await screenshot(page, '01-landing');
  });

  test('is usable on a phone-sized screen', async () => {
    const page = await openApp('/', { viewport: { width: 390, height: 844 } });
    await shown(page.getByRole('link', { name: "I'm a candidate" }));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, '02-landing-mobile');
    await screenshot(page, '02-landing-mobile-first-screen', false);
  });

  test('Sign In goes to the login page', async () => {
    const page = await openApp('/');
    await page.getByRole('link', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(/#\/login$/);
    await shown(page.getByRole('heading', { name: 'Sign in to your account' }));
    await screenshot(page, '03-login');
  });

  test('the candidate button opens registration with the type preserved', async () => {
    const page = await openApp('/');
    await page.getByRole('link', { name: "I'm a candidate" }).click();
    await page.waitForURL(/#\/register\?type=candidate$/);
    await shown(page.getByRole('heading', { name: 'How would you like to start?' }));
    await screenshot(page, '04-register-candidate');
  });
});

describe('route guard', () => {
  test('a signed-out visitor opening /dashboard lands on /login', async () => {
    const page = await openApp('/dashboard');
    await page.waitForURL(/#\/login$/);
    expect(hashOf(page)).toBe('#/login');
    await shown(page.getByRole('heading', { name: 'Sign in to your account' }));
  });

  test('an unknown route shows the not-found page with a link home', async () => {
    const page = await openApp('/no-such-page');
    await shown(page.getByRole('heading', { name: "We couldn't find that page" }));
    await screenshot(page, '05-not-found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(/#\/$/);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Your interviews prove');
  });
});

describe('signed-in shell', () => {
  test('a candidate sees Interviews but not Search Candidates, and the page survives the failed /graphql call', async () => {
    const graphql = { count: 0 };
    const page = await openApp('/dashboard', { session: { token: 'candidate-token', user: CANDIDATE_USER } });
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') graphql.count += 1;
    });
    const response = await waitForGraphql(page);
    expect(response.status()).toBe(404);
    expect(response.request().headers().authorization).toBe('Bearer candidate-token');

    const nav = page.getByRole('navigation', { name: 'Main' });
    await shown(nav.getByRole('link', { name: 'Dashboard' }));
    await shown(nav.getByRole('link', { name: 'Profile' }));
    await shown(nav.getByRole('link', { name: 'Interviews' }));
    await expect(nav.getByRole('link', { name: 'Search Candidates' }).count()).resolves.toBe(0);
    await shown(page.getByRole('heading', { name: 'Welcome, Ada' }));
    await shown(page.getByText('Share your story. Get noticed. Land your dream job.'));
    // the failed refresh did not sign the user out
    expect(hashOf(page)).toBe('#/dashboard');
    expect((await storedSession(page)).token).toBe('candidate-token');
    await screenshot(page, '06-dashboard-candidate');

    await nav.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL(/#\/profile$/);
    await shown(page.getByRole('heading', { name: 'Your candidate profile' }));
    await screenshot(page, '07-profile-candidate');

    await nav.getByRole('link', { name: 'Interviews' }).click();
    await page.waitForURL(/#\/interviews$/);
    await shown(page.getByRole('heading', { name: 'Interview history' }));
    await screenshot(page, '08-interviews');
  });

  test('a company sees Search Candidates but not Interviews', async () => {
    const page = await openApp('/dashboard', { session: { token: 'company-token', user: COMPANY_USER } });
    await waitForGraphql(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await shown(nav.getByRole('link', { name: 'Search Candidates' }));
    await expect(nav.getByRole('link', { name: 'Interviews' }).count()).resolves.toBe(0);
    await shown(page.getByRole('heading', { name: 'Welcome, Acme Robotics' }));
    await shown(page.getByText('Find proven performers for your team.'));
    await screenshot(page, '09-dashboard-company');

    await nav.getByRole('link', { name: 'Profile' }).click();
    await shown(page.getByRole('heading', { name: 'Company profile' }));
    await screenshot(page, '10-profile-company');

    await nav.getByRole('link', { name: 'Search Candidates' }).click();
    await page.waitForURL(/#\/search-candidates$/);
    await shown(page.getByRole('heading', { name: 'Search candidates' }));
    await screenshot(page, '11-search-candidates');
  });

  test('/profile without a known user type goes back to /dashboard', async () => {
    const page = await openApp('/profile', { session: { token: 't', user: { id: 'u-3', email: 'x@example.com' } } });
    await page.waitForURL(/#\/dashboard$/);
    await shown(page.getByRole('heading', { name: 'Welcome, there' }));
  });

  test('Logout clears the session and goes to /login', async () => {
    const page = await openApp('/dashboard', { session: { token: 'candidate-token', user: CANDIDATE_USER } });
    await page.evaluate(() => localStorage.setItem('temp_access_token', 'temp'));
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/#\/login$/);
    expect(await storedSession(page)).toEqual({ token: null, tempToken: null, user: null });
    await screenshot(page, '12-after-logout');
    // the signed-in pages are closed again
    await page.goto(`${server.url}/#/dashboard`);
    await page.waitForURL(/#\/login$/);
  });
});

describe('session rules on GraphQL answers', () => {
  test('a 401 from /graphql clears the session and sends the browser to /login', async () => {
    const page = await openApp('/', { session: { token: 'expired', user: CANDIDATE_USER } });
    await page.route('**/graphql', (route) =>
      route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ error: 'Unauthorized' }) }),
    );
    await page.goto(`${server.url}/#/dashboard`);
    await page.waitForURL(/#\/login$/);
    expect(await storedSession(page)).toEqual({ token: null, tempToken: null, user: null });
  });

  test('an UNAUTHENTICATED GraphQL error is treated like a 401', async () => {
    const page = await openApp('/', { session: { token: 'expired', user: COMPANY_USER } });
    await page.route('**/graphql', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ data: { me: null }, errors: [{ message: 'Not signed in', extensions: { code: 'UNAUTHENTICATED' } }] }),
      }),
    );
    await page.goto(`${server.url}/#/dashboard`);
    await page.waitForURL(/#\/login$/);
    expect(await storedSession(page)).toEqual({ token: null, tempToken: null, user: null });
  });

  test("a 'User not found' answer logs out", async () => {
    const page = await openApp('/', { session: { token: 'orphan', user: CANDIDATE_USER } });
    await page.route('**/graphql', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ error: 'User not found' }) }),
    );
    await page.goto(`${server.url}/#/dashboard`);
    await page.waitForURL(/#\/login$/);
    expect((await storedSession(page)).token).toBeNull();
  });

  test('a successful ME refreshes the stored user', async () => {
    const page = await openApp('/', { session: { token: 'good', user: { ...CANDIDATE_USER, first_name: 'Old' } } });
    await page.route('**/graphql', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          data: {
            me: {
              __typename: 'User',
              id: CANDIDATE_USER.id,
              email: CANDIDATE_USER.email,
              userType: 'candidate',
              isAdmin: false,
              firstName: 'Augusta',
              candidateProfile: { __typename: 'CandidateProfile', firstName: 'Augusta', lastName: 'King' },
              companyProfile: null,
            },
          },
        }),
      }),
    );
    await page.goto(`${server.url}/#/dashboard`);
    await page.getByRole('heading', { name: 'Welcome, Augusta' }).waitFor();
    const stored = JSON.parse((await storedSession(page)).user ?? '{}') as Record<string, unknown>;
    expect(stored).toMatchObject({ id: CANDIDATE_USER.id, user_type: 'candidate', first_name: 'Augusta', last_name: 'King', is_admin: false });
  });
});
