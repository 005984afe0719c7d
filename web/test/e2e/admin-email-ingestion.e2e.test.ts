/**
 * Browser tests of the admin email ingestion page (docs/product/screens.md#admin-email-ingestion; the admin status entity,
 * calls and errors of sections 3, 5, 7, 8 and 9) with the GraphQL API stood in: the status, the
 * manual trigger with its result and the status fetched again after 2 s, the test analysis with
 * the spec's alert, the error texts, and the "not allowed" page for anyone but an admin. The
 * journey against the real back end (a real mailbox) is journeys/admin-email-ingestion.e2e.test.ts.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { BrowserHarness, CANDIDATE_USER, eventually, gate, hidden, horizontalOverflow, mockApi, shown, settled } from './browser.js';
import { mockGraphql, operationCalls as callsTo, type GraphqlHandler } from './company.fixtures.js';

const harness = new BrowserHarness('admin');
const ADMIN = { token: 'admin-token', user: { ...CANDIDATE_USER, id: 'u-admin', email: 'admin@hiring.example', first_name: 'Ada', is_admin: true } };
const CANDIDATE = { token: 'candidate-token', user: { ...CANDIDATE_USER, is_admin: false } };

const STATUS = 'AdminEmailIngestionStatus';
const TRIGGER = 'TriggerEmailIngestion';
const ANALYSIS = 'AnalyzeInterviewEmail';

beforeAll(() => harness.start());
afterAll(() => harness.stop());
afterEach(() => harness.closePage());

type Handlers = Record<string, GraphqlHandler>;

const email = (id: string, fields: Record<string, unknown>) => ({
  __typename: 'IngestedEmail',
  id,
  reason: null,
  outcome: null,
  outcomeReason: null,
  ...fields,
});

/** The AdminEmailIngestionStatus answer; `extra` replaces fields of the mailbox status. */
function statusFixture(extra: Record<string, unknown> = {}) {
  return {
    data: {
      emailIngestionStatus: {
        __typename: 'EmailIngestionStatus',
        serviceConfigured: true,
        emailUser: 'interviews@ingest.hiring.example',
        processedEmailsCount: 42,
        recentInterviewsWeek: 7,
        pollIntervalSeconds: 60,
        lastPoll: {
          __typename: 'EmailIngestionPoll',
          startedAt: '2026-11-22T09:59:58.000Z',
          finishedAt: '2026-11-22T10:00:00.000Z',
          newMessages: 3,
          forwarded: 2,
          ignored: 1,
          duplicates: 0,
          failed: 0,
          error: null,
          takenElsewhere: 0,
          remaining: 0,
        },
        recentEmails: [
          email('m3', {
            forwarderEmail: 'ada@example.com',
            subject: 'Fwd: Your onsite interview with Acme',
            receivedAt: '2026-11-22T09:58:00.000Z',
            status: 'forwarded',
            outcome: 'recorded',
          }),
          email('m2', {
            forwarderEmail: 'grace@example.com',
            subject: 'Fwd: Technical screen with Initech',
            receivedAt: '2026-11-22T09:57:00.000Z',
            status: 'forwarded',
            outcome: 'recorded_private',
            outcomeReason: 'Verification found issues: this interview is private and not shown to companies.',
          }),
          email('m1', {
            forwarderEmail: 'newsletter@jobs.example',
            subject: 'Weekly jobs',
            receivedAt: '2026-11-22T09:55:00.000Z',
            status: 'ignored',
            reason: 'an automatic message (auto-reply, bounce or mailing list)',
          }),
        ],
        ...extra,
      },
      interviewExtractorStatus: { __typename: 'InterviewExtractorStatus', openaiConfigured: false, model: null },
    },
  };
}

const ANALYSIS_ANSWER = {
  data: {
    analyzeInterviewEmail: {
      __typename: 'InterviewEmailAnalysis',
      isInterviewRelated: true,
      companyName: 'Lattice Robotics',
      companyDomain: 'latticerobotics.com',
      interviewStage: 'technical_screen',
      stageLabel: 'Technical Screen',
      interviewDate: '2026-11-12',
      position: 'Senior Software Engineer, Perception',
      jobFamily: 'software-engineering',
      jobTitle: 'Senior Software Engineer',
      summary: 'Technical Screen interview with Lattice Robotics for the Senior Software Engineer, Perception position (2026-11-12).',
      extractedBy: 'heuristic',
      forwarded: null,
    },
  },
};

