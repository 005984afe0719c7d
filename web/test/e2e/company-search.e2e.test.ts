/**
 * Browser tests of the Candidate Search page (docs/product/screens.md#candidate-search, docs/product/screens.md#candidate-detail, docs/product/screens.md#interview-process-summary, docs/product/rules.md#states-and-transitions, docs/product/rules.md#validation, docs/product/rules.md#errors, docs/product/rules.md#constants-and-limits) against the
 * GraphQL stand-in: rows and columns, filters with the 200 ms pause, pagination, empty states, the detail
 * and summary modals, unlock. Build first (`npm run build -w web`); screenshots in
 * artifacts/screenshots/company/search/.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { BrowserHarness, CANDIDATE_USER, eventually, gate, hidden, horizontalOverflow, shown, settled, type Session } from './browser.js';
import {
  confirmSpend,
  COMPANY,
  COMPANY_GRAPHQL,
  SEARCH_PAGE_GRAPHQL,
  STAGE_LABELS,
  detailsAnswer,
  detailsByCandidate,
  graphqlError,
  interviewEntry,
  lockedCandidate,
  mockGraphql,
  operationCalls,
  plainCandidate,
  searchAnswer,
  tokensAnswer,
  unlockAnswer,
  unlockedAnswer,
  unlockedCandidate,
  type GraphqlCall,
  type GraphqlHandler,
} from './company.fixtures.js';

const harness = new BrowserHarness('company/search');
const SEARCH = 'SearchCandidates';
const UNLOCK = 'UnlockCandidate';

/** The search input a SearchCandidates call sent. */
const inputOf = (call: { variables: Record<string, unknown> } | undefined) =>
  call?.variables['input'] as { page?: number; companyName?: string; unlockStatus?: string } | undefined;

beforeAll(async () => {
  await harness.start();
});

afterAll(async () => {
  await harness.stop();
});

afterEach(async () => {
  await harness.closePage();
});

const LOCKED = lockedCandidate('c-locked');
const OPEN = unlockedCandidate('c-open');
const PLAIN = plainCandidate('c-plain', {
  interviews: [
    interviewEntry('c-plain-i1', 'Acme Corp', { stage: 'hr_screen', stageLabel: 'HR Screen', date: '2026-01-05T00:00:00.000Z', position: 'Data Analyst' }),
    interviewEntry('c-plain-i2', 'Vandelay Industries', {
      stage: 'coding_challenge',
      stageLabel: 'Coding Challenge',
      date: null,
      position: null,
      jobTitle: null,
    }),
  ],
});

interface OpenOptions {
  path?: string;
  session?: Session;
  viewport?: { width: number; height: number };
  fakeClock?: boolean;
}

async function openSearch(handlers: Record<string, GraphqlHandler> = {}, options: OpenOptions = {}): Promise<{ page: Page; calls: GraphqlCall[] }> {
  const page = await harness.open('/login', { session: options.session ?? COMPANY, viewport: options.viewport, fakeClock: options.fakeClock });
  const calls = await mockGraphql(page, {
    ...COMPANY_GRAPHQL,
    ...SEARCH_PAGE_GRAPHQL,
    [SEARCH]: searchAnswer([LOCKED, OPEN, PLAIN]),
    UnlockedCandidates: unlockedAnswer('c-open'),
    ...handlers,
  });
  await page.goto(`${harness.baseUrl}/#${options.path ?? '/search-candidates'}`);
  return { page, calls };
}

const row = (page: Page, id: string) => page.locator(`tr[data-candidate-id="${id}"]`);
const cell = (page: Page, id: string, label: string) => row(page, id).locator(`td[data-label="${label}"]`);
const detailDialog = (page: Page, name: string) => page.getByRole('dialog', { name });
const summaryDialog = (page: Page) => page.getByRole('dialog', { name: 'Interview Process Summary' });
const texts = (locator: Locator) => locator.allInnerTexts();
const searches = (calls: GraphqlCall[]) => operationCalls(calls, SEARCH);
const skillsFilter = (page: Page) => page.getByRole('searchbox', { name: 'Skills', exact: true });

async function resultsReady(page: Page) {
  await shown(page.getByRole('heading', { name: /^Search Results/ }));
  await shown(row(page, 'c-locked'));
}

describe('who may search', () => {
  test('a candidate who opens /search-candidates gets the "not allowed" page, and the page asks the server for nothing', async () => {
    const candidate: Session = { token: 'candidate-token', user: CANDIDATE_USER };
    const { page, calls } = await openSearch({}, { session: candidate });
    await shown(page.getByRole('heading', { level: 1, name: 'Not allowed' }));
    await shown(page.getByText(`Candidate search is for companies only. Your account (${CANDIDATE_USER.email}) is a candidate account.`));
    await shown(page.getByRole('link', { name: 'Back to dashboard' }));
    await hidden(page.getByRole('button', { name: 'Buy Tokens' }));
    await hidden(page.getByTestId('token-balance'));
    expect(calls.filter((call) => [SEARCH, UNLOCK, 'CompanyTokens', 'CompanySubscription', 'UnlockedCandidates'].includes(call.operationName))).toEqual([]);
    await harness.screenshot(page, '00-not-allowed-candidate');
  });
});

