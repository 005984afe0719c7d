/**
 * Browser tests of the candidate dashboard (docs/product/screens.md#dashboard: Dashboard, getting-started checklist,
 * ranking cards, Rankings modal, referrals, sections 3-9) with the GraphQL query and the
 * referral mutation stood in: the loading state, the welcome, the checklist and its banner, the
 * referral slots and form with their texts, the ranking cards, the Rankings modal's empty state,
 * the upload modal and the support link.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import {
  BrowserHarness,
  gate,
  CANDIDATE_USER,
  COMPANY_USER,
  hidden,
  horizontalOverflow,
  mockApi,
  shown,
  type MockAnswer,
  type MockHandler,
  settled,
} from './browser.js';
import { dashboardData, mockGraphql, type DashboardOptions, type GraphqlAnswer, type GraphqlCall } from './candidate.fixtures.js';

const harness = new BrowserHarness('candidate');
const CANDIDATE = { token: 'candidate-token', user: CANDIDATE_USER };

beforeAll(() => harness.start());
afterAll(() => harness.stop());
afterEach(() => harness.closePage());

async function openDashboard(
  options: {
    data?: DashboardOptions | ((nth: number) => DashboardOptions);
    graphql?: GraphqlAnswer;
    /** Stand-ins of further operations (the referral mutation). */
    operations?: Record<string, GraphqlAnswer | ((call: GraphqlCall, nth: number) => GraphqlAnswer)>;
    rest?: Record<string, MockHandler | MockAnswer>;
    viewport?: { width: number; height: number };
  } = {},
) {
  const page = await harness.open('/login', { session: CANDIDATE, viewport: options.viewport });
  const graphql = await mockGraphql(page, {
    Me: {
      data: {
        me: {
          __typename: 'User',
          id: 'u-candidate-1',
          email: 'ada@example.com',
          userType: 'candidate',
          isAdmin: false,
          firstName: 'Ada',
          candidateProfile: null,
          companyProfile: null,
        },
      },
    },
    CandidateDashboard: (_call, nth) => options.graphql ?? { data: dashboardData(typeof options.data === 'function' ? options.data(nth) : options.data) },
    ...options.operations,
  });
  const calls = await mockApi(page, options.rest ?? {});
  await page.goto(`${harness.baseUrl}/#/dashboard`);
  return { page, graphql, calls };
}

const checklistCard = (page: Page) => page.getByRole('region', { name: 'Getting started' });
const card = (page: Page, key: string) => page.locator(`[data-ranking="${key}"]`);

