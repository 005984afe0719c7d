/**
 * Browser tests of "Download my data" (docs/decisions/privacy-rights.md#export) on the candidate's
 * and the company's profile, with the GraphQL API stood in: the dialog (keyboard, focus, Escape,
 * labels), the password refused with the server's text, the single-use link served by `page.route`
 * and saved as a download under the server's file name with the bytes served, a used link (410)
 * and a collection failure (503) shown with their texts, and the progress of a slow download from
 * a real endpoint (`serverHook`). Build first (`npm run build -w web`).
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import { readFile } from 'node:fs/promises';
import type { Download, Page, Request } from 'playwright-core';
import { DATA_EXPORT_MESSAGES } from '@hiring/contracts/vocabulary';
import { BrowserHarness, CANDIDATE_USER, gate, hidden, settled, shown } from './browser.js';
import { emailsFixture, mockGraphql, profileAnswer as candidateProfileAnswer, type GraphqlAnswer, type GraphqlCall } from './candidate.fixtures.js';
import { COMPANY, COMPANY_GRAPHQL, graphqlError, profileAnswer as companyProfileAnswer } from './company.fixtures.js';

const harness = new BrowserHarness('personal-data');
const CANDIDATE = { token: 'candidate-token', user: CANDIDATE_USER };
const EXPORT = 'RequestDataExport';

beforeAll(() => harness.start());
afterAll(() => harness.stop());
afterEach(() => harness.closePage());

type Handler = GraphqlAnswer | ((call: GraphqlCall, nth: number) => GraphqlAnswer);

/** The archive as the server assembles it (six sections), pretty-printed as it is served. */
function archiveOf(userId: string, userType: 'candidate' | 'company'): string {
  const sections = ['auth', 'candidate', 'interviews', 'company', 'billing', 'ingestion'].map((service) => ({
    service,
    data: service === 'auth' ? { user: { id: userId, email: 'someone@example.com', firstName: 'Zoë' } } : {},
  }));
  return `${JSON.stringify(
    { format: 'hiring-marketplace/personal-data', version: 1, generatedAt: '2026-05-04T10:00:00.000Z', account: { userId, userType }, sections },
    null,
    2,
  )}\n`;
}

const linkAnswer = (secret: string): GraphqlAnswer => ({
  data: { requestDataExport: { __typename: 'DataExportLink', url: `/api/me/export/${secret}`, expiresAt: '2026-05-04T11:00:00.000Z' } },
});

interface Served {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

/** Stands in for GET /api/me/export/<secret>: each secret's answer; records the requests. */
async function serveExports(page: Page, answers: Record<string, Served>): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route('**/api/me/export/*', async (route) => {
    requests.push(route.request());
    const secret = new URL(route.request().url()).pathname.split('/').pop() ?? '';
    const answer = answers[secret] ?? { status: 410, body: JSON.stringify({ success: false, error: DATA_EXPORT_MESSAGES.linkGone }) };
    await route.fulfill({ status: answer.status, contentType: 'application/json', body: answer.body, headers: answer.headers });
  });
  return requests;
}

const archiveAnswer = (body: string, fileName: string): Served => ({
  status: 200,
  body,
  headers: {
    'content-type': 'application/json',
    'content-disposition': `attachment; filename="${fileName}"`,
    'content-length': String(Buffer.byteLength(body)),
  },
});

async function openCandidate(handlers: Record<string, Handler>) {
  const page = await harness.open('/login', { session: CANDIDATE });
  const calls = await mockGraphql(page, { CandidateProfile: candidateProfileAnswer(), VerifiedEmails: emailsFixture(), ...handlers });
  await page.goto(`${harness.baseUrl}/#/profile`);
  await shown(page.getByRole('heading', { level: 1, name: 'Your candidate profile' }));
  await page.getByRole('tab', { name: 'Account', exact: true }).click();
  return { page, calls, passwordToggle: page.getByRole('button', { name: 'Change password', exact: true }) };
}

