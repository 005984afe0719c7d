/**
 * Browser test of issue 32's public pages: the privacy and terms pages and the links to them, the
 * landing page and /login for a visitor who is already signed in, and that the landing page is
 * drawn without the GraphQL client. Serves the built web/dist (run `npm run build -w web` first).
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { BrowserHarness, CANDIDATE_USER, hashOf, horizontalOverflow, settled, shown } from './browser.js';

const harness = new BrowserHarness('public-pages');

beforeAll(() => harness.start());
afterAll(() => harness.stop());
afterEach(() => harness.closePage());

const openApp = harness.open.bind(harness);
const screenshot = harness.screenshot.bind(harness);
const signedIn = { session: { token: 'candidate-token', user: CANDIDATE_USER } };

describe('privacy and terms pages', () => {
  test.each([
    [
      '/privacy',
      'Privacy Policy',
      ['What we keep', 'Who sees what', 'In your browser: no cookies', 'Get a copy of your data', 'Delete your account', 'How long we keep things'],
    ],
    ['/terms', 'Terms of Service', ['The service', 'Your account', 'For candidates', 'For companies', 'Fair use']],
  ])('%s shows its title and sections, fits a phone, and links to the other', async (path, title, sections) => {
    const page = await openApp(path, { viewport: { width: 375, height: 740 } });
    await settled(() => expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(title));
    for (const section of sections) await shown(page.getByRole('heading', { level: 2, name: section, exact: true }));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, `${path.slice(1)}-phone`);
    const other = path === '/privacy' ? { name: 'Terms of Service', to: '/terms' } : { name: 'Privacy Policy', to: '/privacy' };
    await page.locator('main').getByRole('link', { name: other.name }).click();
    await settled(() => expect(Promise.resolve(hashOf(page))).resolves.toBe(`#${other.to}`));
  });

  test.each([
    [
      'privacy',
      'what the browser keeps, export and erasure with the real limits',
      ['sets no cookies', 'local storage', 'Download my data', 'within 60 minutes', 'Delete my account', '72 hours'],
    ],
    [
      'terms',
      'the unlock cost and the plans',
      ['costs 10 tokens', 'Starter: $200 a month for 200 tokens', 'Professional: $400 a month for 500 tokens', '$60 for 50 tokens'],
    ],
  ])('the %s page states %s', async (name, _what, phrases) => {
    const page = await openApp(`/${name}`);
    await shown(page.getByRole('heading', { level: 1 }));
    const text = (await page.locator('main').textContent()) ?? '';
    expect(phrases.filter((phrase) => !text.includes(phrase))).toEqual([]);
  });

  test.each([
    ['the landing footer', '/', 'footer'],
    ['the sign-in page footer', '/login', 'footer'],
    ['the registration form', '/register?type=candidate', '.wizard'],
  ])('%s links to both', async (_where, path, container) => {
    const page = await openApp(path);
    const area = page.locator(container).last();
    await shown(area.getByRole('link', { name: /^(Privacy|Privacy Policy)$/ }));
    await settled(() => expect(area.getByRole('link', { name: /^(Privacy|Privacy Policy)$/ }).getAttribute('href')).resolves.toBe('#/privacy'));
    await settled(() => expect(area.getByRole('link', { name: /^(Terms|Terms of Service)$/ }).getAttribute('href')).resolves.toBe('#/terms'));
    await area.getByRole('link', { name: /^(Terms|Terms of Service)$/ }).click();
    await settled(() => expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Terms of Service'));
  });
});

describe('a visitor who is signed in', () => {
  test('sees the way to the dashboard on the landing page, not Sign In', async () => {
    const page = await openApp('/', signedIn);
    await shown(page.getByRole('link', { name: 'Go to Dashboard', exact: true }));
    await settled(() => expect(page.getByRole('link', { name: 'Go to Dashboard', exact: true }).getAttribute('href')).resolves.toBe('#/dashboard'));
    await settled(() => expect(page.getByRole('link', { name: 'Go to your dashboard' }).first().getAttribute('href')).resolves.toBe('#/dashboard'));
    expect(await page.getByRole('link', { name: 'Sign In', exact: true }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Get Started', exact: true }).count()).toBe(0);
    await screenshot(page, 'landing-signed-in', false);
  });

  test('is sent from /login to the dashboard', async () => {
    const page = await openApp('/login', signedIn);
    await settled(() => expect(Promise.resolve(hashOf(page))).resolves.toBe('#/dashboard'));
    expect(await page.getByRole('heading', { name: 'Sign in to your account' }).count()).toBe(0);
  });

  test('is sent from /login to the signed-in page that sent them there', async () => {
    const page = await openApp('/login', { ...signedIn, navigationState: { from: '/interviews' } });
    await settled(() => expect(Promise.resolve(hashOf(page))).resolves.toBe('#/interviews'));
  });

  test('a visitor who is not signed in sees Sign In and stays on /login', async () => {
    const page = await openApp('/');
    await shown(page.getByRole('link', { name: 'Sign In', exact: true }));
    expect(await page.getByRole('link', { name: 'Go to Dashboard', exact: true }).count()).toBe(0);
    const login = await openApp('/login');
    await shown(login.getByRole('heading', { name: 'Sign in to your account' }));
    expect(hashOf(login)).toBe('#/login');
  });
});

describe('the first screen', () => {
  test('the landing page loads no GraphQL client and no other page but the preloaded sign-in page; that one fetches the sign-in module once drawn', async () => {
    const page = await openApp('/');
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.reload();
    await shown(page.getByRole('link', { name: "I'm a candidate" }));
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((path) => /ApolloScope|apollo|graphql|sign-in|RegisterPage|DashboardPage|ProfilePage/.test(path))).toEqual([]);
    // fetched with the app's scripts (index.html preloads it), not after the click
    expect(scripts.some((path) => path.includes('LoginPage'))).toBe(true);
    await page.getByRole('link', { name: 'Sign In', exact: true }).click();
    await shown(page.getByRole('heading', { name: 'Sign in to your account' }));
    // the mutation and the GraphQL client, fetched ahead of the submit
    await settled(() => expect(Promise.resolve(scripts.some((path) => path.includes('/sign-in-')))).resolves.toBe(true));
  });
});
