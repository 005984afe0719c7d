/**
 * Browser test of the web shell: landing page, routing guards, navigation by
 * user type and the session rules. Serves the already-built web/dist (run
 * `npm run build -w web` first) and drives Debian's Chromium.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { graphqlError } from './accounts.fixtures.js';
import { mockGraphql } from './candidate.fixtures.js';
import { BrowserHarness, CANDIDATE_USER, COMPANY_USER, hashOf, settled, shown, storedSession } from './browser.js';

const harness = new BrowserHarness('web-shell');

beforeAll(() => harness.start());
afterAll(() => harness.stop());
afterEach(() => harness.closePage());

const openApp = harness.open.bind(harness);
const screenshot = harness.screenshot.bind(harness);

/** The ME query the signed-in shell sends; in this static setup it fails with a 404. */
function waitForGraphql(page: Page) {
  return page.waitForResponse((response) => new URL(response.url()).pathname === '/graphql');
}

describe('landing page', () => {
  test('shows the hero, both register buttons, the demo, the sections and the footer', async () => {
    const page = await openApp('/');
    await settled(() => expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Your interviews prove'));
    await settled(() => expect(page.getByRole('link', { name: "I'm a candidate" }).getAttribute('href')).resolves.toBe('#/register?type=candidate'));
    await settled(() => expect(page.getByRole('link', { name: "I'm hiring" }).getAttribute('href')).resolves.toBe('#/register?type=company'));
    await settled(() => expect(page.getByRole('link', { name: 'Get Started', exact: true }).getAttribute('href')).resolves.toBe('#/register'));
    await settled(() => expect(page.locator('video[aria-label^="Product demo"]').count()).resolves.toBe(1));
    await settled(() => expect(page.getByRole('heading', { name: 'Let your interview record speak for you' }).count()).resolves.toBe(1));
    await settled(() => expect(page.getByRole('heading', { name: 'Meet people other teams already wanted to hire' }).count()).resolves.toBe(1));
    for (const step of ['Share your best interviews', 'Build your profile', 'Get discovered']) {
      await settled(() => expect(page.getByRole('heading', { name: step }).count()).resolves.toBe(1));
    }
    await settled(() => expect(page.getByRole('link', { name: 'Get started', exact: true }).getAttribute('href')).resolves.toBe('#/register'));
    await settled(() => expect(page.locator('footer').textContent()).resolves.toContain('© 2025'));
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

  // Phone widths from the smallest in use to the big phones; the product name shows from 380 px.
  test.each([320, 360, 375, 390, 414])('at %i px the top bar fits: logo, Sign In and Get Started on one row, nothing cut off', async (width) => {
    const page = await openApp('/', { viewport: { width, height: 740 } });
    await shown(page.getByRole('link', { name: 'Sign In', exact: true }));
    await page.evaluate(() => document.fonts.ready);
    const bar = await page.evaluate(() => {
      const inner = document.querySelector('.topbar__inner')!;
      const boxes = Array.from(inner.querySelectorAll('.brand, .topbar__actions a')).map((element) => element.getBoundingClientRect());
      return {
        overflow: inner.scrollWidth - inner.clientWidth,
        pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
        rightmost: Math.max(...boxes.map((box) => box.right)),
        leftmost: Math.min(...boxes.map((box) => box.left)),
        rows: new Set(boxes.map((box) => Math.round(box.top + box.height / 2))).size,
        labels: Array.from(inner.querySelectorAll('.topbar__actions a')).map((link) => ({ text: link.textContent, cut: link.scrollWidth > link.clientWidth })),
      };
    });
    expect(bar.overflow).toBeLessThanOrEqual(0);
    expect(bar.pageOverflow).toBeLessThanOrEqual(0);
    expect(bar.leftmost).toBeGreaterThanOrEqual(0);
    expect(bar.rightmost).toBeLessThanOrEqual(width);
    expect(bar.rows).toBe(1);
    expect(bar.labels).toEqual([
      { text: 'Sign In', cut: false },
      { text: 'Get Started', cut: false },
    ]);
    await screenshot(page, `02b-landing-${width}-top-bar`, false);
  });

  test('the declared font ships with the app: Inter is served from this origin and used', async () => {
    const page = await openApp('/');
    await shown(page.getByRole('link', { name: 'Sign In', exact: true }));
    const used = await page.evaluate(async () => {
      await document.fonts.ready;
      const loaded: string[] = [];
      document.fonts.forEach((face) => {
        if (face.status === 'loaded') loaded.push(face.family.replace(/"/g, ''));
      });
      return {
        family: getComputedStyle(document.body).fontFamily,
        loaded,
        files: performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => /\.woff2(\?|$)/.test(name)),
      };
    });
    expect(used.family).toMatch(/^"?Inter Variable/);
    expect(used.loaded).toContain('Inter Variable');
    expect(used.files.length).toBeGreaterThan(0);
    for (const file of used.files) expect(new URL(file).origin).toBe(new URL(harness.baseUrl).origin);
  });

  test("names the product and the support address the page's meta tags carry (the gateway writes its configuration there)", async () => {
    const page = await openApp('/');
    await page.route(`${harness.baseUrl}/`, async (route) => {
      const original = await route.fetch();
      const html = (await original.text())
        .replace(/(<meta name="product-name" content=")[^"]*/, '$1Acme Talent')
        .replace(/(<meta name="support-email" content=")[^"]*/, '$1help@acme-talent.test');
      await route.fulfill({ response: original, body: html });
    });
    await page.goto(`${harness.baseUrl}/`);
    await settled(() => expect(page.locator('footer').textContent()).resolves.toContain('© 2025 Acme Talent'));
    await shown(page.locator('.topbar').getByRole('link', { name: 'Acme Talent home' }));
    await settled(() => expect(page.locator('body').textContent()).resolves.not.toContain('InterviewProof'));
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

describe('browser noise', () => {
  test('resize-observer loop errors are silenced; other errors still reach listeners', async () => {
    const page = await openApp('/');
    await shown(page.getByRole('link', { name: 'Sign In', exact: true }));
    const heard = await page.evaluate(() => {
      const messages: string[] = [];
      window.addEventListener('error', (event) => messages.push(event.message));
      for (const message of [
        'ResizeObserver loop completed with undelivered notifications.',
        'ResizeObserver loop limit exceeded',
        'TypeError: something real',
      ]) {
        window.dispatchEvent(new ErrorEvent('error', { message, cancelable: true }));
      }
      return messages;
    });
    expect(heard).toEqual(['TypeError: something real']);
  });

  test('form errors carry the cross prefix (docs/product/rules.md#errors), as the notices do', async () => {
    const page = await openApp('/login');
    await mockGraphql(page, { Login: graphqlError('Invalid email or password', 'UNAUTHENTICATED') });
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Invalid email or password' });
    await shown(alert);
    await settled(() => expect(alert.locator('.alert__mark').textContent()).resolves.toBe('✕'));
    await screenshot(page, '20-login-error-mark', false);
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
    await settled(() => expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Your interviews prove'));
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
    await settled(() => expect(nav.getByRole('link', { name: 'Search Candidates' }).count()).resolves.toBe(0));
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
    await settled(() => expect(nav.getByRole('link', { name: 'Interviews' }).count()).resolves.toBe(0));
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

  test('Logout ends the session on the server, clears it here and goes to /login', async () => {
    const page = await openApp('/dashboard', { session: { token: 'candidate-token', user: CANDIDATE_USER } });
    const calls = await mockGraphql(page, { Logout: { data: { logout: { message: 'Signed out' } } } });
    await page.evaluate(() => localStorage.setItem('temp_access_token', 'temp'));
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(/#\/login$/);
    // The server was asked to end this very session, with its token, before it was dropped here.
    expect(calls.filter((call) => call.operationName === 'Logout').map((call) => call.authorization)).toEqual(['Bearer candidate-token']);
    expect(await storedSession(page)).toEqual({ token: null, tempToken: null, user: null });
    await screenshot(page, '12-after-logout');
    // the signed-in pages are closed again
    await page.goto(`${harness.baseUrl}/#/dashboard`);
    await page.waitForURL(/#\/login$/);
  });
});

describe('session rules on GraphQL answers', () => {
  test('a 401 from /graphql clears the session and sends the browser to /login', async () => {
    const page = await openApp('/', { session: { token: 'expired', user: CANDIDATE_USER } });
    await page.route('**/graphql', (route) => route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ error: 'Unauthorized' }) }));
    await page.goto(`${harness.baseUrl}/#/dashboard`);
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
    await page.goto(`${harness.baseUrl}/#/dashboard`);
    await page.waitForURL(/#\/login$/);
    expect(await storedSession(page)).toEqual({ token: null, tempToken: null, user: null });
  });

  test("a 'User not found' answer logs out", async () => {
    const page = await openApp('/', { session: { token: 'orphan', user: CANDIDATE_USER } });
    await page.route('**/graphql', (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ error: 'User not found' }) }),
    );
    await page.goto(`${harness.baseUrl}/#/dashboard`);
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
    await page.goto(`${harness.baseUrl}/#/dashboard`);
    await page.getByRole('heading', { name: 'Welcome, Augusta' }).waitFor();
    const stored = JSON.parse((await storedSession(page)).user ?? '{}') as Record<string, unknown>;
    expect(stored).toMatchObject({ id: CANDIDATE_USER.id, user_type: 'candidate', first_name: 'Augusta', last_name: 'King', is_admin: false });
  });

  test('only candidates get a profile refresh: a company session never asks for me', async () => {
    const page = await openApp('/', { session: { token: 'good', user: COMPANY_USER } });
    const operations: string[] = [];
    await page.route('**/graphql', async (route) => {
      operations.push(String((route.request().postDataJSON() as { operationName?: string }).operationName));
      await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: null, errors: [{ message: 'stand-in' }] }) });
    });
    await page.goto(`${harness.baseUrl}/#/dashboard`);
    await shown(page.getByRole('link', { name: 'Search Candidates' }).first());
    await page.goto(`${harness.baseUrl}/#/profile`);
    await settled(() => expect(Promise.resolve(operations.length)).resolves.toBeGreaterThan(0));
    expect(operations).not.toContain('Me');
  });
});
