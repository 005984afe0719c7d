/**
 * Browser tests of issue 27 on the web, against the GraphQL and REST stand-ins (the shapes of the
 * schema and the brief: evidence levels, proven company identity, work addresses, hiring-system
 * tenants, the employer directory):
 * - the level badges ("Employer verified" with a check; "Employer as named by the sender", which
 *   never says verified) and their descriptions in the search row, the detail modal and the summary;
 *   the row's count of employer-verified interviews;
 * - the "Employer verified only" filter: sent as employerVerifiedOnly, cleared with the others,
 *   saved with a search;
 * - an unproven company: the dashboard, the search page and the details explain why and lead to
 *   the work-address section; no unlock is offered;
 * - the work-address flow (address, code, the server's messages), the unproven website, the name
 *   history and the rename limit as the server words it;
 * - the hiring-system tenant upload (multipart `file`, bearer token) and its errors;
 * - the candidate's interviews with their level and advice; the admin employer directory.
 * Build first (`npm run build -w web`); screenshots in artifacts/screenshots/company/identity/.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { COMPANY_IDENTITY_MESSAGES } from '@hiring/contracts/vocabulary';
import {
  BrowserHarness,
  CANDIDATE_USER,
  callsTo,
  hashOf,
  hidden,
  horizontalOverflow,
  mockApi,
  settled,
  shown,
  type MockAnswer,
  type MockHandler,
} from './browser.js';
import {
  COMPANY,
  COMPANY_GRAPHQL,
  EMPLOYER_VERIFIED,
  PROFILE,
  SEARCH_PAGE_GRAPHQL,
  SENDER_NAMED,
  candidateStats,
  detailsAnswer,
  graphqlError,
  identityAnswer,
  interviewEntry,
  lockedCandidate,
  mockGraphql,
  operationCalls,
  profileAnswer,
  searchAnswer,
  searchStats,
  type GraphqlCall,
  type GraphqlHandler,
} from './company.fixtures.js';
import { emlFile, historyAnswer } from './interviews.fixtures.js';

const harness = new BrowserHarness('company/identity');

beforeAll(async () => {
  await harness.start();
});

afterAll(async () => {
  await harness.stop();
});

afterEach(async () => {
  await harness.closePage();
});

const NOT_PROVEN = COMPANY_IDENTITY_MESSAGES.notProven;
const notProvenError = () => graphqlError(NOT_PROVEN, 'COMPANY_NOT_PROVEN');

const NORTHWIND = 'Signed by northwind.com';
const GREENHOUSE = 'Signed by Greenhouse for Netflix';
const verifiedEvidence = {
  __typename: 'InterviewEvidence',
  kind: 'employer_domain',
  signingDomain: 'northwind.com',
  system: null,
  employer: 'Northwind',
  label: NORTHWIND,
  ...EMPLOYER_VERIFIED,
};
const namedEvidence = {
  __typename: 'InterviewEvidence',
  kind: 'hiring_system',
  signingDomain: 'us.greenhouse-mail.io',
  system: 'Greenhouse',
  employer: 'Netflix',
  label: GREENHOUSE,
  ...SENDER_NAMED,
};

/** Northwind: two interviews signed by its proven domain; Netflix: an unbound Greenhouse tenant naming it. */
const LEVELLED = lockedCandidate('c-levels', {
  employerVerifiedInterviews: 2,
  interviews: [
    {
      ...interviewEntry('c-levels-i1', 'Northwind', {
        processId: 'p-northwind',
        companyDomain: 'northwind.com',
        stage: 'final',
        stageLabel: 'Final Round',
        date: '2026-03-02T00:00:00.000Z',
      }),
      evidence: verifiedEvidence,
    },
    {
      ...interviewEntry('c-levels-i2', 'Northwind', {
        processId: 'p-northwind',
        companyDomain: 'northwind.com',
        stage: 'onsite',
        stageLabel: 'Onsite',
        date: '2026-02-20T00:00:00.000Z',
      }),
      evidence: verifiedEvidence,
    },
    {
      ...interviewEntry('c-levels-i3', 'Netflix', {
        processId: 'p-netflix',
        companyDomain: 'netflix.com',
        stage: 'offer',
        stageLabel: 'Offer',
        date: '2026-01-15T00:00:00.000Z',
      }),
      evidence: namedEvidence,
    },
  ],
  stats: candidateStats(3, 2, 1),
});

