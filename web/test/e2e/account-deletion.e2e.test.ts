/**
 * Browser tests of "Delete my account" (docs/decisions/privacy-rights.md#erasure) on the candidate's
 * and the company's profile, with the GraphQL API stood in: the part of "Your data" that says what
 * goes, the confirmation dialog (labelled, described, focus in, Escape out, focus back), the danger
 * button held until a password is typed and the box ticked, a wrong password and a throttled try
 * shown with the server's texts, and on success the session gone from the browser (without a Logout
 * call: the server already ended it) and the login page showing the server's words.
 * Build first (`npm run build -w web`).
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { ACCOUNT_ERASURE_MESSAGES, DATA_EXPORT_MESSAGES } from '@hiring/contracts/vocabulary';
import { BrowserHarness, CANDIDATE_USER, gate, hashOf, hidden, settled, shown } from './browser.js';
import { emailsFixture, mockGraphql, profileAnswer as candidateProfileAnswer, type GraphqlAnswer, type GraphqlCall } from './candidate.fixtures.js';
import { COMPANY, COMPANY_GRAPHQL, graphqlError, profileAnswer as companyProfileAnswer } from './company.fixtures.js';

const harness = new BrowserHarness('account-deletion');
const CANDIDATE = { token: 'candidate-token', user: CANDIDATE_USER };
const DELETE = 'DeleteMyAccount';

beforeAll(() => harness.start());
afterAll(() => harness.stop());
afterEach(() => harness.closePage());

type Handler = GraphqlAnswer | ((call: GraphqlCall, nth: number) => GraphqlAnswer);

const deleted: GraphqlAnswer = { data: { deleteMyAccount: { __typename: 'ActionResult', success: true, message: ACCOUNT_ERASURE_MESSAGES.requested } } };

async function openProfile(kind: 'candidate' | 'company', handlers: Record<string, Handler>) {
  if (kind === 'candidate') {
    const page = await harness.open('/login', { session: CANDIDATE });
    const calls = await mockGraphql(page, { CandidateProfile: candidateProfileAnswer(), VerifiedEmails: emailsFixture(), ...handlers });
    await page.goto(`${harness.baseUrl}/#/profile`);
    await shown(page.getByRole('heading', { level: 1, name: 'Your candidate profile' }));
    await page.getByRole('tab', { name: 'Account', exact: true }).click();
    return { page, calls };
  }
  const page = await harness.open('/login', { session: COMPANY });
  const calls = await mockGraphql(page, { ...COMPANY_GRAPHQL, CompanyProfile: companyProfileAnswer(), ...handlers });
  await page.goto(`${harness.baseUrl}/#/profile`);
  await shown(page.getByRole('heading', { level: 1, name: 'Company Profile' }));
  return { page, calls };
}

const yourData = (page: Page) => page.getByRole('region', { name: 'Your data', exact: true });
const part = (page: Page) => yourData(page).getByRole('region', { name: 'Delete account', exact: true });
const openButton = (page: Page) => part(page).getByRole('button', { name: 'Delete my account', exact: true });
const dialog = (page: Page) => page.getByRole('alertdialog', { name: 'Delete your account' });
const passwordField = (page: Page) => dialog(page).getByLabel('Password', { exact: true });
const confirmBox = (page: Page) => dialog(page).getByRole('checkbox', { name: 'I understand this deletes my account and cannot be undone' });
const submitButton = (page: Page) => dialog(page).getByRole('button', { name: 'Delete my account', exact: true });
const dialogAlert = (page: Page) => dialog(page).getByRole('alert');
const deleteCalls = (calls: GraphqlCall[]) => calls.filter((call) => call.operationName === DELETE);
const isFocused = (locator: ReturnType<Page['getByRole']>) => locator.evaluate((element) => element === document.activeElement);
const stored = (page: Page) => page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('user')]);

/**
 * The whole deletion on one profile: the part's words, the dialog by keyboard and Escape, the
 * button held back, a wrong password, then the right one: signed out and on the login page.
 */
