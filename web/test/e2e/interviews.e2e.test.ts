/**
 * Browser tests of the Interview History page and the interview email upload modal (accounts
 * docs/product/screens.md#routes, docs/product/rules.md#states-and-transitions, docs/product/rules.md#validation, docs/product/rules.md#errors; docs/product/screens.md#interview-history, docs/product/rules.md#states-and-transitions, docs/product/rules.md#validation, docs/product/rules.md#errors) with the GraphQL API (the
 * history and its changes) and the REST upload stood in: every state and text of the page and the modal. The journeys against the real back end
 * are in journeys/.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import {
  BrowserHarness,
  callsTo,
  CANDIDATE_USER,
  COMPANY_USER,
  eventually,
  gate,
  hashOf,
  hidden,
  horizontalOverflow,
  mockApi,
  shown,
  storedSession,
  type MockAnswer,
  type MockHandler,
  settled,
} from './browser.js';
import { mockGraphql, type GraphqlAnswer, type GraphqlCall } from './candidate.fixtures.js';
import { emlFile, historyAnswer, interviewById, SUPPORT_EMAIL, uploadAnswer } from './interviews.fixtures.js';

const harness = new BrowserHarness('interviews');
const CANDIDATE = { token: 'candidate-token', user: CANDIDATE_USER };

beforeAll(() => harness.start());
afterAll(() => harness.stop());
afterEach(() => harness.closePage());

type Handlers = Record<string, MockHandler | MockAnswer>;
type Operations = Record<string, GraphqlAnswer | ((call: GraphqlCall, nth: number) => GraphqlAnswer)>;

/** The history page with the InterviewHistory query answered, `operations` for the mutations and `handlers` for the REST upload. */
async function openHistory(handlers: Handlers = {}, viewport?: { width: number; height: number }, operations: Operations = {}) {
  const page = await harness.open('/login', { session: CANDIDATE, viewport });
  const graphql = await mockGraphql(page, { InterviewHistory: historyAnswer(), ...operations });
  const calls = await mockApi(page, handlers);
  await page.goto(`${harness.baseUrl}/#/interviews`);
  await shown(page.getByRole('heading', { level: 1, name: 'Interview history' }));
  return { page, calls, graphql };
}

/** The calls of one operation, for one interview when `id` is given. */
const operationCalls = (graphql: GraphqlCall[], operationName: string, id?: string) =>
  graphql.filter((call) => call.operationName === operationName && (id === undefined || call.variables['id'] === id));

/** Answers per interview: `answer(id, nth)` with nth counted for that interview. */
function perInterview(answer: (call: GraphqlCall, nth: number) => GraphqlAnswer) {
  const counts = new Map<unknown, number>();
  return (call: GraphqlCall) => {
    const nth = (counts.get(call.variables['id']) ?? 0) + 1;
    counts.set(call.variables['id'], nth);
    return answer(call, nth);
  };
}

