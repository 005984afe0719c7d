/**
 * Journey (issue 4) against the real back end, in Debian Chromium: a registered candidate uploads
 * three DKIM-signed interview emails through the modal (one changed after signing: kept, with
 * issues, private), sees them grouped on the Interview History page, makes one private, edits a
 * position and deletes one; every change is checked against the server's own answer.
 *
 * Runs under the root jest config (it starts Kafka and FerretDB):
 *   npm run build && node --experimental-vm-modules node_modules/jest/bin/jest.js web/test/e2e/journeys
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { registerCandidate, type RegisteredUser } from '@hiring/test-kit/stack';
import { BrowserHarness, settled } from '../browser.js';
import { emlUpload, hidden, recruitingEmail, sessionOf, shown, sign, startJourneyStack, waitForUploadAddress, type JourneyStack } from './support.js';

const harness = new BrowserHarness('interviews/journey', { actionTimeoutMs: 90_000 });
let env: JourneyStack;
let ada: RegisteredUser;

interface HistoryInterview {
  id: string;
  company_name: string;
  stage: string;
  visibility: string;
  job_family: string | null;
  job_title: string | null;
  position: string | null;
  position_edited_by_candidate: boolean;
  ai_extracted_job_title: string | null;
  verification_details: { has_issues: boolean };
}

type HistoryCompany = { company: string; company_name: string; notes: string | null; interviews: HistoryInterview[] };

async function history(): Promise<{ total_interviews: number; companies: HistoryCompany[] }> {
  const answer = await env.stack.rest<{ total_interviews: number; companies: HistoryCompany[] }>('GET', '/api/interview-history', undefined, ada.token);
  expect(answer.status).toBe(200);
  return answer.body;
}

const allInterviews = async () => (await history()).companies.flatMap((company) => company.interviews);

beforeAll(async () => {
  env = await startJourneyStack();
  ada = await registerCandidate(env.stack, { firstName: 'Ada', lastName: 'Lovelace' });
  await waitForUploadAddress(env.stack, ada);
  await harness.start({ baseUrl: env.stack.gateway.url });
}, 600_000);

afterAll(async () => {
  await harness.stop();
  await env?.stop();
}, 180_000);

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Upload interview emails' });
const card = (page: Page, id: string) => page.locator(`[data-interview-id="${id}"]`);

describe('journey: interview history against the real back end', () => {
  test('upload three emails (one tampered), see them grouped, make one private, edit a position, delete one', async () => {
    const onsite = await sign(
      recruitingEmail({
        to: ada.email,
        fromName: 'Acme Recruiting',
        subject: 'Your onsite interview with Acme',
        body: 'Thank you for your time so far. We would like to invite you to an onsite interview for the Senior Software Engineer position at Acme on November 12, 2026.',
      }),
      env.key,
    );
    const technical = (
      await sign(
        recruitingEmail({
          to: ada.email,
          fromName: 'Acme Recruiting',
          subject: 'Technical screen with Acme',
          body: 'We would like to schedule a technical screen for the Senior Software Engineer position at Acme on October 20, 2026.',
          date: 'Mon, 12 Oct 2026 09:00:00 +0000',
        }),
        env.key,
      )
    )
      .toString()
      // changed after signing: the DKIM body hash no longer matches
      .replace('technical screen for', 'final round for');
    const globex = await sign(
      recruitingEmail({
        to: ada.email,
        fromName: 'Globex Talent Team',
        subject: 'Phone screen with Globex',
        body: 'Thanks for applying to Globex. We would like to schedule a phone screen for the Data Analyst position at Globex on September 8, 2026.',
        date: 'Tue, 01 Sep 2026 09:00:00 +0000',
      }),
      env.key,
    );

    const page = await harness.open('/interviews', { session: sessionOf(ada) });
    await shown(page.getByRole('heading', { name: 'Start building your interview portfolio' }));
    await harness.screenshot(page, '01-empty');

    await page.locator('.history__header').getByRole('button', { name: 'Upload interview emails' }).click();
    await shown(dialog(page));
    await page.setInputFiles('#upload-modal-files', [
      emlUpload('acme-onsite.eml', onsite),
      emlUpload('acme-technical.eml', technical),
      emlUpload('globex-phone.eml', globex),
    ]);
    await harness.screenshot(page, '02-selected', false);
    await dialog(page).getByRole('button', { name: 'Upload 3 emails' }).click();

    // the server verifies and extracts each one: wait for the results
    await dialog(page).locator('[data-state="detailed-results"]').waitFor({ timeout: 180_000 });
    const statuses = await dialog(page).locator('.upload-file__status').allTextContents();
    expect(statuses).toEqual(['Uploaded', 'Uploaded', 'Uploaded']);
    const tampered = dialog(page)
      .locator('.upload-file')
      .filter({ has: page.getByText('acme-technical.eml', { exact: true }) });
    await shown(tampered.getByText('Upload processed with verification concerns. The email is saved but marked as private.'));
    await shown(tampered.getByText('Private', { exact: true }));
    await shown(tampered.getByText('Email content was modified'));
    await shown(tampered.getByRole('link', { name: /@/ }));
    await shown(dialog(page).getByText('Uploaded with warnings'));
    await page.setViewportSize({ width: 1280, height: 1500 });
    await harness.screenshot(page, '03-upload-results', false);
    await page.setViewportSize({ width: 1280, height: 800 });
    await dialog(page).getByRole('button', { name: 'Done' }).click();
    await hidden(dialog(page));

    // the server's record: three interviews, the tampered one private with issues
    const stored = await allInterviews();
    expect(stored).toHaveLength(3);
    const byStage = (stage: string) => stored.find((interview) => interview.stage === stage);
    const acmeOnsite = stored.find((i) => i.company_name.startsWith('Acme') && !i.verification_details.has_issues)!;
    const acmeTampered = stored.find((i) => i.verification_details.has_issues)!;
    const globexPhone = stored.find((i) => i.company_name.startsWith('Globex'))!;
    expect(acmeOnsite).toMatchObject({ visibility: 'public', stage: 'onsite' });
    expect(acmeTampered.visibility).toBe('private');
    expect(globexPhone).toBeDefined();
    expect(byStage('onsite')).toBeDefined();

    // the page shows them grouped by company, newest first, each a compact row until opened (issue 32)
    await shown(card(page, acmeOnsite.id));
    await page.getByRole('button', { name: 'Expand all' }).click();
    const companies = await page.locator('.company-card__name').allTextContents();
    expect(companies).toHaveLength(2);
    expect(companies[0]).toMatch(/^Acme/);
    expect(companies[1]).toMatch(/^Globex/);
    await settled(() => expect(card(page, acmeOnsite.id).locator('.stage-badge').textContent()).resolves.toBe('Onsite'));
    await settled(() => expect(card(page, acmeOnsite.id).locator('.stage-badge').getAttribute('data-colour')).resolves.toBe('indigo'));
    await settled(() => expect(card(page, acmeOnsite.id).locator('time').textContent()).resolves.toBe('Nov 12, 2026'));
    const tamperedSwitch = card(page, acmeTampered.id).getByRole('switch', { name: 'Visible to companies' });
    await settled(() => expect(tamperedSwitch.getAttribute('aria-checked')).resolves.toBe('false'));
    await settled(() => expect(tamperedSwitch.isDisabled()).resolves.toBe(true));
    await card(page, acmeTampered.id).getByText('Verification details').click();
    await shown(card(page, acmeTampered.id).getByText('Email content was modified'));
    await harness.screenshot(page, '04-history');

    // issue 16: the position as companies see it (the email's words), not the classification
    expect(acmeOnsite.position).toBe('Senior Software Engineer');
    await settled(() =>
      expect(card(page, acmeOnsite.id).locator('.interview__position > span').first().textContent()).resolves.toBe('Senior Software Engineer'),
    );
    // issue 16: a note on the Acme process, written on the page, kept trimmed by the server
    const acmeCompany = page.getByRole('article', { name: companies[0]!, exact: true });
    await acmeCompany.getByRole('button', { name: `Add a note for ${companies[0]}` }).click();
    await acmeCompany.getByRole('textbox', { name: 'Your note for companies' }).fill('  Friendly team, four rounds.  ');
    await acmeCompany.getByRole('button', { name: 'Save note' }).click();
    await shown(acmeCompany.getByRole('status').getByText('Note saved.'));
    await shown(acmeCompany.locator('.process-notes__text').getByText('Friendly team, four rounds.', { exact: true }));
    const acmeGroup = (await history()).companies.find((c) => c.company_name === companies[0])!;
    expect(acmeGroup).toMatchObject({ company: companies[0], notes: 'Friendly team, four rounds.' });

    // make the onsite private: the page and the server agree
    const onsiteSwitch = card(page, acmeOnsite.id).getByRole('switch', { name: 'Visible to companies' });
    await onsiteSwitch.click();
    await shown(page.getByRole('status').getByText('The interview is now private.'));
    await settled(() => expect(onsiteSwitch.getAttribute('aria-checked')).resolves.toBe('false'));
    expect((await allInterviews()).find((i) => i.id === acmeOnsite.id)?.visibility).toBe('private');

    // edit the Globex position
    const globexCard = card(page, globexPhone.id);
    const aiTitleBefore = globexPhone.ai_extracted_job_title;
    await globexCard.getByRole('button', { name: /^Edit position/ }).click();
    await globexCard.getByLabel('Job family').selectOption('data-analytics');
    await globexCard.getByRole('combobox', { name: 'Job title' }).selectOption('Data Scientist');
    await harness.screenshot(page, '05-edit-position', false);
    await globexCard.getByRole('button', { name: 'Save position' }).click();
    await shown(page.getByRole('status').getByText('Position updated.'));
    await settled(() => expect(globexCard.locator('.interview__position > span').first().textContent()).resolves.toBe('Data Scientist'));
    await settled(() => expect(globexCard.locator('.marker > [aria-hidden="true"]').textContent()).resolves.toBe('Edited'));
    await settled(() => expect(globexCard.getByRole('tooltip', { includeHidden: true }).textContent()).resolves.toMatch(/^Edited by you\. AI extracted: /));
    const editedOnServer = (await allInterviews()).find((i) => i.id === globexPhone.id)!;
    expect(editedOnServer).toMatchObject({
      job_family: 'data-analytics',
      job_title: 'Data Scientist',
      // issue 32: the headline is the chosen title
      position: 'Data Scientist',
      position_edited_by_candidate: true,
      ai_extracted_job_title: aiTitleBefore,
    });

    // delete the tampered one
    await card(page, acmeTampered.id)
      .getByRole('button', { name: /^Delete interview/ })
      .click();
    await page.getByRole('alertdialog', { name: 'Delete this interview?' }).getByRole('button', { name: 'Delete interview' }).click();
    await hidden(card(page, acmeTampered.id));
    await shown(page.getByRole('status').getByText('Interview deleted.'));
    const after = await history();
    expect(after.total_interviews).toBe(2);
    expect(
      after.companies
        .flatMap((c) => c.interviews)
        .map((i) => i.id)
        .sort(),
    ).toEqual([acmeOnsite.id, globexPhone.id].sort());

    // a fresh load shows the server's state
    await page.reload();
    await shown(card(page, globexPhone.id));
    await settled(() => expect(page.locator('[data-interview-id]').count()).resolves.toBe(2));
    await settled(() => expect(card(page, acmeOnsite.id).locator('.visibility-pill').textContent()).resolves.toBe('Private'));
    await page.getByRole('button', { name: 'Expand all' }).click();
    await settled(() =>
      expect(card(page, acmeOnsite.id).getByRole('switch', { name: 'Visible to companies' }).getAttribute('aria-checked')).resolves.toBe('false'),
    );
    await harness.screenshot(page, '06-after-changes');
    await harness.closePage();
  }, 420_000);

  test('an email not sent to the candidate is refused with the details and the support contact', async () => {
    const foreign = await sign(
      recruitingEmail({
        to: 'someone.else@example.test',
        fromName: 'Initech Recruiting',
        subject: 'Your interview with Initech',
        body: 'We would like to invite you to an onsite interview for the Product Manager position at Initech on December 1, 2026.',
      }),
      env.key,
    );
    const page = await harness.open('/dashboard', { session: sessionOf(ada) });
    await page.getByRole('button', { name: 'Upload interview emails' }).click();
    await page.setInputFiles('#upload-modal-files', [
      emlUpload('not-mine.eml', foreign),
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') },
    ]);
    await shown(page.getByRole('alert').getByText('Please select valid .eml email files.', { exact: true }));
    await page.setInputFiles('#upload-modal-files', [emlUpload('not-mine.eml', foreign)]);
    await dialog(page).getByRole('button', { name: 'Upload 1 email' }).click();
    await dialog(page).locator('[data-state="error"]').waitFor({ timeout: 180_000 });
    await shown(dialog(page).getByText('Failed to upload 1 file(s)'));
    await shown(dialog(page).getByText('This email was not sent to or from one of your verified email addresses.'));
    await shown(dialog(page).getByText(ada.email, { exact: false }));
    const support = dialog(page).getByRole('link', { name: /@/ });
    expect(decodeURIComponent((await support.getAttribute('href')) ?? '')).toContain('Interview email upload: not-mine.eml');
    await harness.screenshot(page, '07-refused', false);
    expect((await history()).total_interviews).toBe(2);
    await harness.closePage();
  }, 300_000);
});
