/**
 * Shared set-up for the browser tests: the built web/dist on a local static
 * server, Debian's Chromium headless shell through playwright-core, and a stand-in for the
 * REST API (`page.route('**\/api/**')`) that records every call.
 */
import { expect } from '@jest/globals';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request, type Route } from 'playwright-core';
import { expectAccessible } from './accessibility.js';
import { startStaticServer, type RequestHook, type StaticServer } from './static-server.js';

// WEB_DIST_DIR (the gateway's setting too) lets a build elsewhere be tested, e.g. one per checkout.
const DIST_DIR = process.env.WEB_DIST_DIR ? `${process.env.WEB_DIST_DIR.replace(/\/$/, '')}/` : fileURLToPath(new URL('../../dist/', import.meta.url));
const SCREENSHOT_ROOT = fileURLToPath(new URL('../../../artifacts/screenshots/', import.meta.url));
// Debian's old headless shell (deploy/local/ensure-chromium.sh --headless-shell): 18–30 % less CPU than the full browser's headless mode.
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export interface Session {
  token: string;
  user: Record<string, unknown>;
}

export interface OpenOptions {
  session?: Session;
  viewport?: { width: number; height: number };
  /** React Router navigation state for the first page (history.state.usr). */
  navigationState?: Record<string, unknown>;
  /** sessionStorage entries written before the app's first load (e.g. the registration wizard's saved draft). */
  sessionStorage?: Record<string, string>;
  /**
   * Install Playwright's fake clock before the app starts and pause it once the
   * page has loaded: time then moves only with `page.clock.runFor(ms)`.
   */
  fakeClock?: boolean;
}

/** One recorded /api call. */
export interface ApiCall {
  method: string;
  path: string;
  /** The query string's parameters (e.g. the search filters). */
  query: Record<string, string>;
  json: Record<string, unknown> | null;
  /** Raw body text (multipart uploads). */
  text: string;
  authorization: string | undefined;
}

/**
 * What a stand-in handler answers: a response, or 'hang' to never answer (a timeout). `until`
 * holds the response back until a test opens its `gate()`: a loading or pending state is then
 * there for as long as the test looks at it, however slow the machine (a fixed delay is not).
 */
export type MockAnswer = { status?: number; json?: unknown; body?: string; until?: Promise<void> } | 'hang';
export type MockHandler = (call: ApiCall, nth: number) => MockAnswer | Promise<MockAnswer>;