const companyCard = (page: Page, name: string) => page.getByRole('article', { name, exact: true });
const interviewCard = (page: Page, id: string) => page.locator(`[data-interview-id="${id}"]`);
const alertText = (page: Page, text: string) => page.getByRole('alert').getByText(text, { exact: true });
const statusText = (page: Page, text: string) => page.getByRole('status').getByText(text, { exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Upload interview emails' });

/** The cards are there; every row opened (issue 32: rows are compact until opened), so the tests reach each interview's details. */
async function cardsReady(page: Page, options: { expand?: boolean } = {}) {
  await shown(companyCard(page, 'Acme Robotics'));
  if (options.expand === false) return;
  await page.getByRole('button', { name: 'Expand all' }).click();
  await shown(page.getByRole('button', { name: 'Collapse all' }));
}

describe('interview history: the page', () => {
  test('a note per company process: shown, added with the server checking it, errors in the form (issue 16)', async () => {
    const { page, graphql } = await openHistory({}, undefined, {
      SetInterviewProcessNotes: (call, nth) =>
        nth === 1
          ? { errors: [{ message: 'Notes can only contain plain text and line breaks', extensions: { code: 'BAD_USER_INPUT' } }] }
          : {
              data: {
                setInterviewProcessNotes: {
                  __typename: 'ProcessNotes',
                  processId: call.variables['processId'],
                  notes: String(call.variables['notes']).trim() || null,
                },
              },
            },
    });
    await cardsReady(page);
    const acme = companyCard(page, 'Acme Robotics');
    await shown(acme.getByText('Four rounds; the system design one was on a whiteboard.', { exact: false }));
    await shown(acme.getByRole('button', { name: 'Edit note for Acme Robotics' }));
    const globex = companyCard(page, 'Globex');
    await shown(globex.getByText('No note yet. Companies see it with this process.'));
    await globex.getByRole('button', { name: 'Add a note for Globex' }).click();
    const form = globex.getByRole('form', { name: 'Note for Globex' });
    const field = form.getByRole('textbox', { name: 'Your note for companies' });
    await shown(field);
    await settled(() => expect(field.getAttribute('maxlength')).resolves.toBe('500'));
    await field.fill('  Offer came after two weeks.  ');
    await shown(form.getByText('27/500 characters', { exact: false }));
    await form.getByRole('button', { name: 'Save note' }).click();
    await shown(form.getByRole('alert').getByText('Notes can only contain plain text and line breaks'));
    await harness.screenshot(page, '03b-process-note-form', false);
    await form.getByRole('button', { name: 'Save note' }).click();
    await shown(globex.getByRole('status').getByText('Note saved.'));
    await shown(globex.locator('.process-notes__text').getByText('Offer came after two weeks.', { exact: true }));
    const calls = operationCalls(graphql, 'SetInterviewProcessNotes');
    expect(calls).toHaveLength(2);
    expect(calls[1]!.variables).toEqual({ processId: 'p-globex', notes: '  Offer came after two weeks.  ' });
    expect(calls[1]!.authorization).toBe('Bearer candidate-token');
    await harness.screenshot(page, '03c-process-note-saved');
  });

  test('the note on a phone', async () => {
    const { page } = await openHistory({}, { width: 390, height: 844 });
    await cardsReady(page);
    await companyCard(page, 'Globex').getByRole('button', { name: 'Add a note for Globex' }).click();
    await shown(companyCard(page, 'Globex').getByRole('textbox', { name: 'Your note for companies' }));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await harness.screenshot(page, '03d-process-note-phone');
  });

  test('intro and privacy blocks, companies newest first, each interview with its date, coloured stage, position, family and title', async () => {
    const { page, graphql } = await openHistory();
    await cardsReady(page);
    expect(operationCalls(graphql, 'InterviewHistory')[0]!.authorization).toBe('Bearer candidate-token');
    await shown(page.getByRole('heading', { name: 'How it works' }));
    await shown(page.getByRole('heading', { name: 'Your privacy' }));
    await shown(page.getByText('Companies see only the company, date, position and stage of your public interviews.'));
    await shown(page.getByText('5 interviews', { exact: true }));

    // companies by their latest interview, newest first; interviews newest first
    await settled(() => expect(page.locator('.company-card__name').allTextContents()).resolves.toEqual(['Acme Robotics', 'Globex', 'Initech']));
    // each company's letter avatar has its own colour (issue 16: they were all the same)
    const avatarColours = await page.locator('.company-card__logo').evaluateAll((nodes) => nodes.map((node) => getComputedStyle(node).backgroundColor));
    expect(new Set(avatarColours).size).toBe(3);
    expect(avatarColours.every((colour) => colour !== 'rgba(0, 0, 0, 0)')).toBe(true);
    await settled(() =>
      expect(
        companyCard(page, 'Acme Robotics')
          .locator('[data-interview-id]')
          .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-interview-id'))),
      ).resolves.toEqual(['i-acme-onsite', 'i-acme-tech']),
    );
    await settled(() =>
      expect(
        companyCard(page, 'Initech')
          .locator('[data-interview-id]')
          .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-interview-id'))),
      ).resolves.toEqual(['i-initech-final', 'i-initech-phone']),
    );

    // the company's domain is a link to its site, in a new tab; no domain, no link
    const domain = companyCard(page, 'Acme Robotics').getByRole('link', { name: /acme-robotics\.example/ });
    await settled(() => expect(domain.getAttribute('href')).resolves.toBe('https://acme-robotics.example'));
    await settled(() => expect(domain.getAttribute('target')).resolves.toBe('_blank'));
    await settled(() => expect(domain.getAttribute('rel')).resolves.toBe('noopener noreferrer'));
    await settled(() => expect(companyCard(page, 'Globex').getByRole('link').count()).resolves.toBe(0));

    // stages with the spec's colours
    const badge = (id: string) => interviewCard(page, id).locator('.stage-badge');
    const expected: [string, string, string][] = [
      ['i-acme-onsite', 'Onsite', 'indigo'],
      ['i-acme-tech', 'Technical Screen', 'blue'],
      ['i-globex-offer', 'Offer', 'green'],
      ['i-initech-final', 'Final Round', 'purple'],
      ['i-initech-phone', 'Phone Screen', 'orange'],
    ];
    for (const [id, label, colour] of expected) {
      await settled(() => expect(badge(id).textContent()).resolves.toBe(label));
      await settled(() => expect(badge(id).getAttribute('data-colour')).resolves.toBe(colour));
    }
    const colours = await badge('i-globex-offer').evaluate((node) => [getComputedStyle(node).color, getComputedStyle(node).backgroundColor]);
    expect(colours).toEqual(['rgb(22, 101, 52)', 'rgb(220, 252, 231)']);

    await harness.screenshot(page, '01-history');

    // dates, positions and markers
    await settled(() => expect(interviewCard(page, 'i-acme-onsite').locator('time').textContent()).resolves.toBe('Mar 12, 2026'));
    await settled(() => expect(interviewCard(page, 'i-acme-onsite').locator('time').getAttribute('datetime')).resolves.toBe('2026-03-12T00:00:00.000Z'));
    await shown(interviewCard(page, 'i-initech-phone').getByText('Date unknown'));
    // the position companies see ('Staff Backend Engineer'), not the classification; that one is in the facts below
    await settled(() =>
      expect(interviewCard(page, 'i-acme-onsite').locator('.interview__position > span').first().textContent()).resolves.toBe('Staff Backend Engineer'),
    );
    await settled(() =>
      expect(interviewCard(page, 'i-acme-onsite').locator('.interview__facts').innerText()).resolves.toMatch(/Software Engineering[\s\S]*Backend Engineer/),
    );
    await settled(() =>
      expect(interviewCard(page, 'i-initech-phone').locator('.interview__position > span').first().textContent()).resolves.toBe('Unknown Position'),
    );
    await settled(() => expect(interviewCard(page, 'i-acme-onsite').locator('.marker > [aria-hidden="true"]').textContent()).resolves.toBe('AI'));
    await settled(() =>
      expect(interviewCard(page, 'i-acme-onsite').getByRole('tooltip', { includeHidden: true }).textContent()).resolves.toBe('Extracted by AI from the email'),
    );
    const edited = interviewCard(page, 'i-globex-offer').locator('.marker');
    // issue 32: 'Edited', not a bare 'C', and a tap (not only hover or focus) shows the tip
    await settled(() => expect(edited.locator('[aria-hidden="true"]').textContent()).resolves.toBe('Edited'));
    await settled(() => expect(edited.getByRole('tooltip', { includeHidden: true }).isVisible()).resolves.toBe(false));
    await edited.hover();
    await shown(page.getByRole('tooltip', { name: 'Edited by you. AI extracted: Software Engineer' }));
    await harness.screenshot(page, '02-marker-tooltip', false);
    await page.mouse.move(0, 0);
    await hidden(edited.getByRole('tooltip'));
    await edited.click();
    await shown(edited.getByRole('tooltip'));
    await settled(() => expect(edited.getAttribute('aria-expanded')).resolves.toBe('true'));
    await page.mouse.move(0, 0);
    await shown(edited.getByRole('tooltip'));
    // a tap elsewhere closes it
    await page.getByRole('heading', { level: 1 }).click();
    await hidden(edited.getByRole('tooltip'));

    // job family and title
    const facts = (id: string) => interviewCard(page, id).locator('.interview__facts').innerText();
    await settled(() => expect(facts('i-globex-offer')).resolves.toMatch(/Job family\s+Data & Analytics\s+Job title\s+Data Scientist/));
    await settled(() => expect(facts('i-initech-phone')).resolves.toMatch(/Job family\s+Not set\s+Job title\s+Not set/));

    // visibility: public on, private off; the private one with issues cannot be made public
    const visibility = (id: string) => interviewCard(page, id).getByRole('switch', { name: 'Visible to companies' });
    await settled(() => expect(visibility('i-acme-onsite').getAttribute('aria-checked')).resolves.toBe('true'));
    await settled(() => expect(visibility('i-globex-offer').getAttribute('aria-checked')).resolves.toBe('false'));
    await settled(() => expect(visibility('i-globex-offer').isDisabled()).resolves.toBe(true));
    await shown(interviewCard(page, 'i-globex-offer').getByText('Stays private: verification issues'));
  });

  test('verification details: status, issues with descriptions, status description, legacy confidence and tests', async () => {
    const { page } = await openHistory();
    await cardsReady(page);
    const offer = interviewCard(page, 'i-globex-offer');
    await offer.getByText('Verification details').click();
    await shown(offer.getByText('Verification issues (1)'));
    await shown(offer.getByRole('list', { name: 'Verification issues' }).getByText('Email content was modified'));
    await shown(offer.getByText('The body of the email changed after it was signed, so its DKIM signature no longer verifies.'));
    await shown(offer.getByText('The email could not be verified and is kept private.'));
    await shown(offer.getByText('Low confidence: the content changed after signing. (10%)'));
    await shown(offer.getByText('Passed (original SPF passed, current SPF passed)'));
    await shown(offer.getByText('Failed (DKIM failed, ARC failed)'));

    const onsite = interviewCard(page, 'i-acme-onsite');
    await onsite.getByText('Verification details').click();
    await shown(onsite.locator('.verification__status').getByText('Verified', { exact: true }));
    await shown(onsite.getByText('Verified with high confidence (95%)'));
    const rows = await onsite.locator('.checks__row').allInnerTexts();
    expect(rows.map((row) => row.replace(/\s+/g, ' '))).toEqual([
      'DKIM signature (content unmodified) Passed',
      'SPF (sending server allowed) Passed',
      'ARC (forwarding chain) Not present',
      'DMARC (sender domain policy) Passed',
      'Sent to your verified address Passed',
    ]);
    await harness.screenshot(page, '03-verification-details');
  });

  test('empty state, and a failed load with a retry', async () => {
    const page = await harness.open('/login', { session: CANDIDATE });
    const graphql = await mockGraphql(page, {
      InterviewHistory: (_call, nth) =>
        nth === 1
          ? { status: 500 }
          : nth === 2
            ? { errors: [{ message: 'Interview service unavailable', extensions: { code: 'SERVICE_UNAVAILABLE' } }] }
            : historyAnswer({ __typename: 'InterviewHistory', totalInterviews: 0, companies: [] }),
    });
    await page.goto(`${harness.baseUrl}/#/interviews`);
    await shown(alertText(page, 'Network error occurred'));
    await harness.screenshot(page, '04-load-error');
    await page.getByRole('button', { name: 'Try again' }).click();
    await shown(alertText(page, 'Interview service unavailable'));
    await page.getByRole('button', { name: 'Try again' }).click();
    await shown(page.getByRole('heading', { name: 'Start building your interview portfolio' }));
    expect(operationCalls(graphql, 'InterviewHistory')).toHaveLength(3);
    await harness.screenshot(page, '05-empty');
    // the empty state's own button opens the modal
    await page.locator('.history-empty').getByRole('button', { name: 'Upload interview emails' }).click();
    await shown(dialog(page));
  });

  test('at 375 px wide the page and the modal fit the screen', async () => {
    const { page } = await openHistory({}, { width: 375, height: 812 });
    await cardsReady(page);
    await interviewCard(page, 'i-globex-offer').getByText('Verification details').click();
    await settled(() => expect(horizontalOverflow(page)).resolves.toBeLessThanOrEqual(0));
    // nothing is cut off inside the cards either
    const clipped = await page
      .locator('.company-card *')
      .evaluateAll((nodes) =>
        nodes.filter((node) => node.scrollWidth > node.clientWidth + 1 && getComputedStyle(node).overflow === 'visible').map((node) => node.className),
      );
    expect(clipped).toEqual([]);
    await harness.screenshot(page, '06-history-mobile');
    await harness.screenshotOf(companyCard(page, 'Globex'), '06b-company-card-mobile');
    await page.locator('.history__header').getByRole('button', { name: 'Upload interview emails' }).click();
    await shown(dialog(page));
    await settled(() => expect(horizontalOverflow(page)).resolves.toBeLessThanOrEqual(0));
    await harness.screenshot(page, '07-upload-modal-mobile', false);
  });
});

describe('interview history: compact rows, sort and filters (issue 32)', () => {
  test('each interview is one row (position, stage, date, visibility, level) that opens for its details; a much shorter page', async () => {
    const { page } = await openHistory({}, { width: 390, height: 844 });
    await cardsReady(page, { expand: false });
    const card = interviewCard(page, 'i-acme-onsite');
    await shown(card.locator('.interview__position'));
    await shown(card.locator('.visibility-pill'));
    await hidden(card.getByRole('switch', { name: 'Visible to companies' }));
    const collapsedHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    await harness.screenshot(page, '21-compact-phone');
    const toggle = card.getByRole('button', { name: /^Details/ });
    await settled(() => expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false'));
    // aria-controls names an element that is there, open or not
    const controlled = await toggle.getAttribute('aria-controls');
    await settled(() => expect(page.locator(`[id="${controlled}"]`).count()).resolves.toBe(1));
    await toggle.click();
    await shown(card.getByRole('switch', { name: 'Visible to companies' }));
    await settled(() => expect(card.getByRole('button', { name: /^Hide details/ }).getAttribute('aria-expanded')).resolves.toBe('true'));
    await card.getByRole('button', { name: /^Hide details/ }).click();
    await hidden(card.getByRole('switch', { name: 'Visible to companies' }));
    await page.getByRole('button', { name: 'Expand all' }).click();
    const openHeight = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(collapsedHeight).toBeLessThan(openHeight * 0.7);
  });

  test('sort (newest, oldest, company) and filters (visibility, evidence level) change the rows shown, with the count', async () => {
    const { page } = await openHistory();
    await cardsReady(page, { expand: false });
    const companies = () => page.locator('.company-card__name').allInnerTexts();
    const newest = await companies();
    await page.getByLabel('Sort', { exact: true }).selectOption('oldest');
    await settled(() => expect(companies()).resolves.toEqual([...newest].reverse()));
    await page.getByLabel('Sort', { exact: true }).selectOption('company');
    await settled(() => expect(companies()).resolves.toEqual([...newest].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))));
    const total = await page.locator('[data-interview-id]').count();
    await page.getByLabel('Visibility', { exact: true }).selectOption('private');
    await eventually(async () => (await page.locator('[data-interview-id]').count()) < total, 'fewer rows');
    const privateRows = await page.locator('[data-interview-id]').count();
    await settled(() => expect(page.locator('.interview--private').count()).resolves.toBe(privateRows));
    await shown(page.getByText(`${privateRows} of ${total} shown`));
    await page.getByLabel('Visibility', { exact: true }).selectOption('all');
    await settled(() => expect(page.locator('[data-interview-id]').count()).resolves.toBe(total));
  });
});

describe('interview history: visibility, position and delete', () => {
  test('issue 32: the outcome of an action far down the page shows in the viewport, and a success leaves by itself', async () => {
    const { page } = await openHistory(
      {},
      { width: 390, height: 844 },
      {
        SetInterviewVisibility: (call) => ({
          data: { setInterviewVisibility: { ...interviewById(String(call.variables['id'])), visibility: call.variables['visibility'] } },
        }),
      },
    );
    await cardsReady(page);
    const last = interviewCard(page, 'i-initech-phone');
    // The control is below the first screen, so a message at the top of the page would be out of sight.
    expect((await last.boundingBox())!.y).toBeGreaterThan(844);
    await last.getByRole('switch', { name: 'Visible to companies' }).click();
    const toast = statusText(page, 'The interview is now private.');
    await shown(toast);
    const box = (await toast.boundingBox())!;
    const viewport = await page.evaluate(() => ({ height: window.innerHeight, width: window.innerWidth }));
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    // It stays in view when the page scrolls, and can be dismissed.
    await page.evaluate(() => window.scrollTo(0, 0));
    const after = (await toast.boundingBox())!;
    expect(after.y + after.height).toBeLessThanOrEqual(viewport.height);
    await harness.screenshot(page, '20-toast-phone', false);
    await page.getByTestId('toast-region').getByRole('button', { name: 'Dismiss message' }).click();
    await hidden(toast);
  });

  test('the visibility toggle changes at once, keeps the answer, and rolls back with the error on failure', async () => {
    const failure = gate();
    const { page, graphql } = await openHistory({}, undefined, {
      SetInterviewVisibility: perInterview((call, nth) =>
        call.variables['id'] === 'i-acme-tech'
          ? { errors: [{ message: 'This interview has verification issues and stays private.', extensions: { code: 'BAD_USER_INPUT' } }] }
          : nth === 1
            ? { data: { setInterviewVisibility: { ...interviewById('i-acme-onsite'), visibility: call.variables['visibility'] } } }
            : { status: 500, until: failure.opened },
      ),
    });
    await cardsReady(page);
    const onsite = interviewCard(page, 'i-acme-onsite').getByRole('switch', { name: 'Visible to companies' });
    await onsite.click();
    await eventually(async () => (await onsite.getAttribute('aria-checked')) === 'false', 'the switch to turn off');
    await shown(statusText(page, 'The interview is now private.'));
    await shown(interviewCard(page, 'i-acme-onsite').locator('.visibility-pill').getByText('Private'));
    expect(operationCalls(graphql, 'SetInterviewVisibility', 'i-acme-onsite')[0]).toMatchObject({ variables: { id: 'i-acme-onsite', visibility: 'private' } });

    // optimistic: on at once, disabled while the answer is on its way, then back off with the default text
    await onsite.click();
    await eventually(async () => (await onsite.getAttribute('aria-checked')) === 'true', 'the optimistic change');
    await settled(() => expect(onsite.isDisabled()).resolves.toBe(true));
    failure.open();
    await shown(alertText(page, 'Network error occurred'));
    await settled(() => expect(onsite.getAttribute('aria-checked')).resolves.toBe('false'));
    expect(operationCalls(graphql, 'SetInterviewVisibility', 'i-acme-onsite')[1]!.variables).toEqual({ id: 'i-acme-onsite', visibility: 'public' });

    // a refusal shows the server's text and rolls back too
    const tech = interviewCard(page, 'i-acme-tech').getByRole('switch', { name: 'Visible to companies' });
    await tech.click();
    await shown(alertText(page, 'This interview has verification issues and stays private.'));
    await settled(() => expect(tech.getAttribute('aria-checked')).resolves.toBe('true'));
    await harness.screenshot(page, '08-visibility-rollback', false);
  });

  test('position edit: the family/title rules, save takes the answer (C marker, AI value in the tooltip), errors stay in the form', async () => {
    const { page, graphql } = await openHistory({}, undefined, {
      UpdateInterviewPosition: (call, nth) => {
        if (nth === 1)
          return { errors: [{ message: 'Job title must be one of the titles of the selected job family', extensions: { code: 'BAD_USER_INPUT' } }] };
        if (nth === 2) return { status: 502 };
        const { jobFamily, jobTitle } = call.variables as { jobFamily: string; jobTitle: string };
        return {
          data: {
            updateInterviewPosition: {
              ...interviewById('i-acme-onsite'),
              // as the server wrote an edited position before issue 32: the title and the title-cased key
              position: `${jobTitle} (Data Analytics)`,
              jobFamily,
              jobTitle,
              positionEditedByCandidate: true,
              aiExtractedPosition: 'Staff Backend Engineer',
              aiExtractedJobFamily: 'software-engineering',
              aiExtractedJobTitle: 'Backend Engineer',
            },
          },
        };
      },
    });
    const positionCalls = () => operationCalls(graphql, 'UpdateInterviewPosition', 'i-acme-onsite');
    await cardsReady(page);
    const card = interviewCard(page, 'i-acme-onsite');
    await card.getByRole('button', { name: 'Edit position: Onsite at Acme Robotics, Mar 12, 2026' }).click();
    const family = card.getByLabel('Job family');
    const title = card.getByRole('combobox', { name: 'Job title' });
    await settled(() => expect(family.inputValue()).resolves.toBe('software-engineering'));
    await settled(() => expect(title.inputValue()).resolves.toBe('Backend Engineer'));
    await settled(() => expect(card.getByRole('button', { name: /^Edit position/ }).isDisabled()).resolves.toBe(true));

    // unknown locks the title to Unknown; clearing the family clears and disables the title
    await family.selectOption('unknown');
    await settled(() => expect(title.inputValue()).resolves.toBe('Unknown'));
    await settled(() => expect(title.isDisabled()).resolves.toBe(true));
    await family.selectOption('');
    await settled(() => expect(title.isDisabled()).resolves.toBe(true));
    await card.getByRole('button', { name: 'Save position' }).click();
    await shown(card.getByRole('alert').getByText('Please choose a job family and a job title'));
    expect(positionCalls()).toHaveLength(0);

    // a family sets its first title
    await family.selectOption('data-analytics');
    await settled(() => expect(title.inputValue()).resolves.toBe('Data Analyst'));
    await title.selectOption('Data Scientist');
    await harness.screenshot(page, '09-position-editor', false);
    await card.getByRole('button', { name: 'Save position' }).click();
    await shown(card.getByRole('alert').getByText('Job title must be one of the titles of the selected job family'));
    await card.getByRole('button', { name: 'Save position' }).click();
    await shown(card.getByRole('alert').getByText('Network error occurred while updating position'));
    await card.getByRole('button', { name: 'Save position' }).click();
    await shown(statusText(page, 'Position updated.'));
    await hidden(card.getByRole('button', { name: 'Save position' }));
    expect(positionCalls().at(-1)?.variables).toEqual({ id: 'i-acme-onsite', jobFamily: 'data-analytics', jobTitle: 'Data Scientist' });

    // issue 32: the headline is the chosen title, also when the saved position still has the title-cased key; the family shows by its label
    await settled(() => expect(card.locator('.interview__position > span').first().textContent()).resolves.toBe('Data Scientist'));
    await settled(() => expect(card.locator('.marker > [aria-hidden="true"]').textContent()).resolves.toBe('Edited'));
    await settled(() =>
      expect(card.getByRole('tooltip', { includeHidden: true }).textContent()).resolves.toBe('Edited by you. AI extracted: Staff Backend Engineer'),
    );
    await settled(() => expect(card.locator('.interview__facts').innerText()).resolves.toMatch(/Data & Analytics[\s\S]*Data Scientist/));
    // focus went back to the edit button
    await settled(() => expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe('Edit position'));

    // cancel closes without a call
    await card.getByRole('button', { name: /^Edit position/ }).click();
    await card.getByRole('button', { name: 'Cancel' }).click();
    await hidden(card.getByRole('button', { name: 'Save position' }));
    expect(positionCalls()).toHaveLength(3);
    await harness.screenshot(page, '10-position-saved', false);
  });

  test('delete asks first; confirmed, the interview goes at once (and an emptied company with it); a failure puts it back', async () => {
    const failure = gate();
    const { page, graphql } = await openHistory({}, undefined, {
      DeleteInterview: (call) => (call.variables['id'] === 'i-globex-offer' ? { status: 500, until: failure.opened } : { data: { deleteInterview: true } }),
    });
    await cardsReady(page);
    const deleteButton = (id: string) => interviewCard(page, id).getByRole('button', { name: /^Delete interview/ });

    // cancel and Escape leave everything as it was
    await deleteButton('i-acme-tech').click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this interview?' });
    await shown(confirm);
    await shown(confirm.getByText('Technical Screen'));
    await shown(confirm.getByText('Feb 20, 2026'));
    await settled(() => expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Cancel'));
    await harness.screenshot(page, '11-delete-confirm', false);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await hidden(confirm);
    await deleteButton('i-acme-tech').click();
    await page.keyboard.press('Escape');
    await hidden(confirm);
    expect(operationCalls(graphql, 'DeleteInterview', 'i-acme-tech')).toHaveLength(0);

    await deleteButton('i-acme-tech').click();
    await confirm.getByRole('button', { name: 'Delete interview' }).click();
    await hidden(interviewCard(page, 'i-acme-tech'));
    await shown(statusText(page, 'Interview deleted.'));
    expect(operationCalls(graphql, 'DeleteInterview', 'i-acme-tech')[0]!.variables).toEqual({ id: 'i-acme-tech' });
    await shown(page.getByText('4 interviews', { exact: true }));

    // the only interview of Globex: the company goes with it, then comes back on failure
    await deleteButton('i-globex-offer').click();
    await confirm.getByRole('button', { name: 'Delete interview' }).click();
    await hidden(companyCard(page, 'Globex'));
    failure.open();
    await shown(alertText(page, 'Network error occurred'));
    await shown(companyCard(page, 'Globex'));
    await settled(() => expect(page.locator('.company-card__name').allTextContents()).resolves.toEqual(['Acme Robotics', 'Globex', 'Initech']));
    await harness.screenshot(page, '12-delete-rollback');
  });
});

describe('upload modal', () => {
  test('selection rules: none, more than 10, not .eml; chosen files wait and can be removed', async () => {
    const { page, calls } = await openHistory();
    await page.locator('.history__header').getByRole('button', { name: 'Upload interview emails' }).click();
    const modal = dialog(page);
    await shown(modal);
    await settled(() => expect(modal.locator('[data-state]').getAttribute('data-state')).resolves.toBe('idle'));
    await harness.screenshot(page, '13-upload-idle', false);

    await modal.getByRole('button', { name: 'Upload', exact: true }).click();
    await shown(alertText(page, 'Please select files to upload'));
    await page.setInputFiles(
      '#upload-modal-files',
      Array.from({ length: 11 }, (_, i) => emlFile(`email-${i + 1}.eml`)),
    );
    await shown(alertText(page, 'Maximum 10 files allowed. Please select fewer files.'));
    await page.setInputFiles('#upload-modal-files', [
      emlFile('invite.eml'),
      { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') },
    ]);
    await shown(alertText(page, 'Please select valid .eml email files.'));
    await settled(() => expect(modal.locator('.upload-file').count()).resolves.toBe(0));

    await page.setInputFiles('#upload-modal-files', [emlFile('invite.eml'), emlFile('onsite.eml'), emlFile('offer.eml')]);
    await hidden(page.getByRole('alert').getByText('Please select valid .eml email files.'));
    await settled(() => expect(modal.locator('.upload-file__name').allTextContents()).resolves.toEqual(['invite.eml', 'onsite.eml', 'offer.eml']));
    await settled(() => expect(modal.locator('.upload-file__status').allTextContents()).resolves.toEqual(['Waiting', 'Waiting', 'Waiting']));
    await modal.getByRole('button', { name: 'Remove onsite.eml' }).click();
    await settled(() => expect(modal.locator('.upload-file__name').allTextContents()).resolves.toEqual(['invite.eml', 'offer.eml']));
    // 8 more would make 10; 9 more would be too many
    await page.setInputFiles(
      '#upload-modal-files',
      Array.from({ length: 9 }, (_, i) => emlFile(`more-${i + 1}.eml`)),
    );
    await shown(alertText(page, 'Maximum 10 files allowed. Please select fewer files.'));
    await page.setInputFiles(
      '#upload-modal-files',
      Array.from({ length: 8 }, (_, i) => emlFile(`more-${i + 1}.eml`)),
    );
    await settled(() => expect(modal.locator('.upload-file').count()).resolves.toBe(10));
    await shown(modal.getByRole('button', { name: 'Upload 10 emails' }));
    await harness.screenshot(page, '14-upload-selected', false);
    await modal.getByRole('button', { name: 'Cancel' }).click();
    await hidden(modal);
    expect(callsTo(calls, '/api/candidate/upload-interview-email')).toHaveLength(0);
  });

  test('uploads one file at a time with its progress; detailed results: issues, 422 details with support, 429 and default errors', async () => {
    const firstUpload = gate();
    const answers: Record<string, MockAnswer> = {
      'invite.eml': {
        json: uploadAnswer({
          company: 'Acme Robotics',
          stage: 'onsite',
          stageLabel: 'Onsite',
          jobTitle: 'Backend Engineer',
          jobFamily: 'software-engineering',
          date: '2026-04-02T00:00:00.000Z',
          grouped: true,
        }),
        until: firstUpload.opened,
      },
      'tampered.eml': {
        json: uploadAnswer({
          company: 'Globex',
          stage: 'technical_screen',
          stageLabel: 'Technical Screen',
          jobTitle: null,
          jobFamily: null,
          date: null,
          issues: [{ title: 'Email content was modified', description: 'The body of the email changed after it was signed.' }],
        }),
      },
      'forwarded.eml': {
        status: 422,
        json: {
          success: false,
          error: 'This email was not sent to or from one of your verified email addresses.',
          message: 'This email was not sent to or from one of your verified email addresses.',
          detailed_issues: [
            {
              message: 'The email was sent to bob@example.org, which is not one of your verified addresses.',
              suggestion: 'Add bob@example.org to your verified emails on your profile, then upload it again.',
            },
          ],
          support_info: { email: SUPPORT_EMAIL, include_filename: true },
        },
      },
      'fast.eml': { status: 429, json: { success: false, error: 'You are uploading too fast. Please try again in 9 minutes.' } },
      'broken.eml': { status: 500, body: '' },
    };
    const { page, calls, graphql } = await openHistory({
      'POST /api/candidate/upload-interview-email': (call) => {
        const name = /filename="([^"]+)"/.exec(call.text)?.[1] ?? '';
        return answers[name] ?? { status: 404, json: {} };
      },
    });
    await cardsReady(page);
    await page.locator('.history__header').getByRole('button', { name: 'Upload interview emails' }).click();
    const modal = dialog(page);
    await page.setInputFiles(
      '#upload-modal-files',
      ['invite.eml', 'tampered.eml', 'forwarded.eml', 'fast.eml', 'broken.eml'].map((name) => emlFile(name)),
    );
    await modal.getByRole('button', { name: 'Upload 5 emails' }).click();

    // uploading: the first is being sent (or verified), the others wait; the modal cannot be closed
    await shown(modal.getByText('Uploading 1 of 5…', { exact: false }));
    await settled(() => expect(modal.locator('[data-state]').getAttribute('data-state')).resolves.toBe('uploading'));
    await shown(modal.getByRole('progressbar', { name: 'Uploading invite.eml' }));
    await settled(() => expect(modal.locator('.upload-file__status').nth(0).textContent()).resolves.toMatch(/^(Uploading \d+%|Verifying…)$/));
    await settled(() => expect(modal.locator('.upload-file__status').nth(1).textContent()).resolves.toBe('Waiting'));
    await settled(() => expect(modal.getByRole('button', { name: 'Close' }).isDisabled()).resolves.toBe(true));
    await page.keyboard.press('Escape');
    await shown(modal);
    await harness.screenshot(page, '15-uploading', false);
    firstUpload.open();

    await shown(modal.getByText('Some emails were not uploaded'));
    await settled(() => expect(modal.locator('[data-state]').getAttribute('data-state')).resolves.toBe('detailed-results'));
    await shown(modal.getByText('Uploaded 2 of 5 files. 3 files could not be uploaded.', { exact: true }));
    // each refused file's reason starts with the cross (docs/product/rules.md#errors)
    await settled(() => expect(modal.locator('.upload-file__error .field__mark').allTextContents()).resolves.toEqual(['✕', '✕', '✕']));
    const uploads = callsTo(calls, '/api/candidate/upload-interview-email');
    expect(uploads).toHaveLength(5);
    for (const upload of uploads) {
      expect(upload.authorization).toBe('Bearer candidate-token');
      expect(upload.text).toContain('name="email_file"');
      expect(upload.text.match(/filename=/g)).toHaveLength(1);
    }
    const result = (name: string) => modal.locator('.upload-file').filter({ has: page.getByText(name, { exact: true }) });
    await settled(() =>
      expect(modal.locator('.upload-file__status').allTextContents()).resolves.toEqual(['Uploaded', 'Uploaded', 'Failed', 'Failed', 'Failed']),
    );

    await shown(result('invite.eml').getByText('Acme Robotics · Onsite · Backend Engineer (Software Engineering) · Apr 2, 2026'));
    await shown(result('invite.eml').getByText('Public', { exact: true }));
    await shown(result('invite.eml').getByText('Added to your existing Acme Robotics process'));

    await shown(result('tampered.eml').getByText('Globex · Technical Screen · Unknown Position'));
    await shown(result('tampered.eml').getByText('Private', { exact: true }));
    await shown(result('tampered.eml').getByText('Upload processed with verification concerns. The email is saved but marked as private.'));
    await shown(result('tampered.eml').getByText('Email content was modified'));
    await shown(result('tampered.eml').getByText('The body of the email changed after it was signed.'));
    const tamperedSupport = result('tampered.eml').getByRole('link', { name: SUPPORT_EMAIL });
    expect(decodeURIComponent((await tamperedSupport.getAttribute('href')) ?? '')).toContain('subject=Interview email upload: tampered.eml');

    await shown(result('forwarded.eml').getByText('This email was not sent to or from one of your verified email addresses.'));
    await shown(result('forwarded.eml').getByText('The email was sent to bob@example.org, which is not one of your verified addresses.'));
    await shown(result('forwarded.eml').getByText('Add bob@example.org to your verified emails on your profile, then upload it again.'));
    const support = result('forwarded.eml').getByRole('link', { name: SUPPORT_EMAIL });
    const href = decodeURIComponent((await support.getAttribute('href')) ?? '');
    expect(href.startsWith(`mailto:${SUPPORT_EMAIL}?subject=Interview email upload: forwarded.eml`)).toBe(true);
    await shown(result('forwarded.eml').getByText('and mention forwarded.eml', { exact: false }));

    await shown(result('fast.eml').getByText('You are uploading too fast. Please try again in 9 minutes.'));
    await shown(result('broken.eml').getByText('Upload failed', { exact: true }));
    await page.setViewportSize({ width: 1280, height: 1700 });
    await harness.screenshot(page, '16-detailed-results', false);
    await modal.locator('.modal__body').evaluate((body) => body.scrollTo(0, body.scrollHeight));
    await harness.screenshot(page, '16b-detailed-results-failures', false);
    await page.setViewportSize({ width: 1280, height: 800 });

    // the history was reloaded once the batch finished
    await eventually(() => operationCalls(graphql, 'InterviewHistory').length === 2, 'the history to reload');
    await modal.getByRole('button', { name: 'Upload more emails' }).click();
    await settled(() => expect(modal.locator('[data-state]').getAttribute('data-state')).resolves.toBe('idle'));
    await modal.getByRole('button', { name: 'Close' }).click();
    await hidden(modal);
    // focus is back on the button that opened the modal
    await settled(() => expect(page.evaluate(() => document.activeElement?.textContent?.trim())).resolves.toBe('Upload interview emails'));
  });

  test('all clean: success within the detailed results; answers without ui_summary: success; all failed: error', async () => {
    const clean = (company: string) =>
      uploadAnswer({ company, stage: 'offer', stageLabel: 'Offer', jobTitle: 'Data Scientist', jobFamily: 'data-analytics', date: '2026-05-01T00:00:00.000Z' });
    let mode: 'clean' | 'bare' | 'failing' = 'clean';
    const { page } = await openHistory({
      'POST /api/candidate/upload-interview-email': () =>
        mode === 'clean'
          ? { json: clean('Hooli') }
          : mode === 'bare'
            ? { json: { success: true, message: 'Saved' } }
            : { status: 413, json: { success: false, error: 'The email file is too large (maximum 10 MB).' } },
    });
    await cardsReady(page);
    await page.locator('.history__header').getByRole('button', { name: 'Upload interview emails' }).click();
    const modal = dialog(page);
    const state = () => modal.locator('[data-state]').getAttribute('data-state');

    await page.setInputFiles('#upload-modal-files', [emlFile('a.eml'), emlFile('b.eml')]);
    await modal.getByRole('button', { name: 'Upload 2 emails' }).click();
    await shown(modal.getByText('Upload complete'));
    await settled(() => expect(state()).resolves.toBe('detailed-results'));
    await shown(modal.getByText('2 emails verified and added to your interview history.'));
    await settled(() => expect(modal.locator('.alert--success').count()).resolves.toBe(1));
    await harness.screenshot(page, '17-all-verified', false);

    mode = 'bare';
    await modal.getByRole('button', { name: 'Upload more emails' }).click();
    await page.setInputFiles('#upload-modal-files', [emlFile('c.eml')]);
    await modal.getByRole('button', { name: 'Upload 1 email' }).click();
    await shown(modal.getByText('Upload complete'));
    await settled(() => expect(state()).resolves.toBe('success'));
    await shown(modal.getByText('1 email verified and added to your interview history.'));

    mode = 'failing';
    await modal.getByRole('button', { name: 'Upload more emails' }).click();
    await page.setInputFiles('#upload-modal-files', [emlFile('d.eml'), emlFile('e.eml')]);
    await modal.getByRole('button', { name: 'Upload 2 emails' }).click();
    await shown(modal.getByRole('alert').getByText('Failed to upload 2 file(s)'));
    await settled(() => expect(state()).resolves.toBe('error'));
    await settled(() => expect(modal.getByText('The email file is too large (maximum 10 MB).').count()).resolves.toBe(2));
    await harness.screenshot(page, '18-all-failed', false);
    await modal.getByRole('button', { name: 'Done' }).click();
    await hidden(modal);
  });

  test('a duplicate is reported as already uploaded, not as uploaded with warnings (issue 32)', async () => {
    const { page } = await openHistory({
      'POST /api/candidate/upload-interview-email': {
        json: uploadAnswer({
          company: 'Acme Robotics',
          stage: 'onsite',
          stageLabel: 'Onsite',
          jobTitle: 'Backend Engineer',
          jobFamily: 'software-engineering',
          date: null,
          duplicate: true,
        }),
      },
    });
    await page.locator('.history__header').getByRole('button', { name: 'Upload interview emails' }).click();
    const modal = dialog(page);
    await page.setInputFiles('#upload-modal-files', [emlFile('again.eml')]);
    await modal.getByRole('button', { name: 'Upload 1 email' }).click();
    await shown(modal.getByText('Email already uploaded'));
    await shown(modal.getByText('It is already in your interview history; nothing was changed.'));
    await settled(() => expect(modal.getByText('Uploaded with warnings').count()).resolves.toBe(0));
    await settled(() => expect(modal.locator('.alert--warning').count()).resolves.toBe(0));
    await shown(modal.getByText('Already uploaded', { exact: true }));
    await shown(modal.getByText('This email was already uploaded; it is counted once.'));
    await shown(modal.getByText('Nothing else to do: it is already in your interview history.'));
    // said once (issue 16: the duplicate result repeated its sentence)
    await settled(() => expect(modal.getByText('This email was already uploaded; it is counted once.').count()).resolves.toBe(1));
    await settled(() => expect(modal.getByText('Nothing else to do: it is already in your interview history.').count()).resolves.toBe(1));
    await harness.screenshot(page, '16c-upload-duplicate-once', false);
  });

  test("the upload summary keeps the email's seniority and shows the family's label (issue 32)", async () => {
    const answers = [
      { company: 'Hooli', position: 'Senior Marketing Manager', jobTitle: 'Marketing Manager', jobFamily: 'marketing' },
      { company: 'Initech', position: 'Compliance Counsel', jobTitle: 'Corporate Counsel', jobFamily: 'legal-compliance' },
    ];
    let nth = 0;
    const { page } = await openHistory({
      'POST /api/candidate/upload-interview-email': () => ({
        json: uploadAnswer({ ...answers[nth++ % answers.length]!, stage: 'onsite', stageLabel: 'Onsite', date: '2026-05-01T00:00:00.000Z' }),
      }),
    });
    await cardsReady(page);
    await page.locator('.history__header').getByRole('button', { name: 'Upload interview emails' }).click();
    const modal = dialog(page);
    await page.setInputFiles('#upload-modal-files', [emlFile('a.eml')]);
    await modal.getByRole('button', { name: 'Upload 1 email' }).click();
    await shown(modal.getByText('Hooli · Onsite · Senior Marketing Manager (Marketing) · May 1, 2026'));
    await modal.getByRole('button', { name: 'Upload more emails' }).click();
    await page.setInputFiles('#upload-modal-files', [emlFile('b.eml')]);
    await modal.getByRole('button', { name: 'Upload 1 email' }).click();
    await shown(modal.getByText('Initech · Onsite · Compliance Counsel (Legal & Compliance) · May 1, 2026'));
  });

  test('a large file shows its percent while it is sent, then waits for the verification', async () => {
    // page.route answers never report upload progress: this upload goes to a real, slow endpoint
    let received = 0;
    harness.serverHook = (req, res) => {
      if (req.method !== 'POST' || !req.url?.startsWith('/api/candidate/upload-interview-email')) return false;
      req.on('data', (chunk: Buffer) => {
        received += chunk.length;
        req.pause();
        setTimeout(() => req.resume(), 25);
      });
      req.on('end', () => {
        setTimeout(() => {
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(
            JSON.stringify(
              uploadAnswer({
                company: 'Acme Robotics',
                stage: 'onsite',
                stageLabel: 'Onsite',
                jobTitle: 'Backend Engineer',
                jobFamily: 'software-engineering',
                date: null,
              }),
            ),
          );
        }, 800);
      });
      return true;
    };
    try {
      const { page } = await openHistory();
      // the upload goes to the test server itself; the history stays stood in (GraphQL)
      await page.unroute('**/api/**');
      await page.locator('.history__header').getByRole('button', { name: 'Upload interview emails' }).click();
      const modal = dialog(page);
      await page.setInputFiles('#upload-modal-files', [{ name: 'long-thread.eml', mimeType: 'message/rfc822', buffer: Buffer.alloc(8 * 1024 * 1024, 'a') }]);
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as unknown as { __statuses: string[] }).__statuses = seen;
        new MutationObserver(() => {
          const text = document.querySelector('.upload-modal .upload-file__status')?.textContent;
          if (text && seen.at(-1) !== text) seen.push(text);
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await modal.getByRole('button', { name: 'Upload 1 email' }).click();
      await shown(modal.getByText('Upload complete'));
      const statuses = await page.evaluate(() => (window as unknown as { __statuses: string[] }).__statuses);
      const percents = statuses.filter((text) => /^Uploading \d+%$/.test(text)).map((text) => Number(/\d+/.exec(text)?.[0]));
      // several steps between 0 and 100, never going back
      expect(percents.filter((p) => p > 0 && p < 100).length).toBeGreaterThan(1);
      expect([...percents].sort((a, b) => a - b)).toEqual(percents);
      expect(statuses.slice(-2)).toEqual(['Verifying…', 'Uploaded']);
      expect(received).toBeGreaterThan(8 * 1024 * 1024);
    } finally {
      harness.serverHook = null;
    }
  });

  test('a 401 during an upload ends the session like any other call', async () => {
    const { page } = await openHistory({ 'POST /api/candidate/upload-interview-email': { status: 401, json: { error: 'Token expired' } } });
    await page.locator('.history__header').getByRole('button', { name: 'Upload interview emails' }).click();
    await page.setInputFiles('#upload-modal-files', [emlFile('late.eml')]);
    await dialog(page).getByRole('button', { name: 'Upload 1 email' }).click();
    await page.waitForURL(/#\/login$/);
    expect(await storedSession(page)).toEqual({ token: null, tempToken: null, user: null });
  });
});

describe('dashboard entry point', () => {
  test('a candidate opens the upload modal from the dashboard; a company does not see it', async () => {
    const page = await harness.open('/login', { session: CANDIDATE });
    const calls = await mockApi(page, {
      'POST /api/candidate/upload-interview-email': {
        json: uploadAnswer({
          company: 'Acme Robotics',
          stage: 'onsite',
          stageLabel: 'Onsite',
          jobTitle: 'Backend Engineer',
          jobFamily: 'software-engineering',
          date: '2026-04-02T00:00:00.000Z',
        }),
      },
    });
    await page.goto(`${harness.baseUrl}/#/dashboard`);
    await shown(page.getByRole('heading', { name: 'Welcome, Ada' }));
    await page.getByRole('button', { name: 'Upload interview emails' }).click();
    await shown(dialog(page));
    await page.setInputFiles('#upload-modal-files', [emlFile('invite.eml')]);
    await dialog(page).getByRole('button', { name: 'Upload 1 email' }).click();
    await shown(dialog(page).getByText('Upload complete'));
    await harness.screenshot(page, '19-dashboard-upload', false);
    await dialog(page).getByRole('button', { name: 'Done' }).click();
    await page.getByRole('link', { name: 'interview history' }).click();
    await page.waitForURL(/#\/interviews$/);
    expect(callsTo(calls, '/api/candidate/upload-interview-email')).toHaveLength(1);
    expect(hashOf(page)).toBe('#/interviews');
    await harness.closePage();

    const company = await harness.open('/dashboard', { session: { token: 'company-token', user: COMPANY_USER } });
    await shown(company.getByRole('heading', { name: 'Welcome, Acme Robotics' }));
    await settled(() => expect(company.getByRole('button', { name: 'Upload interview emails' }).count()).resolves.toBe(0));
  });
});