async function openCompany(handlers: Record<string, Handler>) {
  const page = await harness.open('/login', { session: COMPANY });
  const calls = await mockGraphql(page, { ...COMPANY_GRAPHQL, CompanyProfile: companyProfileAnswer(), ...handlers });
  await page.goto(`${harness.baseUrl}/#/profile`);
  await shown(page.getByRole('heading', { level: 1, name: 'Company Profile' }));
  return { page, calls, passwordToggle: page.getByRole('button', { name: 'Change Password', exact: true }) };
}

const section = (page: Page) => page.getByRole('region', { name: 'Your data', exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Download your data' });
const passwordField = (page: Page) => dialog(page).getByLabel('Password', { exact: true });
const openButton = (page: Page) => section(page).getByRole('button', { name: 'Download my data' });
const exportCalls = (calls: GraphqlCall[]) => calls.filter((call) => call.operationName === EXPORT);
const focusedIs = (page: Page, selector: string) => page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector);
const dialogAlert = (page: Page) => dialog(page).getByRole('alert');

/** From the password form's toggle, Tab reaches "Download my data": the section is in the keyboard order. */
async function tabToOpenButton(page: Page, from: ReturnType<Page['getByRole']>): Promise<void> {
  await from.focus();
  for (let presses = 0; presses < 6; presses += 1) {
    await page.keyboard.press('Tab');
    if (await openButton(page).evaluate((button) => button === document.activeElement)) return;
  }
  throw new Error('"Download my data" was not reached with Tab');
}

/** Opens the dialog from the keyboard and checks what a screen reader and a keyboard user get. */
async function openDialogByKeyboard(page: Page, passwordToggle: ReturnType<Page['getByRole']>): Promise<void> {
  await tabToOpenButton(page, passwordToggle);
  await page.keyboard.press('Enter');
  await shown(dialog(page));
  // labelled and described; focus inside, on the password
  await settled(() => expect(dialog(page).getAttribute('aria-describedby')).resolves.toBeTruthy());
  await shown(dialog(page).getByText('Confirm with your password.', { exact: false }));
  await settled(() => expect(passwordField(page).evaluate((input) => input === document.activeElement)).resolves.toBe(true));
  await settled(() => expect(passwordField(page).getAttribute('autocomplete')).resolves.toBe('current-password'));
}

/**
 * The whole export on one profile: Escape closes; an empty password is caught; a wrong one shows
 * the server's text; the right one downloads the served archive; a used link and a collection
 * failure show their texts and take a new password.
 */
async function exportJourney(kind: 'candidate' | 'company') {
  const userId = kind === 'candidate' ? 'u-candidate-1' : 'u-company-1';
  const token = kind === 'candidate' ? 'candidate-token' : 'company-token';
  const archive = archiveOf(userId, kind);
  const fileName = `personal-data-2026-05-04-${kind}.json`;
  const answers: GraphqlAnswer[] = [
    graphqlError(DATA_EXPORT_MESSAGES.passwordWrong, 'BAD_USER_INPUT'),
    linkAnswer('good-secret'),
    linkAnswer('used-secret'),
    linkAnswer('busy-secret'),
  ];
  const handlers = { [EXPORT]: (_call: GraphqlCall, nth: number) => answers[nth - 1] ?? linkAnswer('spare') };
  const { page, calls, passwordToggle } = kind === 'candidate' ? await openCandidate(handlers) : await openCompany(handlers);
  const downloads = await serveExports(page, {
    'good-secret': archiveAnswer(archive, fileName),
    'used-secret': { status: 410, body: JSON.stringify({ success: false, error: DATA_EXPORT_MESSAGES.linkGone }) },
    'busy-secret': { status: 503, body: JSON.stringify({ success: false, error: DATA_EXPORT_MESSAGES.unavailable }) },
  });

  // the section says what the file holds
  await shown(section(page));
  await shown(section(page).getByText(kind === 'candidate' ? /your interviews with their evidence/ : /the token ledger,/));
  await harness.screenshotOf(section(page), `${kind}-01-section`);

  // keyboard: in, and out with Escape (focus back on the button)
  await openDialogByKeyboard(page, passwordToggle);
  await page.keyboard.press('Escape');
  await hidden(dialog(page));
  await settled(() => expect(openButton(page).evaluate((button) => button === document.activeElement)).resolves.toBe(true));

  // nothing typed: asked for it, nothing sent
  await page.keyboard.press('Enter');
  await shown(dialog(page));
  await dialog(page).getByRole('button', { name: 'Download', exact: true }).click();
  await shown(dialogAlert(page).getByText(DATA_EXPORT_MESSAGES.passwordRequired));
  expect(exportCalls(calls)).toHaveLength(0);

  // a wrong password: the server's text in the dialog, the field still there (emptied, marked, focused)
  await passwordField(page).fill('wrong-password');
  // typing clears the complaint
  await settled(() => expect(dialog(page).getByText(DATA_EXPORT_MESSAGES.passwordRequired).count()).resolves.toBe(0));
  await page.keyboard.press('Enter');
  await shown(dialogAlert(page).getByText(DATA_EXPORT_MESSAGES.passwordWrong));
  await settled(() => expect(passwordField(page).getAttribute('aria-invalid')).resolves.toBe('true'));
  await settled(() => expect(passwordField(page).inputValue()).resolves.toBe(''));
  await settled(() => expect(passwordField(page).evaluate((input) => input === document.activeElement)).resolves.toBe(true));
  const describedBy = await passwordField(page).getAttribute('aria-describedby');
  await settled(() => expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toContain(DATA_EXPORT_MESSAGES.passwordWrong));
  await harness.screenshotOf(dialog(page), `${kind}-02-wrong-password`);
  expect(exportCalls(calls).map((call) => call.variables)).toEqual([{ password: 'wrong-password' }]);
  expect(exportCalls(calls)[0]!.authorization).toBe(`Bearer ${token}`);

  // the right one: the link is fetched (without the session's token) and saved under the server's name
  await passwordField(page).fill('right-password');
  const downloaded = page.waitForEvent('download');
  await dialog(page).getByRole('button', { name: 'Download', exact: true }).click();
  const download: Download = await downloaded;
  expect(download.suggestedFilename()).toBe(fileName);
  expect(await readFile((await download.path())!, 'utf8')).toBe(archive);
  const done = dialog(page).getByRole('status');
  await shown(done.getByText('Your data was downloaded.'));
  await shown(done.getByText(fileName));
  await settled(() => expect(focusedIs(page, 'dialog button.btn--primary')).resolves.toBe(true));
  await harness.screenshotOf(dialog(page), `${kind}-03-downloaded`);
  expect(exportCalls(calls).map((call) => call.variables)).toEqual([{ password: 'wrong-password' }, { password: 'right-password' }]);
  expect(downloads.map((request) => [request.method(), new URL(request.url()).pathname])).toEqual([['GET', '/api/me/export/good-secret']]);
  expect(await downloads[0]!.headerValue('authorization')).toBeNull();
  await dialog(page).getByRole('button', { name: 'Done' }).click();
  await hidden(dialog(page));

  // a used link: its text, and the password again for a new one
  await openButton(page).click();
  await settled(() => expect(passwordField(page).inputValue()).resolves.toBe(''));
  await passwordField(page).fill('right-password');
  await page.keyboard.press('Enter');
  await shown(dialogAlert(page).getByText(DATA_EXPORT_MESSAGES.linkGone));
  await settled(() => expect(passwordField(page).inputValue()).resolves.toBe(''));
  await settled(() => expect(passwordField(page).getAttribute('aria-invalid')).resolves.toBeNull());
  await harness.screenshotOf(dialog(page), `${kind}-04-link-gone`);

  // tried again: a collection failure shows its own text
  await passwordField(page).fill('right-password');
  await page.keyboard.press('Enter');
  await shown(dialogAlert(page).getByText(DATA_EXPORT_MESSAGES.unavailable));
  expect(exportCalls(calls)).toHaveLength(4);
  expect(downloads.map((request) => new URL(request.url()).pathname)).toEqual([
    '/api/me/export/good-secret',
    '/api/me/export/used-secret',
    '/api/me/export/busy-secret',
  ]);

  // a typed password goes with the dialog
  await passwordField(page).fill('typed-not-sent');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await hidden(dialog(page));
  await openButton(page).click();
  await settled(() => expect(passwordField(page).inputValue()).resolves.toBe(''));
  await settled(() => expect(dialog(page).getByText(DATA_EXPORT_MESSAGES.unavailable).count()).resolves.toBe(0));
  expect(exportCalls(calls)).toHaveLength(4);
}

describe('download my data', () => {
  test('a candidate: wrong password, the download under its name with the bytes served, a used link, a failure', async () => {
    await exportJourney('candidate');
  });

  test('a company: the same on the User Account tab', async () => {
    await exportJourney('company');
  });

  test('a slow download shows its real progress, then saves; without a length the bar is indeterminate', async () => {
    const archive = archiveOf('u-candidate-1', 'candidate').padEnd(40_000, ' ');
    const half = 20_000;
    const release = { sized: gate(), unsized: gate() };
    // page.route delivers a body at once: this link is a real endpoint that sends half, then waits
    harness.serverHook = (req, res) => {
      const secret = req.url?.match(/^\/api\/me\/export\/(sized|unsized)$/)?.[1] as 'sized' | 'unsized' | undefined;
      if (req.method !== 'GET' || !secret) return false;
      res.writeHead(200, {
        'Content-Type': 'application/json',
        'Content-Disposition': `attachment; filename="personal-data-${secret}.json"`,
        ...(secret === 'sized' ? { 'Content-Length': String(Buffer.byteLength(archive)) } : {}),
      });
      res.write(archive.slice(0, half));
      void release[secret].opened.then(() => res.end(archive.slice(half)));
      return true;
    };
    try {
      const { page } = await openCandidate({ [EXPORT]: (_call, nth) => linkAnswer(nth === 1 ? 'sized' : 'unsized') });
      const bar = dialog(page).getByRole('progressbar', { name: 'Downloading your data...' });

      await openButton(page).click();
      await passwordField(page).fill('right-password');
      let downloaded = page.waitForEvent('download');
      await page.keyboard.press('Enter');
      await shown(bar);
      await settled(() => expect(bar.getAttribute('aria-valuenow')).resolves.toBe('50'));
      await settled(() => expect(bar.getAttribute('aria-valuetext')).resolves.toBe('50% (20.0 kB of 40.0 kB)'));
      // keyboard users land on Cancel while it runs
      await settled(() => expect(focusedIs(page, 'dialog button.btn--secondary')).resolves.toBe(true));
      await harness.screenshotOf(dialog(page), 'candidate-05-progress');
      release.sized.open();
      let download = await downloaded;
      expect(download.suggestedFilename()).toBe('personal-data-sized.json');
      expect(await readFile((await download.path())!, 'utf8')).toBe(archive);
      await shown(dialog(page).getByRole('status').getByText('Your data was downloaded.'));
      await dialog(page).getByRole('button', { name: 'Done' }).click();

      await openButton(page).click();
      await passwordField(page).fill('right-password');
      downloaded = page.waitForEvent('download');
      await page.keyboard.press('Enter');
      await shown(bar);
      await settled(() => expect(bar.getAttribute('aria-valuetext')).resolves.toBe('20.0 kB received'));
      expect(await bar.getAttribute('aria-valuenow')).toBeNull();
      release.unsized.open();
      download = await downloaded;
      expect(download.suggestedFilename()).toBe('personal-data-unsized.json');
      expect(await readFile((await download.path())!, 'utf8')).toBe(archive);
      await shown(dialog(page).getByRole('status').getByText('personal-data-unsized.json'));
    } finally {
      release.sized.open();
      release.unsized.open();
      harness.serverHook = null;
    }
  });
});