/** A promise the test resolves when it has seen what happens while an answer is held back. */
export function gate(): { opened: Promise<void>; open(): void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

export interface HarnessOptions {
  actionTimeoutMs?: number;
  /**
   * 'always' for the screens tour, whose screenshots of every screen are what people review;
   * elsewhere they are taken only with HM_SCREENSHOTS=all. A full-page screenshot costs Chromium
   * about a second of CPU, and the suite took about 250 of them
   * (docs/decisions/local-infrastructure-and-tests.md).
   */
  screenshots?: 'always' | 'on-request';
}

export class BrowserHarness {
  private server: StaticServer | null = null;
  private externalUrl: string | null = null;
  private browser!: Browser;
  private context: BrowserContext | null = null;
  /**
   * The tab every open() reuses: a new tab (a renderer process, Playwright's per-page set-up)
   * cost about 0.55 CPU-s more than loading the app again in the same one (0.9 against 0.33 per
   * load, measured here). A fake clock cannot be taken off a context, so a test that asks for one
   * gets a context of its own, closed with its page.
   */
  private page: Page | null = null;
  private pageIsDisposable = false;
  readonly pageErrors: string[] = [];
  readonly outsideRequests: string[] = [];
  readonly screenshotDir: string;
  private readonly screenshotFolder: string;
  /**
   * A real endpoint on the app's own server, for what the `page.route` stand-in cannot show
   * (upload progress events only fire for requests that really go over the network).
   */
  serverHook: RequestHook | null = null;

  /** Playwright's default wait for actions and navigations (the journeys give real servers longer). */
  private readonly actionTimeoutMs: number | undefined;
  /** Whether screenshotOf/screenshot write files (see HarnessOptions.screenshots). */
  private readonly takesScreenshots: boolean;

  constructor(screenshotFolder: string, options: HarnessOptions = {}) {
    this.screenshotDir = join(SCREENSHOT_ROOT, screenshotFolder);
    this.screenshotFolder = screenshotFolder;
    this.actionTimeoutMs = options.actionTimeoutMs;
    this.takesScreenshots = options.screenshots === 'always' || process.env.HM_SCREENSHOTS === 'all';
  }

  get baseUrl(): string {
    const url = this.externalUrl ?? this.server?.url;
    if (!url) throw new Error('BrowserHarness.start() first');
    return url;
  }

  /**
   * Starts Chromium and, unless `baseUrl` is given (the real gateway serving web/dist, in the
   * journeys), the static server for the built web/dist.
   */
  async start(options: { baseUrl?: string } = {}): Promise<void> {
    mkdirSync(this.screenshotDir, { recursive: true });
    if (options.baseUrl) {
      this.externalUrl = options.baseUrl.replace(/\/$/, '');
    } else {
      if (!existsSync(join(DIST_DIR, 'index.html'))) {
        throw new Error(`${DIST_DIR}index.html is missing: run \`npm run build -w web\` before this test`);
      }
      this.server = await startStaticServer(DIST_DIR, () => this.serverHook);
    }
    this.browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        // Software compositing in the browser process: the login tests took 32 → 28 CPU-s with it.
        '--disable-gpu-compositing',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  }

  async stop(): Promise<void> {
    await this.browser?.close();
    await this.server?.close();
  }

  /**
   * Ends the test's page and checks that it never crashed nor reached outside this machine. The tab
   * is left on about:blank for the next open() (the app stops there), without the test's stand-ins.
   */
  async closePage(): Promise<void> {
    const errors = [...this.pageErrors];
    const outside = [...this.outsideRequests];
    if (this.page && !this.pageIsDisposable && !this.page.isClosed()) {
      await this.page.unrouteAll({ behavior: 'ignoreErrors' });
      await this.page.goto('about:blank').catch(() => this.dropPage());
    } else {
      await this.dropPage();
    }
    // What the page reported while it was taken down belongs to no test.
    this.pageErrors.length = 0;
    this.outsideRequests.length = 0;
    expect(errors).toEqual([]);
    expect(outside).toEqual([]);
  }

  private async dropPage(): Promise<void> {
    const context = this.context;
    this.context = null;
    this.page = null;
    this.pageIsDisposable = false;
    await context?.close().catch(() => undefined);
  }

  /** A new context and its one tab, with the checks every page gets. */
  private async newPage(): Promise<Page> {
    const context = await this.browser.newContext({ viewport: { width: 1280, height: 800 } });
    if (this.actionTimeoutMs) context.setDefaultTimeout(this.actionTimeoutMs);
    await context.route('**/*', (route: Route) => {
      const url = new URL(route.request().url());
      if (url.hostname === '127.0.0.1' || url.protocol === 'data:' || url.protocol === 'about:') return route.fallback();
      this.outsideRequests.push(url.href);
      return route.abort();
    });
    // Navigation state for the app's first document (seedStorage writes it): React Router reads
    // history.state when it starts, which only a script that runs before the app can set.
    await context.addInitScript(() => {
      // Documents without an origin of their own (about:blank, data:) have no storage to read.
      if (location.protocol !== 'http:' || location.pathname.endsWith('/favicon.svg')) return;
      const state = sessionStorage.getItem('__hm_navigation_state');
      if (state === null) return;
      sessionStorage.removeItem('__hm_navigation_state');
      history.replaceState({ usr: JSON.parse(state) as unknown, key: 'seeded', idx: 0 }, '', location.href);
    });
    const page = await context.newPage();
    page.on('pageerror', (error) => this.pageErrors.push(error.message));
    // A Content-Security-Policy violation fails the test like a page error (closePage checks both).
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()) && !this.screenshotStyle(message.text()))
        this.pageErrors.push(message.text());
    });
    this.context = context;
    return page;
  }

  /**
   * The app on `hashPath` in a clean tab (storage of the app's origin emptied, then seeded with the
   * optional session, navigation state and sessionStorage entries); optional fake clock.
   */
  async open(hashPath: string, options: OpenOptions = {}): Promise<Page> {
    // A test may have closed the tab itself.
    if (this.page && (options.fakeClock || this.pageIsDisposable || this.page.isClosed())) await this.dropPage();
    if (this.page) await this.page.unrouteAll({ behavior: 'ignoreErrors' });
    const page = this.page ?? (await this.newPage());
    this.page = page;
    this.pageIsDisposable = options.fakeClock === true;
    await this.context!.clearCookies();
    await page.setViewportSize(options.viewport ?? { width: 1280, height: 800 });
    // A document of the app's origin that is not the app: its storage is emptied and seeded there,
    // before the app starts, so nothing of an earlier test's tab is left.
    await page.goto(`${this.baseUrl}/favicon.svg`);
    await page.evaluate(
      ({ session, navigationState, entries }) => {
        localStorage.clear();
        sessionStorage.clear();
        if (session) {
          localStorage.setItem('access_token', session.token);
          localStorage.setItem('user', JSON.stringify(session.user));
        }
        if (navigationState) sessionStorage.setItem('__hm_navigation_state', JSON.stringify(navigationState));
        for (const [key, value] of Object.entries(entries ?? {})) sessionStorage.setItem(key, value);
      },
      { session: options.session ?? null, navigationState: options.navigationState ?? null, entries: options.sessionStorage ?? null },
    );
    this.pageErrors.length = 0;
    if (options.fakeClock) await page.clock.install();
    await page.goto(`${this.baseUrl}/#${hashPath}`);
    if (options.fakeClock) await page.clock.pauseAt(Date.now() + 5_000);
    return page;
  }

  /** Screenshots in progress: Playwright injects its own styles for them, which the app's CSP refuses. */
  private capturing = 0;

  /** A CSP report caused by the harness's own screenshot styles, not by the app. */
  private screenshotStyle(text: string): boolean {
    return this.capturing > 0 && /Applying inline style violates/.test(text);
  }

  private async capture(shoot: () => Promise<unknown>): Promise<void> {
    if (!this.takesScreenshots) return;
    this.capturing += 1;
    try {
      await shoot();
      // Console reports arrive after the screenshot resolves.
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      this.capturing -= 1;
    }
  }

  /**
   * A screenshot of one element (a card, a dialog). Like screenshot(), it first checks the whole
   * screen with axe (accessibility.ts), whether or not the picture is taken: every screen a test
   * shows is one a person can reach.
   */
  async screenshotOf(locator: Locator, name: string): Promise<void> {
    await expectAccessible(locator.page(), `${this.screenshotFolder}/${name}`);
    // the sticky navigation bar would cover the top of an element scrolled into view
    await this.capture(() =>
      locator.screenshot({ path: join(this.screenshotDir, `${name}.png`), animations: 'disabled', style: '.navbar { position: static !important; }' }),
    );
  }

  async screenshot(page: Page, name: string, fullPage = true): Promise<void> {
    await expectAccessible(page, `${this.screenshotFolder}/${name}`);
    // a sticky navigation bar would be drawn where the page was scrolled to
    if (fullPage) await page.evaluate(() => window.scrollTo(0, 0));
    await this.capture(() => page.screenshot({ path: join(this.screenshotDir, `${name}.png`), fullPage, animations: 'disabled' }));
  }
}