const failure = (message: string, code: string) => ({ errors: [{ message, extensions: { code } }] });

async function openAdmin(
  handlers: Handlers = {},
  options: { session?: typeof ADMIN | typeof CANDIDATE; viewport?: { width: number; height: number }; fakeClock?: boolean } = {},
) {
  const page = await harness.open('/login', { session: options.session ?? ADMIN, viewport: options.viewport, fakeClock: options.fakeClock });
  const calls = await mockGraphql(page, { [STATUS]: statusFixture(), ...handlers });
  await page.goto(`${harness.baseUrl}/#/admin/email-ingestion`);
  return { page, calls };
}

const heading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Email ingestion' });
const statusCard = (page: Page) => page.getByRole('region', { name: 'Service status' });
const alertText = (page: Page, text: string) => page.getByRole('alert').getByText(text, { exact: true });
const statusText = (page: Page, text: string) => page.getByRole('status').getByText(text, { exact: true });

describe('admin email ingestion: status', () => {
  test('shows the service status fields, the last check and the recent emails with what became of them', async () => {
    const { page, calls } = await openAdmin();
    await shown(heading(page));
    await shown(statusCard(page).getByText('Configured', { exact: true }));
    expect(callsTo(calls, STATUS)[0]!.authorization).toBe('Bearer admin-token');
    await shown(statusCard(page).getByText('interviews@ingest.hiring.example'));
    await shown(statusCard(page).getByText('Heuristic (no OpenAI key)'));
    await settled(() => expect(page.getByTestId('processed-emails-count').textContent()).resolves.toBe('42'));
    await settled(() => expect(page.getByTestId('recent-interviews-week').textContent()).resolves.toBe('7'));
    await shown(statusCard(page).getByText(/Checks: Every minute\. Last check .*: 3 new, 2 sent for processing, 1 ignored\./));

    const rows = page.getByRole('region', { name: 'Recent emails' }).locator('tbody tr');
    await settled(() => expect(rows.count()).resolves.toBe(3));
    await settled(() => expect(rows.nth(0).innerText()).resolves.toMatch(/ada@example\.com\s+Fwd: Your onsite interview with Acme\s+Recorded/));
    await settled(() => expect(rows.nth(1).innerText()).resolves.toMatch(/Recorded as private\s*Verification found issues/));
    await settled(() => expect(rows.nth(2).innerText()).resolves.toMatch(/Ignored\s*an automatic message/));
    await harness.screenshot(page, '01-status');
  });

  test('an unconfigured service says so and how to configure it', async () => {
    const { page } = await openAdmin({
      [STATUS]: statusFixture({
        serviceConfigured: false,
        emailUser: null,
        pollIntervalSeconds: 0,
        lastPoll: null,
        recentEmails: [],
        processedEmailsCount: 0,
        recentInterviewsWeek: 0,
      }),
    });
    await shown(statusCard(page).getByText('Not configured', { exact: true }));
    await shown(statusCard(page).getByText('Not set', { exact: true }));
    await shown(statusCard(page).getByText(/Set INGESTION_IMAP_URL on the ingestion service/));
    await shown(page.getByText('No emails processed yet.'));
  });

  test('a failed status load shows the server text (else the page text) and can be tried again', async () => {
    const { page, calls } = await openAdmin({
      [STATUS]: (_call, nth) => (nth === 1 ? { status: 500 } : nth === 2 ? failure('Service unavailable', 'SERVICE_UNAVAILABLE') : statusFixture()),
    });
    await shown(alertText(page, 'Failed to load the email ingestion status'));
    await page.getByRole('button', { name: 'Try again' }).click();
    await shown(alertText(page, 'Service unavailable'));
    await page.getByRole('button', { name: 'Try again' }).click();
    await shown(statusCard(page));
    expect(callsTo(calls, STATUS)).toHaveLength(3);
  });
});