async function deletionJourney(kind: 'candidate' | 'company') {
  const token = kind === 'candidate' ? 'candidate-token' : 'company-token';
  const answers: GraphqlAnswer[] = [graphqlError(DATA_EXPORT_MESSAGES.passwordWrong, 'BAD_USER_INPUT'), deleted];
  const { page, calls } = await openProfile(kind, { [DELETE]: (_call, nth) => answers[nth - 1] ?? deleted });

  // below the download, apart: what goes, what stays, and that it cannot be undone
  await shown(part(page));
  await shown(part(page).getByText(kind === 'candidate' ? /interviews with their evidence and notes/ : /token ledger and payments are kept without your name/));
  await shown(part(page).getByText(/signed out everywhere at once\. This cannot be undone: download your data first/));
  expect(await openButton(page).getAttribute('class')).toContain('btn--danger');
  await harness.screenshotOf(yourData(page), `${kind}-01-section`);

  // keyboard: Enter opens it, labelled and described, focus on the password; Escape closes, focus back
  await openButton(page).focus();
  await page.keyboard.press('Enter');
  await shown(dialog(page));
  await settled(() => expect(dialog(page).getAttribute('aria-describedby')).resolves.toBeTruthy());
  const describedBy = await dialog(page).getAttribute('aria-describedby');
  await settled(() => expect(page.locator(`[id="${describedBy}"]`).textContent()).resolves.toContain('This cannot be undone.'));
  await settled(() => expect(isFocused(passwordField(page))).resolves.toBe(true));
  await settled(() => expect(passwordField(page).getAttribute('autocomplete')).resolves.toBe('current-password'));
  await page.keyboard.press('Escape');
  await hidden(dialog(page));
  await settled(() => expect(isFocused(openButton(page))).resolves.toBe(true));

  // held back until a password is typed and the box is ticked; Enter does nothing meanwhile
  await openButton(page).click();
  await shown(dialog(page));
  await settled(() => expect(submitButton(page).isDisabled()).resolves.toBe(true));
  expect(await submitButton(page).getAttribute('class')).toContain('btn--danger');
  await passwordField(page).fill('wrong-password');
  await page.keyboard.press('Enter');
  await settled(() => expect(submitButton(page).isDisabled()).resolves.toBe(true));
  await passwordField(page).fill('');
  await confirmBox(page).check();
  await settled(() => expect(submitButton(page).isDisabled()).resolves.toBe(true));
  await passwordField(page).fill('wrong-password');
  await settled(() => expect(submitButton(page).isEnabled()).resolves.toBe(true));
  await harness.screenshotOf(dialog(page), `${kind}-02-ready`);
  expect(deleteCalls(calls)).toHaveLength(0);

  // a wrong password: the server's text in the dialog, the field emptied, marked and focused; still signed in
  await submitButton(page).click();
  await shown(dialogAlert(page).getByText(DATA_EXPORT_MESSAGES.passwordWrong));
  await settled(() => expect(passwordField(page).getAttribute('aria-invalid')).resolves.toBe('true'));
  await settled(() => expect(passwordField(page).inputValue()).resolves.toBe(''));
  await settled(() => expect(isFocused(passwordField(page))).resolves.toBe(true));
  await settled(() => expect(submitButton(page).isDisabled()).resolves.toBe(true));
  await harness.screenshotOf(dialog(page), `${kind}-03-wrong-password`);
  expect(deleteCalls(calls).map((call) => call.variables)).toEqual([{ password: 'wrong-password' }]);
  expect(deleteCalls(calls)[0]!.authorization).toBe(`Bearer ${token}`);
  expect(await stored(page)).toEqual([token, expect.any(String)]);

  // the right one: deleted, signed out here without a Logout call, and the login page says so
  await passwordField(page).fill('right-password');
  await page.keyboard.press('Enter');
  await shown(page.getByRole('heading', { name: 'Sign in to your account' }));
  await shown(page.getByRole('status').getByText(ACCOUNT_ERASURE_MESSAGES.requested));
  expect(hashOf(page)).toBe('#/login');
  expect(await stored(page)).toEqual([null, null]);
  expect(deleteCalls(calls).map((call) => call.variables)).toEqual([{ password: 'wrong-password' }, { password: 'right-password' }]);
  expect(deleteCalls(calls)[1]!.authorization).toBe(`Bearer ${token}`);
  expect(calls.filter((call) => call.operationName === 'Logout')).toHaveLength(0);
  await harness.screenshot(page, `${kind}-04-signed-out`, false);

  // a signed-in page is closed to the old session, and the words are said once
  await page.goto(`${harness.baseUrl}/#/profile`);
  await shown(page.getByRole('heading', { name: 'Sign in to your account' }));
  await settled(() => expect(page.getByText(ACCOUNT_ERASURE_MESSAGES.requested).count()).resolves.toBe(0));
}

describe('delete my account', () => {
  test('a candidate: the dialog, the held button, a wrong password, then signed out on the login page', async () => {
    await deletionJourney('candidate');
  });

  test('a company: the same on the User Account tab', async () => {
    await deletionJourney('company');
  });

  test('while the server deletes nothing closes the dialog; a throttled try shows its text; Cancel forgets the password', async () => {
    const answer = gate();
    const { page, calls } = await openProfile('candidate', {
      [DELETE]: (_call, nth) => (nth === 1 ? { ...graphqlError(DATA_EXPORT_MESSAGES.tooManyTries, 'TOO_MANY_REQUESTS'), until: answer.opened } : deleted),
    });
    try {
      await openButton(page).click();
      await passwordField(page).fill('right-password');
      await confirmBox(page).check();
      await submitButton(page).click();
      await shown(dialog(page).getByRole('button', { name: 'Deleting...' }));
      await settled(() => expect(dialog(page).getByRole('button', { name: 'Cancel' }).isDisabled()).resolves.toBe(true));
      await page.keyboard.press('Escape');
      await harness.screenshotOf(dialog(page), 'candidate-05-deleting');
      expect(await dialog(page).isVisible()).toBe(true);
    } finally {
      answer.open();
    }
    await shown(dialogAlert(page).getByText(DATA_EXPORT_MESSAGES.tooManyTries));
    await settled(() => expect(passwordField(page).getAttribute('aria-invalid')).resolves.toBeNull());
    expect(await stored(page)).toEqual(['candidate-token', expect.any(String)]);

    // Cancel: the typed password and the ticked box go with the dialog
    await passwordField(page).fill('typed-not-sent');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await hidden(dialog(page));
    await openButton(page).click();
    await settled(() => expect(passwordField(page).inputValue()).resolves.toBe(''));
    await settled(() => expect(confirmBox(page).isChecked()).resolves.toBe(false));
    await settled(() => expect(dialog(page).getByText(DATA_EXPORT_MESSAGES.tooManyTries).count()).resolves.toBe(0));
    expect(deleteCalls(calls)).toHaveLength(1);
  });
});