function toCall(request: Request): ApiCall {
  const text = request.postData() ?? '';
  let json: Record<string, unknown> | null = null;
  if ((request.headers()['content-type'] ?? '').includes('application/json') && text) {
    json = JSON.parse(text) as Record<string, unknown>;
  }
  const url = new URL(request.url());
  return {
    method: request.method(),
    path: url.pathname,
    query: Object.fromEntries(url.searchParams.entries()),
    json,
    text,
    authorization: request.headers().authorization,
  };
}

/**
 * Stands in for the REST API: `handlers` maps 'POST /api/login' (or a path for
 * any method) to an answer; anything else gets a 404. Returns the call log.
 */
export async function mockApi(page: Page, handlers: Record<string, MockHandler | MockAnswer>): Promise<ApiCall[]> {
  const calls: ApiCall[] = [];
  const counts = new Map<string, number>();
  await page.route('**/api/**', async (route) => {
    const call = toCall(route.request());
    calls.push(call);
    const key = handlers[`${call.method} ${call.path}`] !== undefined ? `${call.method} ${call.path}` : call.path;
    const handler = handlers[key];
    const nth = (counts.get(key) ?? 0) + 1;
    counts.set(key, nth);
    const answer = handler === undefined ? { status: 404, json: { error: 'Not found' } } : typeof handler === 'function' ? await handler(call, nth) : handler;
    if (answer === 'hang') return; // never answered: the page's timeout aborts it
    if (answer.until) await answer.until;
    try {
      await route.fulfill({
        status: answer.status ?? 200,
        contentType: 'application/json',
        body: answer.body ?? JSON.stringify(answer.json ?? {}),
      });
    } catch {
      // the page gave up on the request meanwhile
    }
  });
  return calls;
}

export function callsTo(calls: ApiCall[], path: string): ApiCall[] {
  return calls.filter((call) => call.path === path);
}

/** Waits until the element is visible (fails after 10 s). */
export async function shown(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible', timeout: 10_000 });
}

export async function hidden(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'hidden', timeout: 10_000 });
}

export function hashOf(page: Page): string {
  return new URL(page.url()).hash;
}

export async function storedSession(page: Page) {
  return page.evaluate(() => ({
    token: localStorage.getItem('access_token'),
    tempToken: localStorage.getItem('temp_access_token'),
    user: localStorage.getItem('user'),
  }));
}

/** Polls `predicate` until it holds (fails after 10 s). */
/**
 * Retries an assertion about the page until it holds or 10 s pass, then fails with the assertion's own
 * message. A read right after an action can see the page before React re-rendered it; retrying the
 * assertion (not sleeping) keeps the test exact without being timing-sensitive.
 */
export async function settled(assertion: () => Promise<unknown>): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}

export async function eventually(predicate: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (await predicate()) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`Timed out waiting for ${what}`);
}

export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

export const CANDIDATE_USER = {
  id: 'u-candidate-1',
  email: 'ada@example.com',
  user_type: 'candidate',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email_verified: true,
};

export const COMPANY_USER = {
  id: 'u-company-1',
  email: 'hiring@acme-robotics.example',
  user_type: 'company',
  first_name: 'Grace',
  company_name: 'Acme Robotics',
  email_verified: true,
};
