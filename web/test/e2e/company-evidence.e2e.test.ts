/**
 * Browser tests of the interview evidence badges (issue 11) on the company side, against the
 * GraphQL stand-in: each process shows the evidence labels of its interviews ("Signed by Greenhouse for
 * Northwind Robotics") in the search rows, the detail modal and the Interview Process Summary,
 * before unlock; processes without evidence show nothing new. Since issue 27 each label comes with
 * its level badge (company-identity.e2e.test.ts tests the levels themselves). Build first (`npm run build -w web`);
 * screenshots in artifacts/screenshots/company/evidence/.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { BrowserHarness, horizontalOverflow, settled, shown } from './browser.js';
import {
  COMPANY,
  COMPANY_GRAPHQL,
  EMPLOYER_VERIFIED,
  SEARCH_PAGE_GRAPHQL,
  SENDER_NAMED,
  candidateStats,
  detailsAnswer,
  interviewEntry,
  lockedCandidate,
  mockGraphql,
  searchAnswer,
} from './company.fixtures.js';

const harness = new BrowserHarness('company/evidence');

beforeAll(async () => {
  await harness.start();
});

afterAll(async () => {
  await harness.stop();
});

afterEach(async () => {
  await harness.closePage();
});

const GREENHOUSE = 'Signed by Greenhouse for Northwind Robotics';
const CONTOSO = 'Signed by contoso.com';
// issue 27: each evidence carries its level in the server's words (an unbound Greenhouse tenant names
// its employer; Contoso's own proven domain verifies it)
const viaGreenhouse = {
  __typename: 'InterviewEvidence',
  kind: 'hiring_system',
  signingDomain: 'us.greenhouse-mail.io',
  system: 'Greenhouse',
  employer: 'Northwind Robotics',
  label: GREENHOUSE,
  ...SENDER_NAMED,
};
const ownDomain = {
  __typename: 'InterviewEvidence',
  kind: 'employer_domain',
  signingDomain: 'contoso.com',
  system: null,
  employer: 'Contoso',
  label: CONTOSO,
  ...EMPLOYER_VERIFIED,
};

/** Northwind: two of its three interviews signed through Greenhouse; Contoso: signed by its own domain; Globex: none. */
const SIGNED = lockedCandidate('c-signed', {
  interviews: [
    {
      ...interviewEntry('c-signed-i1', 'Northwind Robotics', {
        processId: 'p-northwind',
        companyDomain: 'northwind.com',
        stage: 'final',
        stageLabel: 'Final Round',
        date: '2026-03-02T00:00:00.000Z',
      }),
      evidence: viaGreenhouse,
    },
    {
      ...interviewEntry('c-signed-i2', 'Northwind Robotics', {
        processId: 'p-northwind',
        companyDomain: 'northwind.com',
        stage: 'onsite',
        stageLabel: 'Onsite',
        date: '2026-02-20T00:00:00.000Z',
      }),
      evidence: viaGreenhouse,
    },
    {
      ...interviewEntry('c-signed-i3', 'Northwind Robotics', {
        processId: 'p-northwind',
        companyDomain: 'northwind.com',
        stage: 'phone_screen',
        stageLabel: 'Phone Screen',
        date: '2026-02-01T00:00:00.000Z',
      }),
      evidence: null,
    },
    {
      ...interviewEntry('c-signed-i4', 'Contoso', {
        processId: 'p-contoso',
        companyDomain: 'contoso.com',
        stage: 'offer',
        stageLabel: 'Offer',
        date: '2026-01-15T00:00:00.000Z',
      }),
      evidence: ownDomain,
    },
    // An interview without an evidence record.
    interviewEntry('c-signed-i5', 'Globex', {
      processId: 'p-globex',
      stage: 'technical_screen',
      stageLabel: 'Technical Screen',
      date: '2025-12-01T00:00:00.000Z',
    }),
  ],
  stats: candidateStats(5, 3, 1),
});