describe('admin email ingestion: the manual trigger', () => {
  test('shows the result with a tick and fetches the status again exactly 2 s later', async () => {
    const check = gate();
    let processed = 42;
    const { page, calls } = await openAdmin(
      {
        [STATUS]: () => statusFixture({ processedEmailsCount: processed, recentInterviewsWeek: processed === 42 ? 7 : 8 }),
        [TRIGGER]: () => {
          processed = 43;
          const poll = { ...statusFixture().data.emailIngestionStatus.lastPoll, newMessages: 1, forwarded: 1, ignored: 0 };
          return {
            data: {
              triggerEmailIngestion: {
                __typename: 'EmailIngestionTriggerResult',
                message: 'Email check complete: 1 new message; 1 email sent for processing.',
                poll,
              },
            },
            until: check.opened,
          };
        },
      },
      { fakeClock: true },
    );
    await shown(statusCard(page));
    const button = page.getByRole('button', { name: 'Check for new emails' });
    await button.click();
    await shown(page.getByRole('button', { name: 'Checking for emails…' }));
    await settled(() => expect(page.getByRole('button', { name: 'Checking for emails…' }).isDisabled()).resolves.toBe(true));
    check.open();
    await shown(statusText(page, 'Email check complete: 1 new message; 1 email sent for processing.'));
    await settled(() => expect(statusCard(page).locator('.admin-notice__mark').textContent()).resolves.toBe('✓'));
    expect(callsTo(calls, TRIGGER)).toHaveLength(1);
    expect(callsTo(calls, TRIGGER)[0]!.authorization).toBe('Bearer admin-token');
    await harness.screenshot(page, '02-trigger-result');

    expect(callsTo(calls, STATUS)).toHaveLength(1);
    await page.clock.runFor(1_900);
    // Deliberate: real time for a fetch the page must not make yet (its clock is fake) to show up.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(callsTo(calls, STATUS)).toHaveLength(1);
    await page.clock.runFor(100);
    await eventually(() => callsTo(calls, STATUS).length === 2, 'the status fetched again');
    await eventually(async () => (await page.getByTestId('processed-emails-count').textContent()) === '43', 'the new count');
    await settled(() => expect(page.getByTestId('recent-interviews-week').textContent()).resolves.toBe('8'));
    // the result stays until the next check
    await shown(statusText(page, 'Email check complete: 1 new message; 1 email sent for processing.'));
  });

  test('a failed check shows the server error with a cross (else "Failed to trigger email check"), and the status is still fetched again', async () => {
    const { page, calls } = await openAdmin(
      {
        [TRIGGER]: (_call, nth) =>
          nth === 1 ? failure('Could not log in to the ingestion mailbox: Authentication failed.', 'SERVICE_UNAVAILABLE') : { status: 500 },
      },
      { fakeClock: true },
    );
    await shown(statusCard(page));
    await page.getByRole('button', { name: 'Check for new emails' }).click();
    await shown(alertText(page, 'Could not log in to the ingestion mailbox: Authentication failed.'));
    await settled(() => expect(statusCard(page).getByRole('alert').locator('.admin-notice__mark').textContent()).resolves.toBe('✕'));
    await harness.screenshot(page, '03-trigger-error');
    await page.clock.runFor(2_000);
    await eventually(() => callsTo(calls, STATUS).length === 2, 'the status fetched again after a failure');

    await page.getByRole('button', { name: 'Check for new emails' }).click();
    await shown(alertText(page, 'Failed to trigger email check'));
  });
});