async function openSearch(
  handlers: Record<string, GraphqlHandler> = {},
  viewport?: { width: number; height: number },
): Promise<{ page: Page; calls: GraphqlCall[] }> {
  const page = await harness.open('/login', { session: COMPANY, viewport });
  const calls = await mockGraphql(page, {
    ...COMPANY_GRAPHQL,
    ...SEARCH_PAGE_GRAPHQL,
    SearchCandidates: searchAnswer([LEVELLED]),
    CandidateDetails: detailsAnswer(LEVELLED),
    SavedSearches: { data: { savedSearches: [] } },
    ...handlers,
  });
  await page.goto(`${harness.baseUrl}/#/search-candidates`);
  await shown(page.getByRole('heading', { level: 1, name: 'Search Candidates' }));
  return { page, calls };
}

const row = (page: Page) => page.locator('tr[data-candidate-id="c-levels"]');
const history = (page: Page) => row(page).locator('td[data-label="Interview History"]');
const summaryDialog = (page: Page) => page.getByRole('dialog', { name: 'Interview Process Summary' });

describe('evidence levels', () => {
  test('the search row: a strong "Employer verified" badge with a check, a neutral "named by the sender" badge that never says verified, the label in words, the description for screen readers; the row counts the verified interviews', async () => {
    const { page } = await openSearch();
    await shown(row(page));
    const items = history(page).locator('.cs-history__item');
    await settled(() => expect(items.count()).resolves.toBe(2));

    const verified = items.nth(0).locator('[data-evidence]');
    await settled(() => expect(verified.getAttribute('data-level')).resolves.toBe('employer_verified'));
    await settled(() => expect(verified.locator('.cs-level').innerText()).resolves.toBe('Employer verified'));
    await settled(() => expect(verified.locator('.cs-level--verified svg').count()).resolves.toBe(1));
    await settled(() => expect(verified.locator('.cs-evidence__label').innerText()).resolves.toBe(NORTHWIND));
    // accessible: the words, not colour alone; what the level means as its title and read-out text
    await settled(() => expect(verified.getAttribute('title')).resolves.toContain(EMPLOYER_VERIFIED.levelDescription));
    await settled(() => expect(verified.textContent()).resolves.toBe(`Employer verified ${NORTHWIND}. ${EMPLOYER_VERIFIED.levelDescription}`));

    const named = items.nth(1).locator('[data-evidence]');
    await settled(() => expect(named.getAttribute('data-level')).resolves.toBe('sender_named'));
    await settled(() => expect(named.locator('.cs-level').innerText()).resolves.toBe('Employer as named by the sender'));
    await settled(() => expect(named.locator('.cs-level--verified').count()).resolves.toBe(0));
    await settled(() => expect(named.locator('.cs-evidence__label').innerText()).resolves.toBe(GREENHOUSE));
    const namedText = (await named.textContent()) ?? '';
    expect(namedText).toContain(SENDER_NAMED.levelDescription);
    expect(namedText.replace(SENDER_NAMED.levelDescription, '')).not.toMatch(/verified/i);

    // the two badges look different (filled and outlined), besides their words
    const [verifiedBg, namedBg] = await Promise.all([
      verified.locator('.cs-level').evaluate((element) => getComputedStyle(element).backgroundColor),
      named.locator('.cs-level').evaluate((element) => getComputedStyle(element).backgroundColor),
    ]);
    expect(verifiedBg).not.toBe(namedBg);

    await shown(row(page).getByText('2 employer-verified interviews'));
    await harness.screenshotOf(row(page), '01-levels-row');
  });

  test('a row without verified interviews says nothing about a count', async () => {
    const { page } = await openSearch({ SearchCandidates: searchAnswer([{ ...LEVELLED, employerVerifiedInterviews: 0 }]) });
    await shown(row(page));
    await settled(() => expect(row(page).locator('.cs-bubble__verified').count()).resolves.toBe(0));
  });

  test('the detail modal and the summary show the levels; the summary spells out what each means', async () => {
    const { page } = await openSearch();
    await row(page)
      .getByRole('button', { name: /^Anonymous Candidate/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Anonymous Candidate' });
    const cards = dialog.locator('.cs-interview-card');
    await settled(() => expect(cards.count()).resolves.toBe(2));
    await settled(() => expect(cards.nth(0).locator('[data-level]').first().getAttribute('data-level')).resolves.toBe('employer_verified'));
    await settled(() => expect(cards.nth(1).locator('.cs-level').innerText()).resolves.toBe('Employer as named by the sender'));
    await harness.screenshot(page, '02-levels-detail', false);

    await cards
      .nth(1)
      .getByRole('button', { name: /^View Full/ })
      .click();
    const summary = summaryDialog(page);
    await shown(summary.getByText(GREENHOUSE));
    await shown(summary.getByText(SENDER_NAMED.levelDescription));
    await shown(summary.getByText('via us.greenhouse-mail.io'));
    await harness.screenshot(page, '03-levels-summary', false);
  });

  test('nothing overflows at 320 px with the level badges', async () => {
    const { page } = await openSearch({}, { width: 320, height: 720 });
    await shown(row(page));
    await shown(history(page).getByText('Employer as named by the sender'));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await harness.screenshot(page, '04-levels-320');
  });
});

describe('the "Employer verified only" filter', () => {
  const searchInputs = (calls: GraphqlCall[]) => operationCalls(calls, 'SearchCandidates').map((call) => call.variables['input'] as Record<string, unknown>);

  test('is a labelled checkbox; checked, the search is sent with employerVerifiedOnly: true on page 1; unchecked or cleared, without it', async () => {
    const { page, calls } = await openSearch();
    await shown(row(page));
    expect(searchInputs(calls).at(-1)).not.toHaveProperty('employerVerifiedOnly');
    const box = page.getByRole('checkbox', { name: 'Employer verified only' });
    await shown(box);
    await box.check();
    await settled(async () => expect(searchInputs(calls).at(-1)).toEqual({ page: 1, perPage: 20, employerVerifiedOnly: true }));
    await harness.screenshotOf(page.locator('.cs-filters'), '05-filter-on');

    await box.uncheck();
    await settled(async () => expect(searchInputs(calls).at(-1)).toEqual({ page: 1, perPage: 20 }));

    await box.check();
    await settled(async () => expect(searchInputs(calls).at(-1)).toMatchObject({ employerVerifiedOnly: true }));
    await page.getByRole('button', { name: 'Clear Filters' }).first().click();
    await settled(() => expect(box.isChecked()).resolves.toBe(false));
    await settled(async () => expect(searchInputs(calls).at(-1)).toEqual({ page: 1, perPage: 20 }));
  });

  test('it combines with the other filters and is saved with a search', async () => {
    const { page, calls } = await openSearch({ SaveSearch: { data: { saveSearch: { __typename: 'SavedSearch', id: 's1' } } } });
    await shown(row(page));
    await page.getByLabel('Company Name').fill('Northwind');
    await page.getByRole('checkbox', { name: 'Employer verified only' }).check();
    await settled(async () => expect(searchInputs(calls).at(-1)).toEqual({ page: 1, perPage: 20, companyName: 'Northwind', employerVerifiedOnly: true }));
    await page.getByLabel('Name of this search').fill('Verified Northwind');
    await page.getByRole('button', { name: 'Save this search' }).click();
    await settled(async () => expect(operationCalls(calls, 'SaveSearch')).toHaveLength(1));
    expect(operationCalls(calls, 'SaveSearch')[0]!.variables['input']).toEqual({
      name: 'Verified Northwind',
      filter: { companyName: 'Northwind', interviewStage: '', skills: '', employerVerifiedOnly: true },
    });
  });

  test('a saved search brings the filter back when applied', async () => {
    const saved = {
      __typename: 'SavedSearch',
      id: 's1',
      name: 'Verified Northwind',
      filter: { __typename: 'SavedSearchFilter', companyName: 'Northwind', interviewStage: null, skills: null, employerVerifiedOnly: true },
    };
    const { page, calls } = await openSearch({ SavedSearches: { data: { savedSearches: [saved] } } });
    await shown(row(page));
    const box = page.getByRole('checkbox', { name: 'Employer verified only' });
    await settled(() => expect(box.isChecked()).resolves.toBe(false));
    await page.getByRole('button', { name: 'Verified Northwind', exact: true }).click();
    await settled(() => expect(box.isChecked()).resolves.toBe(true));
    await settled(async () => expect(searchInputs(calls).at(-1)).toEqual({ page: 1, perPage: 20, companyName: 'Northwind', employerVerifiedOnly: true }));
  });
});

describe('an unproven company', () => {
  const explanation = (page: Page) => page.getByTestId('company-not-proven');

  test('the search page explains why and leads to the work-address section; no candidates and no unlock buttons', async () => {
    const { page } = await openSearch({ CompanyIdentity: identityAnswer(false), SearchCandidates: notProvenError() });
    await shown(explanation(page));
    await shown(explanation(page).getByText(NOT_PROVEN, { exact: true }));
    await settled(() => expect(page.locator('.cs-table').count()).resolves.toBe(0));
    await settled(() => expect(page.getByRole('button', { name: /Unlock/ }).count()).resolves.toBe(0));
    await settled(() =>
      expect(
        page
          .getByRole('alert')
          .getByText(/Error loading candidates/)
          .count(),
      ).resolves.toBe(0),
    );
    // the heading takes the focus (the page's content was replaced)
    await settled(() => expect(page.evaluate(() => document.activeElement?.textContent ?? '')).resolves.toBe('Verify your company to search candidates'));
    await harness.screenshot(page, '06-unproven-search');

    const unprovenProfile = { ...PROFILE, identityProven: false, provenDomains: [], websiteProven: false, workAddresses: [] };
    await mockGraphql(page, { ...COMPANY_GRAPHQL, CompanyIdentity: identityAnswer(false), CompanyProfile: profileAnswer(unprovenProfile) });
    await explanation(page).getByRole('link', { name: 'Verify a work address' }).click();
    await settled(() => expect(Promise.resolve(hashOf(page))).resolves.toBe('#/profile?tab=company&section=work-addresses'));
    const section = page.getByRole('heading', { name: 'Verified work addresses' });
    await shown(section);
    await settled(() => expect(page.evaluate(() => document.activeElement?.textContent ?? '')).resolves.toBe('Verified work addresses'));
    await harness.screenshot(page, '07-unproven-to-profile', false);
  });

  test("the server's COMPANY_NOT_PROVEN alone (the identity not known yet) shows the same explanation, not an error", async () => {
    const { page } = await openSearch({ CompanyIdentity: { data: null }, SearchCandidates: notProvenError() });
    await shown(explanation(page));
    await settled(() => expect(page.getByRole('button', { name: 'Try again' }).count()).resolves.toBe(0));
  });

  test('the details refused with COMPANY_NOT_PROVEN: the explanation in the modal, no unlock offered', async () => {
    const { page } = await openSearch({ CandidateDetails: notProvenError() });
    await shown(row(page));
    await row(page)
      .getByRole('button', { name: /^Anonymous Candidate/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Anonymous Candidate' });
    await shown(dialog.getByTestId('company-not-proven'));
    await shown(dialog.getByText(NOT_PROVEN, { exact: true }));
    await settled(() => expect(dialog.getByRole('button', { name: /Unlock/ }).count()).resolves.toBe(0));
    await settled(() => expect(dialog.getByText(/Error loading candidate details/).count()).resolves.toBe(0));
    await harness.screenshot(page, '08-unproven-details', false);
  });

  test('the dashboard shows the explanation instead of the numbers', async () => {
    const page = await harness.open('/login', { session: COMPANY });
    await mockGraphql(page, {
      ...COMPANY_GRAPHQL,
      CompanyIdentity: identityAnswer(false),
      CompanyDashboardStats: notProvenError(),
    });
    await page.goto(`${harness.baseUrl}/#/dashboard`);
    await shown(explanation(page));
    await shown(explanation(page).getByText(NOT_PROVEN, { exact: true }));
    await settled(() => expect(page.locator('.cd-tile').count()).resolves.toBe(0));
    await harness.screenshot(page, '09-unproven-dashboard');
  });

  test('a proven company sees the dashboard numbers as before', async () => {
    const page = await harness.open('/login', { session: COMPANY });
    await mockGraphql(page, {
      ...COMPANY_GRAPHQL,
      CompanyDashboardStats: { data: { searchCandidates: { __typename: 'CandidateSearchPage', stats: searchStats() } } },
    });
    await page.goto(`${harness.baseUrl}/#/dashboard`);
    await shown(page.locator('.cd-tile').first());
    await settled(() => expect(explanation(page).count()).resolves.toBe(0));
  });

  test('nothing overflows at 320 px on the unproven search page', async () => {
    const { page } = await openSearch({ CompanyIdentity: identityAnswer(false), SearchCandidates: notProvenError() }, { width: 320, height: 720 });
    await shown(explanation(page));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await harness.screenshot(page, '10-unproven-320');
  });
});

// ---------------------------------------------------------------------------
// company profile

const UNPROVEN_PROFILE = {
  ...PROFILE,
  email: 'grace@gmail.com',
  website: 'https://acme-robotics.example',
  identityProven: false,
  provenDomains: [],
  websiteProven: false,
  workAddresses: [],
  nameHistory: [
    { __typename: 'CompanyNameChange', name: 'Acme Robotics', changedAt: '2026-02-01T09:00:00.000Z' },
    { __typename: 'CompanyNameChange', name: 'Acme Bots', changedAt: '2026-01-05T09:00:00.000Z' },
  ],
};

const WORK_ADDRESS = {
  __typename: 'CompanyWorkAddress',
  email: 'grace@acme-robotics.example',
  domain: 'acme-robotics.example',
  verifiedAt: '2026-03-10T12:00:00.000Z',
  source: 'profile',
};
const PROVEN_AFTER = {
  ...UNPROVEN_PROFILE,
  identityProven: true,
  provenDomains: ['acme-robotics.example'],
  websiteProven: true,
  workAddresses: [WORK_ADDRESS],
};

async function openCompanyTab(
  handlers: Record<string, GraphqlHandler>,
  rest: Record<string, MockHandler | MockAnswer> = {},
  viewport?: { width: number; height: number },
) {
  const page = await harness.open('/login', { session: COMPANY, viewport });
  const calls = await mockGraphql(page, {
    ...COMPANY_GRAPHQL,
    CompanyProfile: profileAnswer(UNPROVEN_PROFILE),
    MyHiringSystemTenants: { data: { myHiringSystemTenants: [] } },
    ...handlers,
  });
  const api = await mockApi(page, rest);
  await page.goto(`${harness.baseUrl}/#/profile?tab=company`);
  await shown(page.getByRole('heading', { name: 'Verified work addresses' }));
  return { page, calls, api };
}

const workSection = (page: Page) => page.locator('#cp-work-addresses');

describe('company profile: verified work addresses', () => {
  test("the flow: a personal address refused with the server's words, then a work address, its code (a wrong one refused), and the address listed; the company is then proven", async () => {
    const { page, calls } = await openCompanyTab({
      RequestWorkAddressCode: (call) =>
        String(call.variables['email']).endsWith('@gmail.com')
          ? graphqlError(COMPANY_IDENTITY_MESSAGES.personalAddress, 'BAD_USER_INPUT')
          : {
              data: {
                requestWorkAddressCode: {
                  __typename: 'WorkAddressCodeSent',
                  email: call.variables['email'],
                  message: COMPANY_IDENTITY_MESSAGES.codeSent(String(call.variables['email'])),
                },
              },
            },
      VerifyWorkAddress: (call) =>
        call.variables['code'] === '123456' ? { data: { verifyWorkAddress: PROVEN_AFTER } } : graphqlError('Invalid or expired code', 'BAD_USER_INPUT'),
    });
    const section = workSection(page);
    await shown(section.getByText('No verified work address yet.'));
    await shown(section.getByText(NOT_PROVEN, { exact: true }));
    // the website is not on a proven domain: said so
    await shown(page.getByTestId('website-unproven').getByText(COMPANY_IDENTITY_MESSAGES.websiteUnproven));

    // a malformed address never reaches the server
    await section.getByLabel('Work email address').fill('grace@');
    await section.getByRole('button', { name: 'Send code' }).click();
    await shown(section.getByText(COMPANY_IDENTITY_MESSAGES.invalidAddress));
    expect(operationCalls(calls, 'RequestWorkAddressCode')).toHaveLength(0);

    await section.getByLabel('Work email address').fill('grace@gmail.com');
    await section.getByRole('button', { name: 'Send code' }).click();
    await shown(page.getByRole('alert').getByText(COMPANY_IDENTITY_MESSAGES.personalAddress));

    await section.getByLabel('Work email address').fill('grace@acme-robotics.example');
    await section.getByRole('button', { name: 'Send code' }).click();
    await shown(section.getByText(COMPANY_IDENTITY_MESSAGES.codeSent('grace@acme-robotics.example')));
    const code = section.getByLabel('6-digit code sent to grace@acme-robotics.example');
    await shown(code);
    await settled(() => expect(code.evaluate((element) => element === document.activeElement)).resolves.toBe(true));
    await harness.screenshotOf(section, '11-work-address-code');

    await code.fill('12345');
    await section.getByRole('button', { name: 'Verify address' }).click();
    await shown(section.getByText('Please enter the 6-digit code'));
    expect(operationCalls(calls, 'VerifyWorkAddress')).toHaveLength(0);

    await code.fill('654321');
    await section.getByRole('button', { name: 'Verify address' }).click();
    await shown(page.getByRole('alert').getByText('Invalid or expired code'));

    await code.fill('123 456');
    await section.getByRole('button', { name: 'Verify address' }).click();
    await shown(section.getByText(COMPANY_IDENTITY_MESSAGES.addressVerified));
    expect(operationCalls(calls, 'VerifyWorkAddress').at(-1)!.variables).toEqual({ email: 'grace@acme-robotics.example', code: '123456' });
    const listed = section.locator('[data-work-address="grace@acme-robotics.example"]');
    await shown(listed);
    await shown(listed.getByText('Domain acme-robotics.example'));
    await shown(listed.getByText('Verified Mar 10, 2026'));
    // the cache took the proven profile: the notes of an unproven company are gone
    await settled(() => expect(section.getByText(NOT_PROVEN, { exact: true }).count()).resolves.toBe(0));
    await settled(() => expect(page.getByTestId('website-unproven').count()).resolves.toBe(0));
    await harness.screenshotOf(section, '12-work-address-verified');
  });

  test("the name history under the company name; a rename over the limit shows the server's text", async () => {
    const { page } = await openCompanyTab({
      CompanyProfile: profileAnswer({ ...UNPROVEN_PROFILE, ...PROVEN_AFTER }),
      SaveCompanyProfile: graphqlError(COMPANY_IDENTITY_MESSAGES.renameLimit, 'BAD_USER_INPUT'),
    });
    const historyList = page.getByRole('list', { name: 'Name history' });
    await shown(historyList);
    await settled(() => expect(historyList.getByRole('listitem').allInnerTexts()).resolves.toEqual(['Acme Robotics (Feb 1, 2026)', 'Acme Bots (Jan 5, 2026)']));
    await page.getByLabel('Company name').fill('Netflix');
    await page.getByRole('button', { name: 'Save Company Information' }).click();
    await shown(page.getByRole('alert').getByText(COMPANY_IDENTITY_MESSAGES.renameLimit));
  });

  test('nothing overflows at 320 px on the company tab', async () => {
    const { page } = await openCompanyTab({}, {}, { width: 320, height: 720 });
    await shown(workSection(page));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await harness.screenshot(page, '13-profile-320');
  });
});

describe('company profile: hiring system accounts', () => {
  const TENANTS_PATH = '/api/company/hiring-system-tenants';

  test('the upload binds the tenants found: multipart `file` with the bearer token; the bound accounts are listed', async () => {
    const { page, api } = await openCompanyTab(
      {
        CompanyProfile: profileAnswer(PROVEN_AFTER),
        MyHiringSystemTenants: (_call, nth) =>
          nth === 1
            ? { data: { myHiringSystemTenants: [] } }
            : { data: { myHiringSystemTenants: [{ __typename: 'HiringSystemTenant', system: 'Greenhouse', tenant: 'acmerobotics' }] } },
      },
      {
        [`POST ${TENANTS_PATH}`]: {
          json: {
            success: true,
            tenants: [{ system: 'Greenhouse', tenant: 'acmerobotics' }],
            message: 'Bound Greenhouse account acmerobotics to Acme Robotics',
          },
        },
      },
    );
    const section = page.getByRole('region', { name: 'Hiring system accounts' });
    await shown(section.getByText('No hiring system account is bound to your company yet.'));
    await shown(section.getByText(/Upload any email your hiring system \(Greenhouse, Lever, \.\.\.\) sent to one of your verified work addresses/));
    const upload = section.getByRole('button', { name: 'Upload email' });
    await settled(() => expect(upload.isDisabled()).resolves.toBe(true));
    await section.getByLabel('Email from your hiring system (.eml)').setInputFiles(emlFile('greenhouse.eml', 'Your Greenhouse interview'));
    await upload.click();
    await shown(section.getByText('Bound Greenhouse account acmerobotics to Acme Robotics'));
    const sent = callsTo(api, TENANTS_PATH);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.authorization).toBe(`Bearer ${COMPANY.token}`);
    expect(sent[0]!.text).toContain('name="file"; filename="greenhouse.eml"');
    await shown(section.locator('[data-tenant="Greenhouse:acmerobotics"]'));
    await harness.screenshotOf(section, '14-tenant-bound');
  });

  test("a refusal shows the server's text (error or message); an unproven company cannot upload", async () => {
    const refused = 'This Greenhouse account (netflix) is bound to another employer';
    const { page } = await openCompanyTab(
      { CompanyProfile: profileAnswer(PROVEN_AFTER) },
      {
        [`POST ${TENANTS_PATH}`]: (_call, nth) =>
          nth === 1
            ? { status: 409, json: { error: refused } }
            : nth === 2
              ? { status: 422, json: { message: 'No hiring system signature found' } }
              : { json: { success: false, tenants: [], message: 'The email was not sent to one of your verified work addresses' } },
      },
    );
    const section = page.getByRole('region', { name: 'Hiring system accounts' });
    const file = section.getByLabel('Email from your hiring system (.eml)');
    for (const text of [refused, 'No hiring system signature found', 'The email was not sent to one of your verified work addresses']) {
      await file.setInputFiles(emlFile('netflix.eml'));
      await section.getByRole('button', { name: 'Upload email' }).click();
      await shown(page.getByRole('alert').getByText(text));
    }
    await harness.screenshotOf(section, '15-tenant-refused');
    await page.close();

    const unproven = await openCompanyTab({});
    const unprovenSection = unproven.page.getByRole('region', { name: 'Hiring system accounts' });
    await shown(unprovenSection.getByText(/Verify a work address first/));
    await settled(() => expect(unprovenSection.getByLabel('Email from your hiring system (.eml)').isDisabled()).resolves.toBe(true));
    expect(operationCalls(unproven.calls, 'MyHiringSystemTenants')).toHaveLength(0);
  });
});

// ---------------------------------------------------------------------------
// the candidate's interviews

describe("the candidate's interviews show their evidence level", () => {
  test('each interview: the level in words, what it is signed by, and what would raise it', async () => {
    const page = await harness.open('/login', { session: { token: 'candidate-token', user: CANDIDATE_USER } });
    const level = (id: string, evidenceLevel: string, evidenceLevelLabel: string, evidence: Record<string, unknown> | null, evidenceAdvice: string | null) => ({
      __typename: 'Interview',
      id,
      evidenceLevel,
      evidenceLevelLabel,
      evidence: evidence && { __typename: 'InterviewEvidence', ...evidence },
      evidenceAdvice,
    });
    const advice = 'Ask the employer to join and verify its domain, or upload an email sent from the employer’s own domain.';
    await mockGraphql(page, {
      InterviewHistory: historyAnswer(),
      InterviewEvidenceLevels: {
        data: {
          interviewHistory: {
            __typename: 'InterviewHistory',
            companies: [
              {
                __typename: 'CompanyInterviews',
                processId: 'p-globex',
                interviews: [
                  level(
                    'i-globex-offer',
                    'employer_verified',
                    'Employer verified',
                    { label: 'Signed by globex.com', levelDescription: EMPLOYER_VERIFIED.levelDescription },
                    null,
                  ),
                ],
              },
              {
                __typename: 'CompanyInterviews',
                processId: 'p-acme',
                interviews: [
                  level(
                    'i-acme-tech',
                    'sender_named',
                    'Employer as named by the sender',
                    { label: 'Signed by Greenhouse for Acme Robotics', levelDescription: SENDER_NAMED.levelDescription },
                    advice,
                  ),
                  level(
                    'i-acme-onsite',
                    'private',
                    'Private',
                    null,
                    'Shared documents and other notifications carry what their users wrote: upload the employer’s own email instead.',
                  ),
                ],
              },
            ],
          },
        },
      },
    });
    await page.goto(`${harness.baseUrl}/#/interviews`);
    // rows are compact until opened (issue 32)
    await page.getByRole('button', { name: 'Expand all' }).click();
    const card = (id: string) => page.locator(`[data-interview-id="${id}"] .interview__evidence`);
    await shown(card('i-globex-offer'));
    await settled(() => expect(card('i-globex-offer').getAttribute('data-level')).resolves.toBe('employer_verified'));
    await shown(card('i-globex-offer').getByText('Employer verified', { exact: true }));
    await shown(card('i-globex-offer').getByText('Signed by globex.com'));
    await settled(() => expect(card('i-globex-offer').locator('.interview__advice').count()).resolves.toBe(0));

    await shown(card('i-acme-tech').getByText('Employer as named by the sender', { exact: true }));
    await shown(card('i-acme-tech').getByText(advice));
    await shown(card('i-acme-onsite').getByText('Private', { exact: true }));
    await shown(card('i-acme-onsite').getByText(/upload the employer’s own email instead/));
    await harness.screenshot(page, '16-candidate-levels');
  });

  test('the history still shows when the levels cannot be loaded', async () => {
    const page = await harness.open('/login', { session: { token: 'candidate-token', user: CANDIDATE_USER } });
    await mockGraphql(page, { InterviewHistory: historyAnswer(), InterviewEvidenceLevels: { status: 500 } });
    await page.goto(`${harness.baseUrl}/#/interviews`);
    await shown(page.locator('[data-interview-id="i-globex-offer"]'));
    await hidden(page.locator('.interview__evidence').first());
  });
});

// ---------------------------------------------------------------------------
// admin: the employer directory

describe('admin: the employer directory', () => {
  const ADMIN = { token: 'admin-token', user: { ...CANDIDATE_USER, id: 'u-admin', email: 'admin@hiring.example', first_name: 'Ada', is_admin: true } };
  const entry = (id: string, name: string, domains: string[], tenants: { system: string; tenant: string }[], source: string) => ({
    __typename: 'EmployerDirectoryEntry',
    id,
    name,
    domains,
    tenants: tenants.map((tenant) => ({ __typename: 'HiringSystemTenant', ...tenant })),
    source,
    companyId: source === 'company' ? 'u-company-9' : null,
    updatedAt: '2026-03-01T00:00:00.000Z',
  });
  const NETFLIX = entry('e-netflix', 'Netflix', ['netflix.com'], [{ system: 'Greenhouse', tenant: 'netflix' }], 'seed');
  const BRIGHTPATH = entry('e-brightpath', 'Brightpath Labs', ['brightpath-labs.com'], [], 'company');

  test('lists the entries; adds one; deletes an admin or seed entry but never a proven company; judges all interviews again', async () => {
    const page = await harness.open('/login', { session: ADMIN });
    let directory = [NETFLIX, BRIGHTPATH];
    const calls = await mockGraphql(page, {
      AdminEmailIngestionStatus: { status: 500 },
      EmployerDirectory: () => ({ data: { employerDirectory: directory } }),
      SaveEmployerDirectoryEntry: (call) => {
        const input = call.variables['input'] as { name: string; domains: string[]; tenants: { system: string; tenant: string }[] };
        const saved = entry('e-northwind', input.name, input.domains, input.tenants, 'admin');
        directory = [...directory, saved];
        return { data: { saveEmployerDirectoryEntry: saved } };
      },
      DeleteEmployerDirectoryEntry: (call) => {
        directory = directory.filter((item) => item.id !== call.variables['id']);
        return { data: { deleteEmployerDirectoryEntry: call.variables['id'] } };
      },
      RejudgeInterviewEvidence: { data: { rejudgeInterviewEvidence: { __typename: 'EvidenceRejudgement', judged: 120, changed: 3 } } },
    });
    await page.goto(`${harness.baseUrl}/#/admin/email-ingestion`);
    const section = page.getByRole('region', { name: 'Employer directory' });
    await shown(section.locator('tr[data-entry-id="e-netflix"]'));
    await shown(section.locator('tr[data-entry-id="e-netflix"]').getByText('Greenhouse (netflix)'));
    await settled(() => expect(section.getByRole('button', { name: 'Delete Brightpath Labs' }).count()).resolves.toBe(0));
    await shown(section.getByRole('button', { name: 'Delete Netflix' }));

    await section.getByLabel('Employer name').fill('Northwind');
    await section.getByLabel('Domains', { exact: true }).fill('Northwind.com, https://www.northwind.co.uk/');
    await section.getByRole('button', { name: 'Add a hiring system account' }).click();
    await section.getByLabel('System', { exact: true }).fill('Lever');
    await section.getByLabel('Account', { exact: true }).fill('northwind');
    await section.getByRole('button', { name: 'Add entry' }).click();
    await shown(section.getByText('Added Northwind'));
    expect(operationCalls(calls, 'SaveEmployerDirectoryEntry')[0]!.variables['input']).toEqual({
      name: 'Northwind',
      domains: ['northwind.com', 'northwind.co.uk'],
      tenants: [{ system: 'Lever', tenant: 'northwind' }],
    });
    await shown(section.locator('tr[data-entry-id="e-northwind"]'));

    await section.getByRole('button', { name: 'Delete Netflix' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete entry' }).click();
    await shown(section.getByText('Deleted Netflix'));
    await hidden(section.locator('tr[data-entry-id="e-netflix"]'));

    await section.getByRole('button', { name: 'Judge all interviews again' }).click();
    await shown(section.getByText('Judged 120 interviews; 3 changed.'));
    await harness.screenshot(page, '17-admin-directory');
  });
});