describe('candidate dashboard', () => {
  test("loading state, then the welcome with the candidate's first name and the tagline", async () => {
    const answer = gate();
    const { page, graphql } = await openDashboard({ graphql: { data: dashboardData({ firstName: 'Augusta' }), until: answer.opened } });
    await shown(page.getByText('Loading dashboard...'));
    answer.open();
    await shown(page.getByRole('heading', { level: 1, name: 'Welcome, Augusta' }));
    await shown(page.getByText('Share your story. Get noticed. Land your dream job.'));
    // one query brings the whole dashboard
    expect(graphql.filter((c) => c.operationName === 'CandidateDashboard')).toHaveLength(1);
  });

  test('the checklist: progress x/3, links, referral slots Invited or Signed up', async () => {
    const { page } = await openDashboard({
      data: {
        totalInterviews: 2,
        referrals: [
          { name: 'Grace Hopper', signedUp: true },
          { name: 'Katherine Johnson', signedUp: false },
        ],
      },
    });
    const checklist = checklistCard(page);
    await shown(checklist);
    await settled(() => expect(checklist.locator('.checklist__progress-text').textContent()).resolves.toBe('1/3'));
    await settled(() => expect(checklist.getByRole('link', { name: 'Upload at least 3 interviews' }).getAttribute('href')).resolves.toBe('#/interviews'));
    await settled(() => expect(checklist.getByRole('link', { name: 'Add your work history' }).getAttribute('href')).resolves.toBe('#/profile'));
    await shown(checklist.getByText('2/3 interviews uploaded'));
    await settled(() => expect(checklist.locator('[data-item="work-history"]').getAttribute('class')).resolves.toContain('is-done'));
    await settled(() => expect(checklist.locator('[data-item="interviews"]').getAttribute('class')).resolves.not.toContain('is-done'));
    const slots = checklist.getByRole('list', { name: 'Referrals' }).getByRole('listitem');
    await settled(() => expect(slots.allInnerTexts()).resolves.toEqual(['Grace Hopper\nSigned up', 'Katherine Johnson\nInvited', 'Open invitation']));
    await settled(() => expect(page.getByText("Profile complete! You're now discoverable.").count()).resolves.toBe(0));
    await harness.screenshot(page, '10-dashboard');
  });

  test('issue 32: coming back to the tab reads the dashboard again while an invitation is open, so a friend who registered reads Signed up', async () => {
    const { page, graphql } = await openDashboard({
      data: (nth) => ({ referrals: [{ name: 'Katherine Johnson', signedUp: nth > 1 }] }),
    });
    const slots = checklistCard(page).getByRole('list', { name: 'Referrals' }).getByRole('listitem');
    await settled(() => expect(slots.first().innerText()).resolves.toBe('Katherine Johnson\nInvited'));
    const reads = () => graphql.filter((c) => c.operationName === 'CandidateDashboard').length;
    expect(reads()).toBe(1);
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await settled(() => expect(slots.first().innerText()).resolves.toBe('Katherine Johnson\nSigned up'));
    expect(reads()).toBe(2);
    // Nothing open any more: the next return reads nothing.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(reads()).toBe(2);
  });

  test("all done: 3/3 and the banner 'Profile complete! You're now discoverable.'; no more invitations; the real interview count", async () => {
    const { page } = await openDashboard({
      data: {
        totalInterviews: 8,
        referrals: [
          { name: 'Grace Hopper', signedUp: true },
          { name: 'Katherine Johnson', signedUp: false },
          { name: 'Dorothy Vaughan', signedUp: true },
        ],
      },
    });
    const checklist = checklistCard(page);
    await shown(checklist.getByText("Profile complete! You're now discoverable."));
    await settled(() => expect(checklist.locator('.checklist__progress-text').textContent()).resolves.toBe('3/3'));
    // 8 uploads read as 8, not a capped 3/3 (issue 16)
    await shown(checklist.locator('[data-item="interviews"]').getByText('8 interviews uploaded', { exact: true }));
    await settled(() => expect(checklist.locator('[data-item="interviews"]').getAttribute('class')).resolves.toContain('is-done'));
    await settled(() => expect(checklist.getByRole('button', { name: 'Invite a friend' }).count()).resolves.toBe(0));
    await harness.screenshot(page, '11-dashboard-complete');
  });

  test('the referral form: required fields, the mutation, the refreshed slots; failures show the server text, else the default', async () => {
    const referral = {
      __typename: 'Referral',
      id: 'ref-1',
      refereeFirstName: 'Grace',
      refereeLastName: 'Hopper',
      refereeEmail: 'grace@friends.test',
      hasSignedUp: false,
      sentAt: '2026-03-01T10:00:00.000Z',
    };
    const { page, graphql } = await openDashboard({
      data: (nth) => ({ referrals: nth === 1 ? [] : [{ name: 'Grace Hopper', signedUp: false }] }),
      operations: {
        SendReferral: (_call, nth) =>
          nth === 1
            ? { data: { sendReferral: { __typename: 'ReferralResult', success: true, message: 'Invitation sent to Grace!', referral } } }
            : nth === 2
              ? { errors: [{ message: 'You have already referred this person', extensions: { code: 'CONFLICT' } }] }
              : { status: 500 },
      },
    });
    const sent = () => graphql.filter((c) => c.operationName === 'SendReferral');
    const checklist = checklistCard(page);
    await checklist.getByRole('button', { name: 'Invite a friend' }).click();
    const form = checklist.getByRole('form', { name: 'Invite a friend' });
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await shown(form.getByRole('alert').getByText('Please fill in first name, last name, and email'));
    expect(sent()).toHaveLength(0);
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Last name').fill('Hopper');
    await form.getByLabel('Email').fill('grace@friends.test');
    await harness.screenshot(page, '12-dashboard-referral-form');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await shown(checklist.getByRole('status').getByText('Invitation sent to Grace!'));
    expect(sent()[0]!.variables).toEqual({ input: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@friends.test' } });
    // the dashboard query runs again: the slot shows the friend
    await shown(checklist.getByRole('list', { name: 'Referrals' }).getByText('Grace Hopper'));
    expect(graphql.filter((c) => c.operationName === 'CandidateDashboard').length).toBeGreaterThanOrEqual(2);

    await checklist.getByRole('button', { name: 'Invite a friend' }).click();
    await form.getByLabel('First name').fill('Grace');
    await form.getByLabel('Last name').fill('Hopper');
    await form.getByLabel('Email').fill('grace@friends.test');
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await shown(form.getByRole('alert').getByText('You have already referred this person'));
    await form.getByRole('button', { name: 'Send invitation' }).click();
    await shown(form.getByRole('alert').getByText('Failed to send referral'));
    await form.getByRole('button', { name: 'Cancel' }).click();
    await hidden(form);
  });

  test('ranking cards: count, percentile in one format, bar width and rounded platform average; Company Interest only when it exists', async () => {
    const { page } = await openDashboard({ data: { totalInterviews: 5 } });
    await shown(card(page, 'total_interviews'));
    await settled(() =>
      expect(page.locator('[data-ranking]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-ranking')))).resolves.toEqual([
        'total_interviews',
        'offers_received',
        'onsites_received',
      ]),
    );
    await settled(() => expect(card(page, 'total_interviews').innerText()).resolves.toMatch(/Total Interviews\s+5\s+92nd percentile\s+Platform average: 1.8$/));
    // issue 32: the server's labels mixed "Top 25%" and "40th percentile" in one row; the cards say one thing
    await settled(() => expect(card(page, 'offers_received').locator('.ranking-card__label').textContent()).resolves.toBe('78th percentile'));
    await settled(() => expect(card(page, 'onsites_received').locator('.ranking-card__label').textContent()).resolves.toBe('40th percentile'));
    await settled(() =>
      expect(
        card(page, 'total_interviews')
          .locator('.ranking-card__fill')
          .evaluate((n) => (n as HTMLElement).style.width),
      ).resolves.toBe('92%'),
    );
    await settled(() => expect(card(page, 'onsites_received').getByRole('meter').getAttribute('aria-valuenow')).resolves.toBe('40'));
    await harness.closePage();

    const withInterest = await openDashboard({ data: { companyInterest: true } });
    await shown(card(withInterest.page, 'profile_unlocks'));
    await settled(() =>
      expect(card(withInterest.page, 'profile_unlocks').innerText()).resolves.toMatch(/Company Interest\s+4\s+55th percentile\s+Platform average: 0.5/),
    );
    await settled(() =>
      expect(
        card(withInterest.page, 'profile_unlocks')
          .locator('.ranking-card__fill')
          .evaluate((n) => (n as HTMLElement).style.width),
      ).resolves.toBe('55%'),
    );
    await harness.screenshot(withInterest.page, '13-dashboard-company-interest');
  });

  test('issue 32: at zero interviews the rankings block is an empty state, not "5th percentile"; a zero count has no percentile', async () => {
    const { page } = await openDashboard({ data: { totalInterviews: 0, referrals: [] } });
    const block = page.getByRole('region', { name: 'Your rankings' });
    await shown(block.getByText('No rankings yet'));
    await settled(() => expect(block.locator('[data-ranking]').count()).resolves.toBe(0));
    await settled(() => expect(block.innerText()).resolves.not.toMatch(/percentile/));
    await block.getByRole('button', { name: 'Upload your interview emails' }).click();
    await shown(page.getByRole('dialog', { name: 'Upload interview emails' }));
    await harness.closePage();

    const some = await openDashboard({ data: { totalInterviews: 3, offers: 0 } });
    const offers = card(some.page, 'offers_received');
    await settled(() => expect(offers.locator('.ranking-card__label').textContent()).resolves.toBe('No offers yet'));
    await settled(() => expect(offers.getByRole('meter').getAttribute('aria-valuenow')).resolves.toBe('0'));
    await settled(() => expect(offers.locator('.ranking-card__fill').evaluate((n) => (n as HTMLElement).style.width)).resolves.toBe('0%'));
  });

  test('issue 32: who unlocked you, newest first with the proven domain; an empty state before the first unlock', async () => {
    const { page } = await openDashboard({
      data: {
        unlockedBy: [
          { companyName: 'Brightpath Labs', companyDomain: 'brightpath-labs.com', unlockedAt: '2026-11-30T10:00:00.000Z' },
          { companyName: null, companyDomain: null, unlockedAt: '2026-10-01T10:00:00.000Z' },
        ],
      },
    });
    const block = page.getByRole('region', { name: 'Who unlocked you' });
    await settled(() =>
      expect(block.getByRole('listitem').allInnerTexts()).resolves.toEqual(['Brightpath Labs (brightpath-labs.com)\nNov 30, 2026', 'A company\nOct 1, 2026']),
    );
    await harness.screenshot(page, '15-who-unlocked-you');
    await harness.closePage();

    const none = await openDashboard();
    await shown(none.page.getByRole('region', { name: 'Who unlocked you' }).getByText(/No company has unlocked your profile yet/));
  });

  test('a part that fails is left out (ranking stats empty), the rest shows', async () => {
    const data = dashboardData({ rankings: false });
    const { page } = await openDashboard({ graphql: { data, errors: [{ message: 'Internal server error', path: ['rankingStats'] }] } });
    await shown(checklistCard(page));
    await settled(() => expect(page.getByRole('region', { name: 'Your rankings' }).count()).resolves.toBe(0));
  });

  test("the Rankings modal: 'Your Rankings' with Total Interviews and Companies; at 0, 'No data yet' and the upload button", async () => {
    const { page } = await openDashboard({ data: { totalInterviews: 0, referrals: [] } });
    await page.getByRole('button', { name: 'View your rankings' }).click();
    const modal = page.getByRole('dialog', { name: 'Your Rankings' });
    await shown(modal);
    await settled(() => expect(modal.locator('.rankings-summary').innerText()).resolves.toMatch(/Total Interviews\s+0\s+Companies\s+0/));
    await shown(modal.getByText('No data yet'));
    await harness.screenshot(page, '14-dashboard-rankings-empty', false);
    await modal.getByRole('button', { name: 'Upload interview emails' }).click();
    await hidden(modal);
    await shown(page.getByRole('dialog', { name: 'Upload interview emails' }));
    await page.getByRole('dialog', { name: 'Upload interview emails' }).getByRole('button', { name: 'Close' }).click();
    await harness.closePage();

    const withData = await openDashboard({ data: { totalInterviews: 3 } });
    await withData.page.getByRole('button', { name: 'View your rankings' }).click();
    const filled = withData.page.getByRole('dialog', { name: 'Your Rankings' });
    await settled(() => expect(filled.locator('.rankings-summary').innerText()).resolves.toMatch(/Total Interviews\s+3\s+Companies\s+2/));
    await settled(() => expect(filled.getByText('No data yet').count()).resolves.toBe(0));
    // issue 32: the modal shows the rankings and says what a percentile means
    const rows = filled.locator('[data-ranking-row]');
    await settled(() =>
      expect(rows.allInnerTexts()).resolves.toEqual([
        'Total Interviews\t3\t92nd percentile\t1.8',
        'Offers Received\t1\t78th percentile\t0.3',
        'Onsites Received\t1\t40th percentile\t1',
      ]),
    );
    await shown(filled.getByText(/The 75th percentile means you have more than about three quarters of them/));
    await harness.screenshot(withData.page, '14b-dashboard-rankings', false);
  });

  test('the upload button opens the upload modal; the support link mails support', async () => {
    const { page } = await openDashboard();
    await page.getByRole('button', { name: 'Upload interview emails' }).click();
    await shown(page.getByRole('dialog', { name: 'Upload interview emails' }));
    await page.keyboard.press('Escape');
    await hidden(page.getByRole('dialog', { name: 'Upload interview emails' }));
    await settled(() =>
      expect(page.getByRole('link', { name: /Contact support/ }).getAttribute('href')).resolves.toBe('mailto:support@interviewproof.example'),
    );
  });

  test('no horizontal overflow at 375 px', async () => {
    const { page } = await openDashboard({ viewport: { width: 375, height: 800 }, data: { companyInterest: true } });
    await shown(checklistCard(page));
    await checklistCard(page).getByRole('button', { name: 'Invite a friend' }).click();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await harness.screenshot(page, '15-dashboard-375');
  });

  test('a company user gets the company view, not this one', async () => {
    const page = await harness.open('/login', { session: { token: 'company-token', user: COMPANY_USER } });
    const graphql = await mockGraphql(page, {});
    await mockApi(page, {});
    await page.goto(`${harness.baseUrl}/#/dashboard`);
    await shown(page.getByRole('heading', { level: 1, name: /^Welcome, / }));
    await page.waitForTimeout(300);
    expect(graphql.filter((c) => c.operationName === 'CandidateDashboard')).toHaveLength(0);
    await settled(() => expect(page.getByRole('region', { name: 'Getting started' }).count()).resolves.toBe(0));
  });
});