async function openSearch(viewport?: { width: number; height: number }): Promise<Page> {
  const page = await harness.open('/login', { session: COMPANY, viewport });
  await mockGraphql(page, { ...COMPANY_GRAPHQL, ...SEARCH_PAGE_GRAPHQL, SearchCandidates: searchAnswer([SIGNED]), CandidateDetails: detailsAnswer(SIGNED) });
  await page.goto(`${harness.baseUrl}/#/search-candidates`);
  await shown(page.locator('tr[data-candidate-id="c-signed"]'));
  return page;
}

const history = (page: Page) => page.locator('tr[data-candidate-id="c-signed"] td[data-label="Interview History"]');
const summaryDialog = (page: Page) => page.getByRole('dialog', { name: 'Interview Process Summary' });
const badgeTexts = (scope: Locator) => scope.locator('[data-evidence] .cs-evidence__label').allInnerTexts();

describe('interview evidence badges', () => {
  test('the search row shows each process its evidence labels before unlock; a process without evidence shows none', async () => {
    const page = await openSearch();
    const items = history(page).locator('.cs-history__item');
    await settled(() => expect(items.count()).resolves.toBe(3));
    await shown(history(page).getByText(GREENHOUSE));
    await shown(history(page).getByText(CONTOSO));
    await settled(() => expect(badgeTexts(items.nth(0))).resolves.toEqual([GREENHOUSE]));
    await settled(() => expect(badgeTexts(items.nth(1))).resolves.toEqual([CONTOSO]));
    await settled(() => expect(items.nth(2).locator('[data-evidence]').count()).resolves.toBe(0));
    await settled(() => expect(items.nth(0).locator('[data-evidence]').getAttribute('data-evidence')).resolves.toBe('hiring_system'));
    await settled(() => expect(items.nth(1).locator('[data-evidence]').getAttribute('data-evidence')).resolves.toBe('employer_domain'));
    // Accessible: a named list, the label as text, the icon hidden, the share for screen readers.
    await shown(items.nth(0).getByRole('list', { name: 'Interview evidence' }));
    // issue 27: the level badge first, then the label, then (for screen readers) what the level means and the share
    await settled(() =>
      expect(items.nth(0).locator('[data-evidence]').textContent()).resolves.toBe(
        `${SENDER_NAMED.levelLabel} ${GREENHOUSE}. ${SENDER_NAMED.levelDescription} (2 of 3 interviews)`,
      ),
    );
    await settled(() => expect(items.nth(0).locator('[data-evidence] svg').getAttribute('aria-hidden')).resolves.toBe('true'));
    // The row still reads as before: stage badges untouched, the candidate still anonymous.
    await settled(() => expect(history(page).locator('.cs-stage').allInnerTexts()).resolves.toEqual(['Final Round', 'Offer', 'Technical Screen']));
    await shown(page.getByRole('button', { name: /^Anonymous Candidate/ }));
    await harness.screenshotOf(page.locator('tr[data-candidate-id="c-signed"]'), '01-search-row');
    await harness.screenshot(page, '02-search-results');
  });

  test('the detail modal shows the badges on each interview card; the summary lists them with the signer and share', async () => {
    const page = await openSearch();
    await page.getByRole('button', { name: /^Anonymous Candidate/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Anonymous Candidate' });
    await shown(dialog.locator('.cs-interview-card').first());
    const cards = dialog.locator('.cs-interview-card');
    await settled(() => expect(cards.count()).resolves.toBe(3));
    await shown(dialog.getByText(GREENHOUSE));
    await shown(dialog.getByText(CONTOSO));
    await settled(() => expect(badgeTexts(cards.nth(0))).resolves.toEqual([GREENHOUSE]));
    await settled(() => expect(badgeTexts(cards.nth(1))).resolves.toEqual([CONTOSO]));
    await settled(() => expect(cards.nth(2).locator('[data-evidence]').count()).resolves.toBe(0));
    await harness.screenshot(page, '03-detail', false);

    await cards
      .nth(0)
      .getByRole('button', { name: /^View Full/ })
      .click();
    const summary = summaryDialog(page);
    await shown(summary);
    await shown(summary.getByText(GREENHOUSE));
    const pairs = (await summary.locator('.cs-pairs__row').allInnerTexts()).map((pair) =>
      pair
        .split('\n')
        .map((part) => part.trim())
        .filter(Boolean)
        .join(': '),
    );
    expect(pairs).toEqual([
      'Name: Anonymous Candidate',
      'Email: Locked - Unlock to view',
      'Experience: 6.5 years',
      'Company: Northwind Robotics',
      'Position: Senior Software Engineer: AI: Read by AI from the email',
      'Final Stage: Final Round',
      'Date: Mar 2, 2026',
      'Source: Email Analysis',
      // issue 27: the level, the label, what the level means, then the signer and the share
      `Evidence: ${SENDER_NAMED.levelLabel}: ${GREENHOUSE}: ${SENDER_NAMED.levelDescription}: via us.greenhouse-mail.io · 2 of 3 interviews`,
    ]);
    await shown(summary.locator('[data-evidence="hiring_system"]'));
    await harness.screenshot(page, '04-summary-signed', false);
    await summary.getByRole('button', { name: 'Back to Details' }).click();

    // Contoso: its own domain, every interview signed: the label alone.
    await page
      .getByRole('dialog', { name: 'Anonymous Candidate' })
      .locator('.cs-interview-card')
      .nth(1)
      .getByRole('button', { name: /^View Full/ })
      .click();
    await shown(summaryDialog(page).getByText(CONTOSO));
    await settled(() => expect(summaryDialog(page).locator('[data-evidence] .cs-evidence__label').innerText()).resolves.toBe(CONTOSO));
    await settled(() => expect(summaryDialog(page).locator('[data-evidence] .cs-level').innerText()).resolves.toBe(EMPLOYER_VERIFIED.levelLabel));
    await settled(() => expect(summaryDialog(page).locator('[data-evidence] .cs-evidence__meta').count()).resolves.toBe(0));
    await summaryDialog(page).getByRole('button', { name: 'Back to Details' }).click();

    // Globex: no evidence, no Evidence row.
    await page
      .getByRole('dialog', { name: 'Anonymous Candidate' })
      .locator('.cs-interview-card')
      .nth(2)
      .getByRole('button', { name: /^View Full/ })
      .click();
    await shown(summaryDialog(page).getByText('Technical Screen'));
    await settled(() => expect(summaryDialog(page).locator('.cs-pairs__row').count()).resolves.toBe(8));
    await settled(() => expect(summaryDialog(page).locator('[data-evidence]').count()).resolves.toBe(0));
  });

  test('the summary opened from the search row shows the evidence too', async () => {
    const page = await openSearch();
    await history(page)
      .locator('.cs-history__item')
      .nth(1)
      .getByRole('button', { name: /interview process summary/ })
      .click();
    const summary = summaryDialog(page);
    await shown(summary.getByText(CONTOSO));
    await settled(() => expect(summary.locator('[data-evidence="employer_domain"]').count()).resolves.toBe(1));
    await harness.screenshot(page, '05-summary-from-row', false);
  });

  test('nothing overflows at 375 px with the badges', async () => {
    const page = await openSearch({ width: 375, height: 812 });
    await shown(history(page).getByText(GREENHOUSE));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await harness.screenshot(page, '06-mobile');
    await history(page)
      .locator('.cs-history__item')
      .nth(0)
      .getByRole('button', { name: /interview process summary/ })
      .click();
    await shown(summaryDialog(page).getByText(GREENHOUSE));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await harness.screenshot(page, '07-mobile-summary', false);
  });
});