describe('admin email ingestion: test analysis', () => {
  test('needs a subject or a body (the spec alert, nothing sent), then shows the analysis', async () => {
    const { page, calls } = await openAdmin({ [ANALYSIS]: ANALYSIS_ANSWER });
    await shown(statusCard(page));
    const form = page.getByRole('region', { name: 'Test analysis' });
    await form.getByLabel('Sender email').fill('no-reply@us.greenhouse-mail.io');
    await form.getByRole('button', { name: 'Analyze email' }).click();
    await shown(alertText(page, 'Please provide at least a subject or body'));
    await settled(() => expect(form.getByRole('alert').locator('.admin-notice__mark').textContent()).resolves.toBe('✕'));
    await form.getByLabel('Subject').fill('   ');
    await form.getByRole('button', { name: 'Analyze email' }).click();
    expect(callsTo(calls, ANALYSIS)).toEqual([]);
    await harness.screenshotOf(form, '04-analysis-alert');

    await form.getByLabel('Subject').fill('Technical screen confirmed: Lattice Robotics');
    await form.getByLabel('Body').fill('Your technical screen for Senior Software Engineer, Perception is confirmed for November 12.');
    await form.getByRole('button', { name: 'Analyze email' }).click();
    const result = form.getByRole('region', { name: 'Analysis' });
    await shown(result);
    await settled(() => expect(form.getByRole('alert').textContent()).resolves.toBe(''));
    expect(callsTo(calls, ANALYSIS)[0]!.variables).toEqual({
      subject: 'Technical screen confirmed: Lattice Robotics',
      body: 'Your technical screen for Senior Software Engineer, Perception is confirmed for November 12.',
      senderEmail: 'no-reply@us.greenhouse-mail.io',
    });
    expect(callsTo(calls, ANALYSIS)[0]!.authorization).toBe('Bearer admin-token');
    const text = await result.innerText();
    expect(text).toMatch(/Interview related/i);
    expect(text).toMatch(/Company\s+Lattice Robotics/i);
    expect(text).toMatch(/Company domain\s+latticerobotics\.com/i);
    expect(text).toMatch(/Stage\s+Technical Screen/i);
    expect(text).toMatch(/Interview date\s+2026-11-12/i);
    expect(text).toMatch(/Job family and title\s+Senior Software Engineer \(Software Engineering\)/i);
    expect(text).toMatch(/Read by\s+Heuristic extractor/i);
    expect(text).toMatch(/Forward\s+Not a forward/i);
    await shown(result.getByText('Nothing was stored.'));
    await harness.screenshotOf(form, '05-analysis-result');
  });

  test('a failed analysis shows the server error, else "Failed to test email analysis"', async () => {
    const { page } = await openAdmin({
      [ANALYSIS]: (_call, nth) => (nth === 1 ? failure('Please provide a valid sender email address', 'BAD_USER_INPUT') : { status: 502 }),
    });
    await shown(statusCard(page));
    const form = page.getByRole('region', { name: 'Test analysis' });
    await form.getByLabel('Body').fill('Hello');
    await form.getByLabel('Sender email').fill('not an address');
    await form.getByRole('button', { name: 'Analyze email' }).click();
    await shown(alertText(page, 'Please provide a valid sender email address'));
    await form.getByRole('button', { name: 'Analyze email' }).click();
    await shown(alertText(page, 'Failed to test email analysis'));
  });
});

describe('admin email ingestion: who may see it', () => {
  test('a signed-in user who is not an admin gets a clear "not allowed" page and no admin call is made', async () => {
    const { page, calls } = await openAdmin({}, { session: CANDIDATE });
    await shown(page.getByRole('heading', { level: 1, name: 'Not allowed' }));
    await shown(page.getByText(`The email ingestion page is for administrators only. Your account (${CANDIDATE_USER.email}) does not have admin rights.`));
    await shown(page.getByRole('link', { name: 'Back to dashboard' }));
    expect(calls.filter((call) => [STATUS, TRIGGER, ANALYSIS].includes(call.operationName))).toEqual([]);
    // no way in from the navigation either
    await hidden(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }));
    await harness.screenshot(page, '06-not-allowed');
  });

  test('an administrator finds the page in the navigation', async () => {
    const { page } = await openAdmin();
    await shown(heading(page));
    const link = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' });
    await shown(link);
    expect(await link.getAttribute('href')).toBe('#/admin/email-ingestion');
  });

  test('a stored admin flag the server does not accept (403) shows the same page', async () => {
    const { page } = await openAdmin({ [STATUS]: failure('Admin access required', 'FORBIDDEN') });
    await shown(page.getByRole('heading', { level: 1, name: 'Not allowed' }));
  });

  test('a visitor without a session is sent to /login', async () => {
    const page = await harness.open('/admin/email-ingestion');
    await mockApi(page, {});
    await eventually(() => new URL(page.url()).hash.startsWith('#/login'), 'the redirect to /login');
  });
});

describe('admin email ingestion: small screens', () => {
  test('fits a 390 px wide phone without horizontal scrolling', async () => {
    const { page } = await openAdmin({ [ANALYSIS]: ANALYSIS_ANSWER }, { viewport: { width: 390, height: 844 } });
    await shown(statusCard(page));
    const form = page.getByRole('region', { name: 'Test analysis' });
    await form.getByLabel('Subject').fill('Technical screen');
    await form.getByRole('button', { name: 'Analyze email' }).click();
    await shown(form.getByRole('region', { name: 'Analysis' }));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await harness.screenshot(page, '07-mobile');
  });
});
