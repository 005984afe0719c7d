/**
 * Browser tests of the company dashboard (docs/product/screens.md#dashboard; docs/product/screens.md#token-purchase) against
 * the GraphQL stand-in: the tiles, the tokens tile with or without a subscription, the navigation
 * cards, the top stages and the welcome block. Build first (`npm run build -w web`); screenshots
 * in artifacts/screenshots/company/dashboard/.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { BrowserHarness, eventually, gate, hidden, horizontalOverflow, shown, settled } from './browser.js';
import {
  confirmSpend,
  COMPANY,
  NO_SUBSCRIPTION,
  PROFESSIONAL,
  STARTER,
  checkoutAnswer,
  graphqlError,
  mockGraphql,
  operationCalls,
  searchStats,
  subscriptionAnswer,
  tokensAnswer,
  type GraphqlCall,
  type GraphqlHandler,
} from './company.fixtures.js';

const STATS = 'CompanyDashboardStats';
const CHECKOUT = 'CreateCheckoutSession';
const statsAnswer = (overrides: Record<string, unknown> = {}) => ({
  data: { searchCandidates: { __typename: 'CandidateSearchPage', stats: searchStats(overrides) } },
});

const harness = new BrowserHarness('company/dashboard');

beforeAll(async () => {
  await harness.start();
});

afterAll(async () => {
  await harness.stop();
});

afterEach(async () => {
  await harness.closePage();
});

async function openDashboard(
  handlers: Record<string, GraphqlHandler> = {},
  viewport?: { width: number; height: number },
): Promise<{ page: Page; calls: GraphqlCall[]; console: string[] }> {
  const page = await harness.open('/login', { session: COMPANY, viewport });
  const console: string[] = [];
  page.on('console', (message) => console.push(message.text()));
  const calls = await mockGraphql(page, {
    [STATS]: statsAnswer(),
    CompanyTokens: tokensAnswer(620),
    CompanySubscription: subscriptionAnswer(PROFESSIONAL),
    ...handlers,
  });
  await page.goto(`${harness.baseUrl}/#/dashboard`);
  return { page, calls, console };
}

const tile = (page: Page, label: string) => page.locator('.cd-tile').filter({ has: page.locator('.cd-tile__label', { hasText: label }) });

describe('company dashboard', () => {
  test("'Loading dashboard...', then the five tiles, the subscription on the tokens tile, the top 3 stages, the navigation cards", async () => {
    const search = gate();
    const { page, calls } = await openDashboard({
      [STATS]: { ...statsAnswer(), until: search.opened },
    });
    await shown(page.getByRole('heading', { level: 1, name: 'Welcome, Acme Robotics' }));
    await shown(page.getByText('Find proven performers for your team.'));
    await shown(page.getByRole('status').getByText('Loading dashboard...'));
    await harness.screenshot(page, '01-loading', false);
    search.open();
    await shown(tile(page, 'Total Candidates'));
    expect(operationCalls(calls, STATS)[0]?.variables).toEqual({ input: { page: 1, perPage: 100 } });
    expect(operationCalls(calls, STATS)[0]?.authorization).toBe('Bearer company-token');

    await settled(() =>
      expect(page.locator('.cd-tile__label').allInnerTexts()).resolves.toEqual([
        'Total Candidates',
        'Your Tokens',
        'Candidates Unlocked',
        'Offers Unlocked',
        'Interviews Unlocked',
      ]),
    );
    await settled(() => expect(tile(page, 'Total Candidates').locator('.cd-tile__value').innerText()).resolves.toBe('1,280'));
    await shown(tile(page, 'Total Candidates').getByText('Available to search'));
    const tokens = tile(page, 'Your Tokens');
    await settled(() => expect(tokens.locator('.cd-tile__value').innerText()).resolves.toBe('620'));
    await settled(() =>
      expect(tokens.locator('.cd-tile__details').innerText()).resolves.toBe('Professional plan\n500 tokens per month\nNext renewal: Apr 4, 2026'),
    );
    await settled(() => expect(tokens.getByText('Click to subscribe').count()).resolves.toBe(0));
    await settled(() => expect(tile(page, 'Candidates Unlocked').locator('.cd-tile__value').innerText()).resolves.toBe('1'));
    await settled(() => expect(tile(page, 'Offers Unlocked').locator('.cd-tile__value').innerText()).resolves.toBe('1'));
    await settled(() => expect(tile(page, 'Interviews Unlocked').locator('.cd-tile__value').innerText()).resolves.toBe('7'));

    const stages = page.getByRole('region', { name: 'Top interview stages' });
    await settled(() => expect(stages.locator('.cs-stage').allInnerTexts()).resolves.toEqual(['Onsite', 'Technical Screen', 'Offer']));
    await settled(() => expect(stages.locator('.cd-stage__count').allInnerTexts()).resolves.toEqual(['42', '30', '12']));
    await settled(() => expect(page.getByRole('heading', { name: 'Welcome to InterviewProof' }).count()).resolves.toBe(0));
    await harness.screenshot(page, '02-dashboard');

    const nav = page.getByRole('navigation', { name: 'Company pages' });
    await nav.getByRole('link', { name: /Search Candidates/ }).click();
    await page.waitForURL(/#\/search-candidates$/);
    await page.goBack();
    await page
      .getByRole('navigation', { name: 'Company pages' })
      .getByRole('link', { name: /Company Profile/ })
      .click();
    await page.waitForURL(/#\/profile$/);
  });

  test("without a subscription the tokens tile says 'Click to subscribe' and opens the purchase modal; a dev-mode purchase refreshes it", async () => {
    const { page, calls } = await openDashboard({
      CompanySubscription: (_call, nth) => subscriptionAnswer(nth === 1 ? NO_SUBSCRIPTION : STARTER),
      CompanyTokens: (_call, nth) => tokensAnswer(nth === 1 ? 0 : 200),
      [CHECKOUT]: checkoutAnswer('Subscription updated successfully!', 200, STARTER),
    });
    const tokens = tile(page, 'Your Tokens');
    await shown(tokens.getByText('Click to subscribe'));
    await settled(() => expect(tokens.locator('.cd-tile__value').innerText()).resolves.toBe('0'));
    await tokens.getByRole('button').click();
    const modal = page.getByRole('dialog', { name: 'Unlock Top Talent' });
    await shown(modal.getByText('Current balance: 0 tokens'));
    await modal.getByRole('button', { name: 'Subscribe - $200/mo' }).click();
    await confirmSpend(page);
    await hidden(modal);
    await shown(page.getByRole('status').getByText('Subscription updated successfully!'));
    await shown(tokens.getByText('Starter plan'));
    await settled(() => expect(tokens.locator('.cd-tile__value').innerText()).resolves.toBe('200'));
    expect(operationCalls(calls, CHECKOUT)[0]?.variables).toEqual({ input: { planPrice: 200, purchaseType: 'subscription' } });
    await harness.screenshot(page, '03-subscribed', false);
  });

  test('on the dashboard a failed purchase is only logged', async () => {
    const { page, console } = await openDashboard({
      CompanySubscription: subscriptionAnswer(NO_SUBSCRIPTION),
      [CHECKOUT]: graphqlError('Failed to create checkout session. Please try again.', 'INTERNAL_SERVER_ERROR'),
    });
    await tile(page, 'Your Tokens').getByRole('button').click();
    const modal = page.getByRole('dialog', { name: 'Unlock Top Talent' });
    await modal.getByRole('button', { name: 'Subscribe - $200/mo' }).click();
    await confirmSpend(page);
    await eventually(() => console.some((line) => line.includes('Subscription failed')), 'the logged failure');
    await settled(() => expect(modal.getByRole('button', { name: 'Subscribe - $200/mo' }).isEnabled()).resolves.toBe(true));
    await settled(() => expect(page.getByText('Failed to create checkout session. Please try again.').count()).resolves.toBe(0));
    await settled(() => expect(page.getByText('Failed to create subscription').count()).resolves.toBe(0));
  });

  test('no candidates yet: the welcome block with its three steps; failed loads are only logged', async () => {
    const { page } = await openDashboard({
      [STATS]: statsAnswer({ totalCandidates: 0, unlockedCandidates: 0, unlockedOffers: 0, unlockedInterviews: 0, topStages: [] }),
      CompanyTokens: { status: 500 },
      CompanySubscription: { status: 500 },
    });
    await shown(page.getByRole('heading', { name: 'Welcome to InterviewProof' }));
    await settled(() =>
      expect(page.locator('.cd-welcome__step-title').allInnerTexts()).resolves.toEqual(['Search Talent', 'Review Performance', 'Unlock & Connect']),
    );
    await settled(() => expect(tile(page, 'Total Candidates').locator('.cd-tile__value').innerText()).resolves.toBe('0'));
    await settled(() => expect(tile(page, 'Your Tokens').locator('.cd-tile__value').innerText()).resolves.toBe('—'));
    await shown(tile(page, 'Your Tokens').getByText('Click to subscribe'));
    await settled(() => expect(page.getByRole('region', { name: 'Top interview stages' }).count()).resolves.toBe(0));
    await settled(() => expect(page.getByRole('alert').filter({ hasText: /./ }).count()).resolves.toBe(0));
    await harness.screenshot(page, '04-welcome');
  });

  test('fits a phone screen', async () => {
    const { page } = await openDashboard({}, { width: 375, height: 812 });
    await shown(tile(page, 'Total Candidates'));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await harness.screenshot(page, '05-mobile');
  });
});

describe('company dashboard: recent unlocks and saved searches (issue 32)', () => {
  const unlockNode = (id: string, name: string | null, unlockedAt: string, deleted = false) => ({
    __typename: 'UnlockedCandidate',
    id,
    unlockedAt,
    deleted,
    candidate: name ? { __typename: 'SearchCandidate', id, name, email: `${id}@example.test`, currentPosition: 'Staff Engineer', yearsExperience: 7 } : null,
  });
  const savedSearch = (id: string, name: string, filter: Record<string, unknown>) => ({
    __typename: 'SavedSearch',
    id,
    name,
    filter: { __typename: 'SavedSearchFilter', companyName: null, interviewStage: null, skills: null, employerVerifiedOnly: false, ...filter },
  });
  const activity = (edges: unknown[], totalCount: number, saved: unknown[]) => ({
    data: {
      unlockedCandidatesConnection: {
        __typename: 'UnlockedCandidateConnection',
        totalCount,
        edges: edges.map((node) => ({ __typename: 'UnlockedCandidateEdge', node })),
      },
      savedSearches: saved,
    },
  });

  test('the newest unlocks with contact and date, and each saved search with how many candidates it finds now', async () => {
    const { page, calls } = await openDashboard({
      CompanyActivity: activity([unlockNode('c-1', 'Ada Lovelace', '2026-11-30T10:00:00.000Z'), unlockNode('c-2', null, '2026-11-20T10:00:00.000Z', true)], 7, [
        savedSearch('s-1', 'Go onsites', { skills: 'Go', interviewStage: 'Onsite' }),
        savedSearch('s-2', 'Verified', { employerVerifiedOnly: true }),
      ]),
      SavedSearchMatches: (call) => ({
        data: {
          searchCandidates: {
            __typename: 'CandidateSearchPage',
            pagination: { __typename: 'Pagination', total: (call.variables['input'] as { skills?: string }).skills === 'Go' ? 12 : 1 },
          },
        },
      }),
    });
    const unlocks = page.getByRole('region', { name: 'Recent unlocks' });
    await shown(unlocks.getByText('Ada Lovelace'));
    expect(operationCalls(calls, 'CompanyActivity')[0]?.variables).toEqual({ unlocks: 5 });
    await settled(() =>
      expect(unlocks.locator('[data-unlock="c-1"]').innerText()).resolves.toMatch(/Staff Engineer · 7y exp[\s\S]*c-1@example.test[\s\S]*Nov 30, 2026/),
    );
    await shown(unlocks.getByText('Deleted candidate'));
    await shown(unlocks.getByText(/7 unlocked in all/));
    const saved = page.getByRole('region', { name: 'Saved searches' });
    await settled(() =>
      expect(saved.locator('[data-saved-search="s-1"]').innerText()).resolves.toMatch(/Go onsites\s+Stage: Onsite · Skills: Go\s+12 candidates/),
    );
    await settled(() => expect(saved.locator('[data-saved-search="s-2"]').innerText()).resolves.toMatch(/Verified\s+Employer verified only\s+1 candidate$/));
    // Each count is a one-row search with the saved filters.
    expect(operationCalls(calls, 'SavedSearchMatches').map((c) => c.variables['input'])).toEqual(
      expect.arrayContaining([
        { page: 1, perPage: 1, interviewStage: 'Onsite', skills: 'Go' },
        { page: 1, perPage: 1, employerVerifiedOnly: true },
      ]),
    );
    await harness.screenshot(page, '10-activity');
  });

  test('empty states point to search', async () => {
    const { page } = await openDashboard({ CompanyActivity: activity([], 0, []) });
    await shown(page.getByRole('region', { name: 'Recent unlocks' }).getByText(/No unlocked candidates yet/));
    await shown(page.getByRole('region', { name: 'Saved searches' }).getByText(/No saved searches yet/));
    await settled(() =>
      expect(page.getByRole('region', { name: 'Saved searches' }).getByRole('link', { name: 'search page' }).getAttribute('href')).resolves.toBe(
        '#/search-candidates',
      ),
    );
  });
});