describe('search results', () => {
  test('header, filters, and the four columns of locked and unlocked rows', async () => {
    const { page, calls } = await openSearch();
    await shown(page.getByRole('heading', { level: 1, name: 'Search Candidates' }));
    await resultsReady(page);
    await shown(page.getByTestId('token-balance').getByText('120 tokens'));
    await shown(page.getByRole('button', { name: 'Buy Tokens' }));
    await settled(() => expect(page.getByRole('heading', { name: /^Search Results/ }).innerText()).resolves.toBe('Search Results (3)'));
    await settled(() => expect(texts(page.locator('.cs-table thead th'))).resolves.toEqual(['CANDIDATE', 'SKILLS', 'CAREER HISTORY', 'INTERVIEW HISTORY']));
    await settled(() => expect(page.locator('#cs-stage option').allTextContents()).resolves.toEqual(['All Stages', ...STAGE_LABELS]));
    await settled(() => expect(page.locator('#cs-unlock option').allTextContents()).resolves.toEqual(['All Candidates', 'Unlocked Only', 'Locked Only']));
    await shown(page.getByText('support@interviewproof.example'));

    // the first request: page 1 of 20, no filters
    expect(searches(calls)[0]?.variables).toEqual({ input: { page: 1, perPage: 20 } });
    expect(searches(calls)[0]?.authorization).toBe('Bearer company-token');

    // locked row
    const locked = cell(page, 'c-locked', 'Candidate');
    await shown(locked.getByRole('button', { name: /^Anonymous Candidate/ }));
    await shown(locked.getByText('Email hidden - unlock to view'));
    await shown(locked.getByText('Staff Backend Engineer', { exact: true }));
    await shown(locked.getByText('6.5y exp'));
    await shown(locked.getByRole('button', { name: 'Unlock (10 tokens)' }));
    await settled(() => expect(locked.getByRole('link').count()).resolves.toBe(0));

    // unlocked row: the bubble with name, mailto, 'title at company', experience, no unlock button
    const open = cell(page, 'c-open', 'Candidate');
    await shown(open.getByRole('button', { name: /^Ada Lovelace/ }));
    await settled(() =>
      expect(open.getByRole('link', { name: 'ada.lovelace@example.test' }).getAttribute('href')).resolves.toBe('mailto:ada.lovelace@example.test'),
    );
    await shown(open.getByText('Staff Backend Engineer at Analytical Engines'));
    await settled(() => expect(open.getByRole('button', { name: /Unlock/ }).count()).resolves.toBe(0));

    // skills: the top 5 as tags and how many more (issue 32), else the empty text
    await settled(() =>
      expect(texts(cell(page, 'c-locked', 'Skills').locator('.cs-tag'))).resolves.toEqual(['TypeScript', 'Kafka', 'PostgreSQL', 'Go', 'Kubernetes', '+2']),
    );
    // issue 32: a locked row has a short stable handle and a headline (newest process's stage, role, evidence level)
    await settled(() => expect(locked.locator('.cs-bubble__handle').innerText()).resolves.toMatch(/^#[0-9A-HJKMNP-TV-Z]{4}$/));
    await settled(() => expect(open.locator('.cs-bubble__handle').count()).resolves.toBe(0));
    await settled(() => expect(locked.locator('.cs-bubble__headline').innerText()).resolves.toMatch(/^Offer · /));
    await shown(cell(page, 'c-plain', 'Skills').getByText('No skills data available'));

    // career: 3 entries, '+ 2 more' / '- Show less' per candidate; employers only once unlocked
    const career = cell(page, 'c-locked', 'Career History');
    await settled(() => expect(career.locator('.cs-career__item').count()).resolves.toBe(3));
    await settled(() => expect(career.locator('.cs-career__item').first().innerText()).resolves.toBe('Staff Backend Engineer\nMar 2022 - Present'));
    await career.getByRole('button', { name: '+ 2 more' }).click();
    await settled(() => expect(career.locator('.cs-career__item').count()).resolves.toBe(5));
    await settled(() => expect(career.getByRole('button', { name: '- Show less' }).getAttribute('aria-expanded')).resolves.toBe('true'));
    await settled(() => expect(cell(page, 'c-open', 'Career History').locator('.cs-career__item').count()).resolves.toBe(3));
    await career.getByRole('button', { name: '- Show less' }).click();
    await settled(() => expect(career.locator('.cs-career__item').count()).resolves.toBe(3));
    await settled(() =>
      expect(cell(page, 'c-open', 'Career History').locator('.cs-career__item').first().innerText()).resolves.toBe(
        'Analytical Engines\nStaff Backend Engineer\nMar 2022 - Present',
      ),
    );
    await shown(cell(page, 'c-plain', 'Career History').getByText('No work experience data available'));

    // interview history: companies newest first, at most 5, then '+1 more'
    const history = cell(page, 'c-locked', 'Interview History');
    const companies = (await texts(history.locator('.cs-process__company'))).map((text) => text.split('\n')[0]);
    expect(companies).toEqual(['Stripe', 'Globex', 'Initech', 'Hooli', 'Umbrella']);
    await shown(history.getByRole('button', { name: '+1 more' }));
    const badges = history.locator('.cs-stage');
    await settled(() => expect(texts(badges)).resolves.toEqual(['Offer', 'Technical Screen', 'Phone Screen', 'Final Round', 'Rejected']));
    await settled(() =>
      expect(badges.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-colour')))).resolves.toEqual([
        'green',
        'blue',
        'orange',
        'purple',
        'gray',
      ]),
    );
    await settled(() =>
      expect(badges.first().evaluate((node) => [getComputedStyle(node).color, getComputedStyle(node).backgroundColor])).resolves.toEqual([
        'rgb(22, 101, 52)',
        'rgb(220, 252, 231)',
      ]),
    );
    await settled(() =>
      expect(texts(history.locator('.cs-process__date'))).resolves.toEqual(['Mar 2, 2026', 'Jan 20, 2026', 'Dec 1, 2025', 'Nov 15, 2025', 'Oct 2, 2025']),
    );
    const stripe = history.getByRole('link', { name: /^Stripe/ });
    await settled(() => expect(stripe.getAttribute('href')).resolves.toBe('https://stripe.com'));
    await settled(() => expect(stripe.getAttribute('target')).resolves.toBe('_blank'));
    await settled(() => expect(history.locator('span.cs-process__company').first().innerText()).resolves.toBe('Globex'));
    await shown(cell(page, 'c-plain', 'Interview History').getByText('N/A'));
    await shown(cell(page, 'c-plain', 'Interview History').getByText('Unknown Position'));

    await harness.screenshot(page, '01-results');

    // AI / C markers with their tooltips (hover and keyboard)
    const markers = history.locator('.cs-marker');
    await settled(() => expect(markers.locator('[aria-hidden="true"]').allTextContents()).resolves.toEqual(['AI', 'Edited', 'AI', 'AI', 'AI']));
    await settled(() =>
      expect(markers.first().getByRole('tooltip', { includeHidden: true }).textContent()).resolves.toBe('Extracted by AI from the interview email'),
    );
    await markers.nth(1).hover();
    await shown(page.getByRole('tooltip', { name: 'Edited by the candidate. AI extracted: Backend Developer' }));
    await harness.screenshot(page, '02-marker-tooltip', false);
    await page.mouse.move(0, 0);
    await markers.first().focus();
    await shown(markers.first().getByRole('tooltip'));
  });

  test("'Searching candidates...' while the first search runs, then the spinner overlay on later searches", async () => {
    const [first, second] = [gate(), gate()];
    const { page } = await openSearch({
      [SEARCH]: (_call, nth) => ({
        ...searchAnswer([LOCKED, OPEN, PLAIN], { total: 45, pages: 3, page: nth === 1 ? 1 : 2 }),
        until: (nth === 1 ? first : second).opened,
      }),
    });
    await shown(page.getByRole('status').getByText('Searching candidates...'));
    await harness.screenshot(page, '03-searching', false);
    first.open();
    await resultsReady(page);
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Next' }).click();
    await shown(page.getByTestId('search-overlay'));
    await settled(() => expect(page.locator('.cs-results').getAttribute('aria-busy')).resolves.toBe('true'));
    await harness.screenshot(page, '04-overlay', false);
    second.open();
    await hidden(page.getByTestId('search-overlay'));
  });

  test("a failed search shows 'Error loading candidates: ' and the message; Try again searches again", async () => {
    const { page, calls } = await openSearch({
      [SEARCH]: (_call, nth) => (nth === 1 ? graphqlError('Search is unavailable', 'SERVICE_UNAVAILABLE') : searchAnswer([LOCKED])),
    });
    await shown(page.getByRole('alert').getByText('Error loading candidates: Search is unavailable'));
    await settled(() => expect(page.getByRole('alert').locator('.co-notice__mark').textContent()).resolves.toBe('✕'));
    await harness.screenshot(page, '05-search-error', false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await shown(row(page, 'c-locked'));
    expect(searches(calls)).toHaveLength(2);
  });
});

describe('unlocked candidates who deleted their account', () => {
  test("are listed as 'Deleted candidate' with the unlock date, and nothing of them is in the table", async () => {
    const { page } = await openSearch({
      UnlockedCandidates: {
        data: {
          unlockedCandidates: [
            { __typename: 'UnlockedCandidate', id: 'c-open', unlockedAt: '2026-11-02T10:00:00.000Z', deleted: false },
            { __typename: 'UnlockedCandidate', id: 'c-gone', unlockedAt: '2026-10-15T10:00:00.000Z', deleted: true },
          ],
        },
      },
    });
    await resultsReady(page);
    const region = page.getByRole('region', { name: 'Deleted candidates', exact: true });
    await shown(region);
    expect(await texts(region.getByRole('listitem'))).toEqual(['Deleted candidate · unlocked Oct 15, 2026']);
    await expect(row(page, 'c-gone').count()).resolves.toBe(0);
  });

  test('the list is not there when no unlocked candidate deleted their account', async () => {
    const { page } = await openSearch();
    await resultsReady(page);
    await expect(page.getByRole('region', { name: 'Deleted candidates' }).count()).resolves.toBe(0);
  });
});

describe('filters', () => {
  test('company, stage and skills reach the server 200 ms after the last change, with page 1; blank ones are not sent', async () => {
    const { page, calls } = await openSearch(
      { [SEARCH]: (call) => searchAnswer([LOCKED, OPEN, PLAIN], { total: 45, pages: 3, page: inputOf(call)?.page }) },
      { fakeClock: true },
    );
    await resultsReady(page);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await eventually(() => searches(calls).length === 2, 'the page 2 search');
    expect(searches(calls)[1]?.variables).toEqual({ input: { page: 2, perPage: 20 } });

    await page.getByLabel('Company Name').pressSequentially('Stripe');
    await shown(page.getByTestId('search-overlay'));
    await page.clock.runFor(150);
    expect(searches(calls)).toHaveLength(2);
    await skillsFilter(page).fill('   ');
    await page.clock.runFor(199);
    expect(searches(calls)).toHaveLength(2);
    await page.clock.runFor(1);
    await eventually(() => searches(calls).length === 3, 'the filtered search');
    expect(searches(calls)[2]?.variables).toEqual({ input: { page: 1, perPage: 20, companyName: 'Stripe' } });

    await page.getByLabel('Interview Stage').selectOption('Onsite');
    await skillsFilter(page).fill(' React, Go ');
    await page.clock.runFor(200);
    await eventually(() => searches(calls).length === 4, 'the stage and skills search');
    expect(searches(calls)[3]?.variables).toEqual({ input: { page: 1, perPage: 20, companyName: 'Stripe', interviewStage: 'Onsite', skills: 'React, Go' } });
    await harness.screenshot(page, '06-filters', false);

    // Clear Filters: at once, everything back, page 1
    await page.getByRole('button', { name: 'Clear Filters' }).first().click();
    await eventually(() => searches(calls).length === 5, 'the cleared search');
    expect(searches(calls)[4]?.variables).toEqual({ input: { page: 1, perPage: 20 } });
    await settled(() => expect(page.getByLabel('Company Name').inputValue()).resolves.toBe(''));
    await settled(() => expect(page.getByLabel('Interview Stage').inputValue()).resolves.toBe(''));
    await settled(() => expect(skillsFilter(page).inputValue()).resolves.toBe(''));
    await settled(() => expect(page.getByRole('button', { name: 'Clear Filters' }).first().isDisabled()).resolves.toBe(true));
  });

  test('?skills= pre-fills the Skills filter and the first search', async () => {
    const { page, calls } = await openSearch({}, { path: '/search-candidates?skills=React%2C%20Go' });
    await resultsReady(page);
    await settled(() => expect(skillsFilter(page).inputValue()).resolves.toBe('React, Go'));
    expect(searches(calls)).toHaveLength(1);
    expect(searches(calls)[0]?.variables).toEqual({ input: { page: 1, perPage: 20, skills: 'React, Go' } });

    // a ?skills= link followed while the page is open applies too, at once
    await page.evaluate(() => {
      window.location.hash = '#/search-candidates?skills=Python';
    });
    await settled(() => expect(skillsFilter(page).inputValue()).resolves.toBe('Python'));
    await eventually(() => searches(calls).length === 2, 'the search for the linked skill');
    expect(searches(calls)[1]?.variables).toEqual({ input: { page: 1, perPage: 20, skills: 'Python' } });
  });

  test('Unlock Status is asked of the server (page 1, its total and pages); the three empty-state hints', async () => {
    const { page, calls } = await openSearch({
      [SEARCH]: (call) => {
        const input = inputOf(call);
        if (input?.companyName === 'Nobody') return searchAnswer([]);
        // The server's answer per status: 1 unlocked in all, 44 locked over 3 pages, 45 in all.
        if (input?.unlockStatus === 'UNLOCKED') return searchAnswer([OPEN], { total: 1, pages: 1, page: 1 });
        if (input?.unlockStatus === 'LOCKED') return searchAnswer([LOCKED, { ...PLAIN, isUnlocked: false }], { total: 44, pages: 3, page: input.page });
        return searchAnswer([LOCKED, { ...PLAIN, isUnlocked: false }, OPEN], { total: 45, pages: 3, page: input?.page });
      },
      [UNLOCK]: (call) => unlockAnswer(unlockedCandidate(String(call.variables['candidateId'])), 110),
    });
    await resultsReady(page);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await eventually(() => searches(calls).length === 2, 'page 2');
    const heading = () => page.getByRole('heading', { name: /^Search Results/ }).innerText();
    await settled(() => expect(heading()).resolves.toBe('Search Results (45)'));

    // Unlocked Only: one request at once (no pause), page 1, the server's count; one page, so no pagination.
    await page.getByLabel('Unlock Status').selectOption('unlocked');
    await eventually(() => searches(calls).length === 3, 'the unlocked-only search');
    expect(searches(calls)[2]?.variables).toEqual({ input: { page: 1, perPage: 20, unlockStatus: 'UNLOCKED' } });
    await settled(() => expect(heading()).resolves.toBe('Search Results (1)'));
    await settled(() => expect(page.locator('tbody tr').count()).resolves.toBe(1));
    await shown(row(page, 'c-open'));
    await hidden(page.getByRole('button', { name: 'Page 2' }));

    // Locked Only: its own total and pages, and its page 2 asks the server for page 2 of the locked ones.
    await page.getByLabel('Unlock Status').selectOption('locked');
    await eventually(() => searches(calls).length === 4, 'the locked-only search');
    expect(searches(calls)[3]?.variables).toEqual({ input: { page: 1, perPage: 20, unlockStatus: 'LOCKED' } });
    await settled(() => expect(heading()).resolves.toBe('Search Results (44)'));
    await page.getByRole('button', { name: 'Page 2' }).click();
    await eventually(() => searches(calls).length === 5, 'page 2 of the locked ones');
    expect(searches(calls)[4]?.variables).toEqual({ input: { page: 2, perPage: 20, unlockStatus: 'LOCKED' } });

    // A row unlocked here stays on the page, now with its contact, until the next search.
    await row(page, 'c-locked').getByRole('button', { name: 'Unlock (10 tokens)' }).click();
    await confirmSpend(page);
    await shown(row(page, 'c-locked').getByRole('link', { name: /@/ }));

    // Clear Filters brings All Candidates back in one search.
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await eventually(() => searches(calls).length === 6, 'the cleared search');
    expect(searches(calls)[5]?.variables).toEqual({ input: { page: 1, perPage: 20 } });
    await settled(() => expect(page.getByLabel('Unlock Status').inputValue()).resolves.toBe('all'));

    // no candidates at all: adjust or clear the filters; the hint follows the Unlock Status chosen
    await page.getByLabel('Company Name').fill('Nobody');
    await shown(page.getByText('Try adjusting your filters, or clear them to see all candidates.'));
    await harness.screenshot(page, '07-empty', false);
    await page.getByLabel('Unlock Status').selectOption('unlocked');
    await shown(page.getByText("You haven't unlocked any candidates matching these filters yet."));
    await page.getByLabel('Unlock Status').selectOption('locked');
    await shown(page.getByText('All matching candidates have already been unlocked.'));
  });

  test('issue 32: what matched the filters is marked: a skill beyond the top five is shown, and the company of the Company Name filter', async () => {
    const { page } = await openSearch({ [SEARCH]: () => searchAnswer([LOCKED, OPEN]) });
    await resultsReady(page);
    await skillsFilter(page).fill('graphql');
    await page.getByLabel('Company Name').fill('glob');
    await eventually(async () => (await texts(cell(page, 'c-locked', 'Skills').locator('.cs-tag--matched'))).length === 1, 'the marked skill');
    // GraphQL is the seventh skill: shown after the five, marked, and React counted as one more
    await settled(() =>
      expect(cell(page, 'c-locked', 'Skills').locator('.cs-tag').allTextContents()).resolves.toEqual([
        'TypeScript',
        'Kafka',
        'PostgreSQL',
        'Go',
        'Kubernetes',
        'GraphQL (matches your filter)',
        '+1',
      ]),
    );
    const history = cell(page, 'c-locked', 'Interview History');
    await settled(() =>
      expect(texts(history.locator('.cs-history__item.is-matched .cs-process__company'))).resolves.toEqual([expect.stringMatching(/^Globex/)]),
    );
    // the same candidate reads the same handle in another search
    const handle = await cell(page, 'c-locked', 'Candidate').locator('.cs-bubble__handle').innerText();
    await page.getByRole('button', { name: 'Clear Filters' }).click();
    await settled(() => expect(cell(page, 'c-locked', 'Candidate').locator('.cs-bubble__handle').innerText()).resolves.toBe(handle));
    await harness.screenshot(page, '08-matched', false);
  });

  test('issue 32: on a phone the filters are one row that opens a sheet; the search runs behind it; Escape or Show results closes it', async () => {
    const { page, calls } = await openSearch({}, { viewport: { width: 390, height: 844 } });
    await resultsReady(page);
    const toggle = page.getByRole('button', { name: /^Filters/ });
    await shown(toggle);
    await hidden(page.getByLabel('Company Name'));
    await harness.screenshot(page, '09-phone-filters-row', false);
    await toggle.click();
    await settled(() => expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true'));
    // the sheet: on screen, the first field focused
    const company = page.getByLabel('Company Name');
    await shown(company);
    await settled(() => expect(company.evaluate((n) => n === document.activeElement)).resolves.toBe(true));
    const box = (await page.locator('#cs-filters-form').boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(845);
    await skillsFilter(page).fill('Go');
    await eventually(() => searches(calls).some((c) => (c.variables['input'] as { skills?: string }).skills === 'Go'), 'the search behind the sheet');
    await harness.screenshot(page, '09-phone-filters-sheet', false);
    await page.getByRole('button', { name: 'Show results' }).click();
    await hidden(company);
    await settled(() => expect(toggle.innerText()).resolves.toBe('Filters (1)'));
    await settled(() => expect(toggle.evaluate((n) => n === document.activeElement)).resolves.toBe(true));
    // Escape closes it too
    await toggle.click();
    await shown(company);
    await page.keyboard.press('Escape');
    await hidden(company);
    await harness.closePage();

    // wide: the fields themselves, no row
    const wide = await openSearch({}, { viewport: { width: 1366, height: 900 } });
    await resultsReady(wide.page);
    await shown(wide.page.getByLabel('Company Name'));
    await hidden(wide.page.getByRole('button', { name: /^Filters/ }));
  });

  test('numbered pages with Previous and Next capped; hidden with one page; gaps with many', async () => {
    const { page, calls } = await openSearch({
      [SEARCH]: (call) => searchAnswer([LOCKED], { total: 45, pages: 3, page: inputOf(call)?.page }),
    });
    await resultsReady(page);
    const nav = page.getByRole('navigation', { name: 'Pagination' });
    await settled(() => expect(nav.getByRole('button', { name: 'Previous' }).isDisabled()).resolves.toBe(true));
    await settled(() => expect(nav.getByRole('button', { name: /^Page / }).allTextContents()).resolves.toEqual(['1', '2', '3']));
    await nav.getByRole('button', { name: 'Next' }).click();
    await eventually(() => inputOf(searches(calls).at(-1))?.page === 2, 'page 2');
    await nav.getByRole('button', { name: 'Page 3' }).click();
    await eventually(() => inputOf(searches(calls).at(-1))?.page === 3, 'page 3');
    await shown(page.getByText('Page 3 of 3'));
    await settled(() => expect(nav.getByRole('button', { name: 'Next' }).isDisabled()).resolves.toBe(true));
    await nav.getByRole('button', { name: 'Previous' }).click();
    await eventually(() => inputOf(searches(calls).at(-1))?.page === 2, 'back to page 2');
    await harness.closePage();

    const single = await openSearch({ [SEARCH]: searchAnswer([LOCKED]) });
    await resultsReady(single.page);
    await settled(() => expect(single.page.getByRole('navigation', { name: 'Pagination' }).count()).resolves.toBe(0));
    await harness.closePage();

    const many = await openSearch({ [SEARCH]: (call) => searchAnswer([LOCKED], { total: 400, pages: 20, page: inputOf(call)?.page }) });
    await resultsReady(many.page);
    await many.page.getByRole('button', { name: 'Page 20' }).click();
    await eventually(() => inputOf(searches(many.calls).at(-1))?.page === 20, 'page 20');
    await settled(() => expect(many.page.locator('.cs-pagination__pages li').allInnerTexts()).resolves.toEqual(['1', '…', '17', '18', '19', '20']));
    await harness.screenshot(many.page, '08-pagination', false);
  });
});

describe('candidate detail and interview summary', () => {
  test('a locked candidate: anonymous, stats, skills, no career; summary from the detail returns to it', async () => {
    const { page, calls } = await openSearch({ CandidateDetails: detailsByCandidate({ 'c-locked': detailsAnswer(LOCKED) }) });
    await resultsReady(page);
    await cell(page, 'c-locked', 'Candidate')
      .getByRole('button', { name: /^Anonymous Candidate/ })
      .click();
    const dialog = detailDialog(page, 'Anonymous Candidate');
    await shown(dialog);
    await shown(dialog.getByText('Email hidden - unlock to view'));
    await shown(dialog.getByText('6.5 years experience'));
    await settled(() => expect(dialog.locator('.cs-stats__item').allInnerTexts()).resolves.toEqual(['7\nINTERVIEWS', '6\nCOMPANIES', '1\nOFFERS']));
    await shown(dialog.getByRole('button', { name: 'Unlock (10 tokens)' }));
    await settled(() =>
      expect(texts(dialog.locator('.cs-tag'))).resolves.toEqual(['TypeScript', 'Kafka', 'PostgreSQL', 'Go', 'Kubernetes', 'React', 'GraphQL']),
    );
    await settled(() => expect(dialog.getByRole('heading', { name: 'Career Journey' }).count()).resolves.toBe(0));
    await settled(() => expect(dialog.getByRole('heading', { name: 'Interview History' }).count()).resolves.toBe(1));
    await settled(() =>
      expect(texts(dialog.locator('.cs-interview-card__company'))).resolves.toEqual(['Stripe', 'Globex', 'Initech', 'Hooli', 'Umbrella', 'Wayne Enterprises']),
    );
    const preview = await dialog.locator('.cs-interview-card__summary').first().innerText();
    expect(preview.endsWith('...')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(123);
    expect(LOCKED.interviews[0]!.aiSummary!.startsWith(preview.slice(0, -3))).toBe(true);
    await harness.screenshot(page, '09-detail-locked', false);

    await dialog
      .getByRole('button', { name: /^View Full/ })
      .first()
      .click();
    const summary = summaryDialog(page);
    await shown(summary);
    await hidden(dialog);
    const pairs = await summary.locator('.cs-pairs__row').allInnerTexts();
    expect(
      pairs.map((pair) =>
        pair
          .split('\n')
          .map((part) => part.trim())
          .filter(Boolean)
          .join(': '),
      ),
    ).toEqual([
      'Name: Anonymous Candidate',
      'Email: Locked - Unlock to view',
      'Experience: 6.5 years',
      'Company: Stripe',
      'Position: Senior Software Engineer: AI: Read by AI from the email',
      'Final Stage: Offer',
      'Date: Mar 2, 2026',
      'Source: Email Analysis',
    ]);
    await shown(summary.getByText(LOCKED.interviews[0]!.aiSummary!));
    await shown(summary.getByText('No notes were added to this interview process.'));
    await harness.screenshot(page, '10-summary-from-detail', false);
    await summary.getByRole('button', { name: 'Back to Details' }).click();
    await hidden(summary);
    await shown(detailDialog(page, 'Anonymous Candidate'));
    expect(operationCalls(calls, 'CandidateDetails').filter((call) => call.variables['candidateId'] === 'c-locked')).toHaveLength(1);

    // the summary's own close button also returns to the details
    await detailDialog(page, 'Anonymous Candidate')
      .getByRole('button', { name: /^View Full/ })
      .nth(1)
      .click();
    await shown(summaryDialog(page).getByText('Technical Screen'));
    await summaryDialog(page).getByRole('button', { name: 'Close' }).click();
    await shown(detailDialog(page, 'Anonymous Candidate'));
    await detailDialog(page, 'Anonymous Candidate').getByRole('button', { name: 'Close' }).last().click();
    await hidden(detailDialog(page, 'Anonymous Candidate'));
  });

  test('an unlocked candidate: contact, location, company, salary, career journey; a summary from the row closes with Close', async () => {
    const { page } = await openSearch({ CandidateDetails: detailsByCandidate({ 'c-open': detailsAnswer(OPEN) }) });
    await resultsReady(page);
    await cell(page, 'c-open', 'Candidate')
      .getByRole('button', { name: /^Ada Lovelace/ })
      .click();
    const dialog = detailDialog(page, 'Ada Lovelace');
    await shown(dialog.getByRole('heading', { name: 'Career Journey' }));
    await settled(() =>
      expect(dialog.getByRole('link', { name: 'ada.lovelace@example.test' }).getAttribute('href')).resolves.toBe('mailto:ada.lovelace@example.test'),
    );
    await settled(() =>
      expect(dialog.locator('.cs-facts__item').allInnerTexts()).resolves.toEqual([
        'Location\nLondon, UK',
        'Current company\nAnalytical Engines',
        'Salary range\n$150,000 - $180,000',
      ]),
    );
    await settled(() => expect(dialog.getByRole('button', { name: /Unlock/ }).count()).resolves.toBe(0));
    await settled(() =>
      expect(dialog.locator('.cs-journey__item').first().innerText()).resolves.toMatch(/^Staff Backend Engineer\n+Analytical Engines\n+Mar 2022 - Present$/),
    );
    await settled(() => expect(dialog.locator('.cs-journey__item').count()).resolves.toBe(5));
    await harness.screenshot(page, '11-detail-unlocked', false);
    await page.keyboard.press('Escape');
    await hidden(dialog);

    await cell(page, 'c-open', 'Interview History')
      .getByRole('button', { name: /^Platform Engineer/ })
      .click();
    const summary = summaryDialog(page);
    await shown(summary);
    const pairs = (await summary.locator('.cs-pairs__row').allInnerTexts()).map((pair) =>
      pair
        .split('\n')
        .map((part) => part.trim())
        .filter(Boolean)
        .join(': '),
    );
    expect(pairs.slice(0, 8)).toEqual([
      'Name: Ada Lovelace',
      'Email: ada.lovelace@example.test',
      'Experience: 6.5 years',
      'Location: London, UK',
      'Work Model: Remote',
      'Current Company: Analytical Engines',
      'Current Position: Staff Backend Engineer',
      'Salary Range: $150,000 - $180,000',
    ]);
    await shown(summary.getByText('No AI summary is available for this interview process.'));
    await harness.screenshot(page, '12-summary-unlocked', false);
    await summary.locator('.modal__footer').getByRole('button', { name: 'Close' }).click();
    await hidden(summary);
    await settled(() => expect(page.getByRole('dialog').count()).resolves.toBe(0));
  });

  test('no salary values: the summary shows no Salary Range row at all (docs: none, nothing shown)', async () => {
    const { page } = await openSearch({
      [SEARCH]: searchAnswer([LOCKED, unlockedCandidate('c-open', { expectedBaseSalary: null, dreamScenarioBaseSalary: null }), PLAIN]),
    });
    await resultsReady(page);
    await cell(page, 'c-open', 'Interview History')
      .getByRole('button', { name: /^Platform Engineer/ })
      .click();
    const summary = summaryDialog(page);
    await shown(summary.getByText('Current Position'));
    const terms = await summary.locator('.cs-pairs__row').allInnerTexts();
    expect(terms.some((row) => row.includes('Salary'))).toBe(false);
    expect(terms.some((row) => row.includes('Current Company'))).toBe(true);
  });

  test("issue 32: the candidate's note in the detail cards before unlock, and a chosen position saved with the title-cased key shows the chosen title", async () => {
    const noted = plainCandidate('c-noted', {
      interviews: [
        interviewEntry('c-noted-i1', 'Acme Corp', {
          notes: 'Recruiter said the team\nis hiring two more.',
          // saved before issue 32 with the title-cased key; the candidate chose title and family
          position: 'Account Executive (Sales Business Dev)',
          positionEditedByCandidate: true,
          jobFamily: 'sales-business-dev',
          jobTitle: 'Account Executive',
        }),
        interviewEntry('c-noted-i2', 'Globex', { date: '2026-01-05T00:00:00.000Z' }),
      ],
    });
    const { page } = await openSearch({
      [SEARCH]: searchAnswer([LOCKED, noted]),
      CandidateDetails: detailsByCandidate({ 'c-noted': detailsAnswer(noted) }),
    });
    await resultsReady(page);
    await settled(() =>
      expect(cell(page, 'c-noted', 'Interview History').locator('.cs-process__position').first().innerText()).resolves.toMatch(/^Account Executive(?! \()/),
    );
    await cell(page, 'c-noted', 'Candidate')
      .getByRole('button', { name: /^Anonymous Candidate/ })
      .click();
    const dialog = detailDialog(page, 'Anonymous Candidate');
    const cards = dialog.locator('.cs-interview-card');
    await settled(() => expect(cards.count()).resolves.toBe(2));
    await settled(() => expect(cards.first().locator('.cs-interview-card__position').innerText()).resolves.toMatch(/^Account Executive(?! \()/));
    await settled(() =>
      expect(texts(cards.first().locator('.cs-interview-card__notes p'))).resolves.toEqual([
        "Candidate's note",
        'Recruiter said the team\nis hiring two more.',
      ]),
    );
    // a process without a note shows no note block
    await settled(() => expect(cards.nth(1).locator('.cs-interview-card__notes').count()).resolves.toBe(0));
    await harness.screenshot(page, '11-detail-notes', false);
  });

  test('empty skills and career texts; a failed detail load shows its message and can be tried again', async () => {
    const bare = plainCandidate('c-plain');
    const { page } = await openSearch({
      CandidateDetails: detailsByCandidate({
        'c-plain': (_call, nth) => (nth === 1 ? graphqlError('Candidate not found', 'NOT_FOUND') : detailsAnswer(bare)),
        'c-open': detailsAnswer(unlockedCandidate('c-open', { skills: [], top5Skills: [], workExperiences: [] })),
      }),
    });
    await resultsReady(page);
    await cell(page, 'c-plain', 'Candidate')
      .getByRole('button', { name: /^Anonymous Candidate/ })
      .click();
    const dialog = detailDialog(page, 'Anonymous Candidate');
    await shown(dialog.getByText('Error loading candidate details: Candidate not found'));
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await shown(dialog.getByText('Skills available after unlock'));
    await page.keyboard.press('Escape');
    await hidden(dialog);

    await cell(page, 'c-open', 'Candidate')
      .getByRole('button', { name: /^Ada Lovelace/ })
      .click();
    const open = detailDialog(page, 'Ada Lovelace');
    await shown(open.getByText('Skills data not available in candidate profile'));
    await shown(open.getByText('Work experience data not available in candidate profile'));
  });
});

describe('unlock', () => {
  test('from the table: 10 tokens, the balance from the answer, the row revealed, the success message', async () => {
    const { page, calls } = await openSearch({
      // (currentPosition is the company subgraph's latest position: never empty while the work history names a title)
      [UNLOCK]: unlockAnswer({ ...unlockedCandidate('c-locked'), top5Skills: [] }, 110),
    });
    await resultsReady(page);
    await row(page, 'c-locked').getByRole('button', { name: 'Unlock (10 tokens)' }).click();
    await confirmSpend(page);
    await shown(page.getByRole('status').getByText('Candidate unlocked successfully!'));
    await settled(() => expect(page.locator('.cs-toast .co-notice__mark').textContent()).resolves.toBe('✓'));
    expect(operationCalls(calls, UNLOCK)[0]?.variables).toEqual({ candidateId: 'c-locked' });
    await shown(page.getByTestId('token-balance').getByText('110 tokens'));
    const candidate = cell(page, 'c-locked', 'Candidate');
    await shown(candidate.getByRole('button', { name: /^Ada Lovelace/ }));
    await shown(candidate.getByRole('link', { name: 'ada.lovelace@example.test' }));
    // empty answer values keep the old ones
    await shown(candidate.getByText('Staff Backend Engineer at Analytical Engines'));
    await settled(() =>
      expect(texts(cell(page, 'c-locked', 'Skills').locator('.cs-tag'))).resolves.toEqual(['TypeScript', 'Kafka', 'PostgreSQL', 'Go', 'Kubernetes', '+2']),
    );
    await settled(() => expect(candidate.getByRole('button', { name: /Unlock/ }).count()).resolves.toBe(0));
    await harness.screenshot(page, '13-unlocked', false);
  });

  test('asks first: the cost and the balance after; Cancel (focused) spends nothing, Confirm unlocks', async () => {
    const { page, calls } = await openSearch({
      [UNLOCK]: unlockAnswer(unlockedCandidate('c-locked'), 110),
    });
    await resultsReady(page);
    await row(page, 'c-locked').getByRole('button', { name: 'Unlock (10 tokens)' }).click();
    const question = page.getByRole('alertdialog', { name: 'Unlock this candidate?' });
    await shown(
      question.getByText(
        'Unlocking this candidate costs 10 tokens. Your balance goes from 120 tokens to 110 tokens. Unlocked candidates stay available to your company.',
      ),
    );
    await settled(() => expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Cancel'));
    await harness.screenshot(page, '12b-unlock-confirm', false);
    // Enter out of habit lands on Cancel
    await page.keyboard.press('Enter');
    await hidden(question);
    await row(page, 'c-locked').getByRole('button', { name: 'Unlock (10 tokens)' }).click();
    await page.keyboard.press('Escape');
    await hidden(question);
    expect(operationCalls(calls, UNLOCK)).toHaveLength(0);
    await shown(row(page, 'c-locked').getByText('Email hidden - unlock to view'));

    await row(page, 'c-locked').getByRole('button', { name: 'Unlock (10 tokens)' }).click();
    await question.getByRole('button', { name: 'Unlock for 10 tokens' }).click();
    await shown(page.getByRole('status').getByText('Candidate unlocked successfully!'));
    expect(operationCalls(calls, UNLOCK)).toHaveLength(1);
  });

  test('asks first from the detail modal too; Escape closes only the question', async () => {
    const { page, calls } = await openSearch({
      CandidateDetails: detailsByCandidate({ 'c-locked': detailsAnswer(LOCKED) }),
    });
    await resultsReady(page);
    await cell(page, 'c-locked', 'Candidate')
      .getByRole('button', { name: /^Anonymous Candidate/ })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Unlock (10 tokens)' }).click();
    const question = page.getByRole('alertdialog', { name: 'Unlock this candidate?' });
    await shown(question);
    await page.keyboard.press('Escape');
    await hidden(question);
    await shown(dialog.getByRole('heading', { name: 'Interview History' }));
    expect(operationCalls(calls, UNLOCK)).toHaveLength(0);
  });

  test('from the detail modal: the open modal takes the revealed fields; the balance from the answer', async () => {
    const { page } = await openSearch({
      CandidateDetails: detailsByCandidate({ 'c-locked': detailsAnswer(LOCKED) }),
      [UNLOCK]: unlockAnswer(unlockedCandidate('c-locked'), 110),
    });
    await resultsReady(page);
    await cell(page, 'c-locked', 'Candidate')
      .getByRole('button', { name: /^Anonymous Candidate/ })
      .click();
    const dialog = page.getByRole('dialog');
    await shown(dialog.getByRole('heading', { name: 'Interview History' }));
    await dialog.getByRole('button', { name: 'Unlock (10 tokens)' }).click();
    await confirmSpend(page);
    await shown(dialog.getByRole('heading', { name: 'Ada Lovelace' }));
    await shown(dialog.getByRole('status').getByText('Candidate unlocked successfully!'));
    await shown(dialog.getByRole('link', { name: 'ada.lovelace@example.test' }));
    await shown(dialog.getByRole('heading', { name: 'Career Journey' }));
    await shown(dialog.getByText('London, UK'));
    await harness.screenshot(page, '14-unlocked-in-detail', false);
    await page.keyboard.press('Escape');
    await shown(page.getByTestId('token-balance').getByText('110 tokens'));
    await shown(cell(page, 'c-locked', 'Candidate').getByRole('link', { name: 'ada.lovelace@example.test' }));
  });

  test("failures: the server's error, else 'Failed to unlock candidate'; too few tokens opens the purchase modal", async () => {
    const { page, calls } = await openSearch({
      [UNLOCK]: (_call, nth) =>
        nth === 1 ? { status: 500 } : graphqlError('Insufficient tokens: unlocking a candidate costs 10 tokens and your balance is 0.', 'BAD_USER_INPUT'),
      CompanyTokens: (_call, nth) => tokensAnswer(nth === 1 ? 120 : 0),
    });
    await resultsReady(page);
    await row(page, 'c-locked').getByRole('button', { name: 'Unlock (10 tokens)' }).click();
    await confirmSpend(page);
    await shown(page.getByRole('alert').getByText('Failed to unlock candidate'));
    await settled(() => expect(page.locator('.cs-toast .co-notice__mark').textContent()).resolves.toBe('✕'));
    await shown(row(page, 'c-locked').getByText('Email hidden - unlock to view'));
    await harness.screenshot(page, '15-unlock-failed', false);

    await row(page, 'c-locked').getByRole('button', { name: 'Unlock (10 tokens)' }).click();

    await confirmSpend(page);
    await shown(page.getByRole('dialog', { name: 'Unlock Top Talent' }));
    await shown(page.getByRole('alert').getByText('Insufficient tokens: unlocking a candidate costs 10 tokens and your balance is 0.'));
    await eventually(() => operationCalls(calls, 'CompanyTokens').length === 2, 'the balance reload');
    await shown(page.getByRole('dialog', { name: 'Unlock Top Talent' }).getByText('Current balance: 0 tokens'));
    await page.keyboard.press('Escape');
    await shown(row(page, 'c-locked').getByRole('button', { name: 'Insufficient tokens' }));
  });

  test("under 10 tokens the unlock buttons read 'Insufficient tokens', disabled with a tooltip; Get tokens opens the modal", async () => {
    const { page } = await openSearch({ CompanyTokens: tokensAnswer(5) });
    await resultsReady(page);
    const button = row(page, 'c-locked').getByRole('button', { name: 'Insufficient tokens' });
    await shown(button);
    await settled(() => expect(button.isDisabled()).resolves.toBe(true));
    await settled(() => expect(button.getAttribute('title')).resolves.toBe('Insufficient tokens'));
    await shown(page.getByText('Unlocking a candidate costs 10 tokens. Buy tokens to see names and contact details.'));
    await harness.screenshot(page, '16-insufficient', false);
    await page.getByRole('button', { name: 'Get tokens' }).click();
    await shown(page.getByRole('dialog', { name: 'Unlock Top Talent' }).getByText('Current balance: 5 tokens'));
  });

  test('Buy Tokens in the header opens the purchase modal with the balance', async () => {
    const { page } = await openSearch();
    await resultsReady(page);
    await page.getByRole('button', { name: 'Buy Tokens' }).click();
    const modal = page.getByRole('dialog', { name: 'Unlock Top Talent' });
    await shown(modal.getByText('Current balance: 120 tokens'));
    await shown(modal.getByRole('button', { name: 'Subscribe - $200/mo' }));
    await page.keyboard.press('Escape');
    await hidden(modal);
  });
});

describe('small screens', () => {
  test('rows become cards and nothing overflows at 375 px', async () => {
    const { page } = await openSearch(
      { CandidateDetails: detailsByCandidate({ 'c-locked': detailsAnswer(LOCKED) }) },
      { viewport: { width: 375, height: 812 } },
    );
    await resultsReady(page);
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await harness.screenshot(page, '17-mobile');
    await cell(page, 'c-locked', 'Candidate')
      .getByRole('button', { name: /^Anonymous Candidate/ })
      .click();
    await shown(page.getByRole('dialog').getByRole('heading', { name: 'Interview History' }));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await harness.screenshot(page, '18-mobile-detail', false);
  });
});
