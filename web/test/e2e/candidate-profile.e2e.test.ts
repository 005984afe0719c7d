/**
 * Browser tests of the candidate profile page (docs/product/screens.md#candidate-profile, docs/product/data.md#data-and-entities, docs/product/rules.md#states-and-transitions, docs/product/rules.md#validation, docs/product/api.md#rest-api, docs/product/rules.md#errors) with the GraphQL
 * API stood in: the Career tab (preferences, education, top skills, the work history's view and edit
 * modes), the Account tab (names and LinkedIn, the email addresses manager, the password form),
 * every success and error text, and the variables sent.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { BrowserHarness, gate, CANDIDATE_USER, horizontalOverflow, shown, hidden, settled } from './browser.js';
import {
  emailFixture,
  emailsFixture,
  mockGraphql,
  profileAnswer,
  profileFixture,
  profileUpdateAnswer,
  WORK_HISTORY,
  type GraphqlAnswer,
  type GraphqlCall,
} from './candidate.fixtures.js';

const harness = new BrowserHarness('candidate');
const CANDIDATE = { token: 'candidate-token', user: CANDIDATE_USER };

beforeAll(() => harness.start());
afterAll(() => harness.stop());
afterEach(() => harness.closePage());

type Operations = Record<string, GraphqlAnswer | ((call: GraphqlCall, nth: number) => GraphqlAnswer)>;

async function openProfile(operations: Operations = {}, viewport?: { width: number; height: number }) {
  const page = await harness.open('/login', { session: CANDIDATE, viewport });
  const graphql = await mockGraphql(page, { CandidateProfile: profileAnswer(), VerifiedEmails: emailsFixture(), ...operations });
  await page.goto(`${harness.baseUrl}/#/profile`);
  await shown(page.getByRole('heading', { level: 1, name: 'Your candidate profile' }));
  return { page, graphql };
}

/** The calls of one operation. */
const callsOf = (graphql: GraphqlCall[], operationName: string) => graphql.filter((call) => call.operationName === operationName);
/** The input of each profile save. */
const saves = (graphql: GraphqlCall[]) => callsOf(graphql, 'UpdateCandidateProfile').map((call) => call.variables['input'] as Record<string, unknown>);
const saveAnswer = (message: string) => (call: GraphqlCall) => profileUpdateAnswer(call.variables['input'] as Record<string, unknown>, message);
const refusal = (message: string, code = 'BAD_USER_INPUT'): GraphqlAnswer => ({ errors: [{ message, extensions: { code } }] });

const tab = (page: Page, name: 'Career' | 'Account') => page.getByRole('tab', { name, exact: true });
const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const statusText = (page: Page, text: string) => page.getByRole('status').getByText(text, { exact: true });
const alertText = (page: Page, text: string) => page.getByRole('alert').getByText(text, { exact: true });
/** An address's resend button: its name is its visible text (which counts down) and the address. */
const resendButton = (email: string) => ({ name: new RegExp(`^(Resend code|Resend code in \\d+s|Sending\\.\\.\\.) to ${email.replaceAll('.', '\\.')}$`) });
const thisYear = new Date().getFullYear();

describe('candidate profile: loading', () => {
  test('shows the loading state, then the Career tab; a failed load shows the spec text', async () => {
    const answer = gate();
    const { page } = await openProfile({ CandidateProfile: { ...profileAnswer(), until: answer.opened } });
    await shown(page.getByText('Loading profile...'));
    answer.open();
    await shown(tab(page, 'Career'));
    await settled(() => expect(tab(page, 'Career').getAttribute('aria-selected')).resolves.toBe('true'));
    await harness.closePage();

    const failed = await openProfile({ CandidateProfile: { status: 500 } });
    await shown(alertText(failed.page, 'Failed to load profile information'));
    await settled(() => expect(failed.page.getByRole('alert').textContent()).resolves.toBe('✕ Failed to load profile information'));
  });

  test('a company user at /profile does not see the candidate profile', async () => {
    const page = await harness.open('/login', { session: { token: 't', user: { ...CANDIDATE_USER, user_type: 'company', company_name: 'Acme' } } });
    const graphql = await mockGraphql(page, {});
    await page.goto(`${harness.baseUrl}/#/profile`);
    await page.waitForTimeout(300);
    expect(callsOf(graphql, 'CandidateProfile')).toHaveLength(0);
  });
});

describe('candidate profile: Career tab', () => {
  test("What You're Looking For: values, formatted salary echoes, strictly remote only for remote; saved as the full career form", async () => {
    const { page, graphql } = await openProfile({ UpdateCandidateProfile: saveAnswer('Career information updated successfully!') });
    const looking = panel(page, "What You're Looking For");
    await settled(() => expect(looking.getByLabel('Expected base salary (USD per year)').inputValue()).resolves.toBe('150000'));
    await shown(looking.getByText('$150,000 per year'));
    await shown(looking.getByText('$200,000 per year'));
    await settled(() => expect(looking.getByLabel('Work model').inputValue()).resolves.toBe('remote'));
    await settled(() => expect(looking.getByLabel('Preferred location').inputValue()).resolves.toBe('London, UK'));
    const strict = looking.getByLabel(/Strictly remote/);
    await settled(() => expect(strict.isChecked()).resolves.toBe(true));

    await harness.screenshot(page, '01-profile-career');

    await looking.getByLabel('Work model').selectOption('hybrid');
    await hidden(strict);
    await looking.getByLabel('Work model').selectOption('remote');
    await settled(() => expect(looking.getByLabel(/Strictly remote/).isChecked()).resolves.toBe(false));
    await looking.getByLabel(/Strictly remote/).check();
    await looking.getByLabel('Expected base salary (USD per year)').fill('165,000');
    await shown(looking.getByText('$165,000 per year'));
    await looking.getByLabel('Dream scenario base salary (USD per year)').fill('$250k');
    await shown(looking.getByText('$250,000 per year'));
    await looking.getByLabel('Preferred location').fill('Paris, France');
    await looking.getByRole('button', { name: 'Save preferences' }).click();
    await shown(statusText(page, 'Career information updated successfully!'));
    await settled(() => expect(looking.getByRole('status').textContent()).resolves.toBe('✓ Career information updated successfully!'));

    const [post] = callsOf(graphql, 'UpdateCandidateProfile');
    expect(post!.variables['input']).toEqual({
      expectedBaseSalary: 165000,
      dreamScenarioBaseSalary: 250000,
      workModel: 'remote',
      preferredLocation: 'Paris, France',
      isStrictlyRemote: true,
      institution: 'University of London',
      degreeLevel: 'Bachelor',
      fieldOfStudy: 'Mathematics',
    });
    expect(post!.authorization).toBe('Bearer candidate-token');
  });

  test('career save errors: the server text, else the default; an unreadable salary is caught first', async () => {
    const { page, graphql } = await openProfile({
      UpdateCandidateProfile: (_call, nth) => (nth === 1 ? refusal('Please choose a valid work model') : { status: 500 }),
    });
    const looking = panel(page, "What You're Looking For");
    await looking.getByRole('button', { name: 'Save preferences' }).click();
    await shown(alertText(page, 'Please choose a valid work model'));
    await looking.getByRole('button', { name: 'Save preferences' }).click();
    await shown(alertText(page, 'Failed to update career information'));
    const expected = looking.getByLabel('Expected base salary (USD per year)');
    // numbers only: letters do not get in
    await expected.fill('');
    await expected.pressSequentially('abc');
    await settled(() => expect(expected.inputValue()).resolves.toBe(''));
    await expected.fill('1.2.3');
    await looking.getByRole('button', { name: 'Save preferences' }).click();
    await shown(alertText(page, 'Salaries must be positive whole numbers'));
    // at the field: highlighted, described by its error, focused
    await settled(() => expect(expected.getAttribute('aria-invalid')).resolves.toBe('true'));
    await settled(() => expect(expected.getAttribute('aria-describedby')).resolves.toContain('expected-salary-error'));
    await shown(looking.locator('#expected-salary-error').getByText('Salaries must be positive whole numbers'));
    await settled(() => expect(expected.evaluate((node) => node === document.activeElement)).resolves.toBe(true));
    await harness.screenshot(page, 'profile-salary-error');
    // fixed: the field's error goes at once
    await expected.fill('150000');
    await settled(() => expect(looking.locator('#expected-salary-error').count()).resolves.toBe(0));
    await settled(() => expect(expected.getAttribute('aria-invalid')).resolves.toBeNull());
    expect(saves(graphql)).toHaveLength(2);
  });

  test("What You've Done: education saved with the career form; top skills read-only, or 'No top skills added yet'", async () => {
    const { page, graphql } = await openProfile({ UpdateCandidateProfile: saveAnswer('Career information updated successfully!') });
    const done = panel(page, "What You've Done");
    await settled(() => expect(done.getByLabel('Institution').inputValue()).resolves.toBe('University of London'));
    await settled(() => expect(done.getByLabel('Degree level').inputValue()).resolves.toBe('Bachelor'));
    await settled(() => expect(done.getByLabel('Field of study').inputValue()).resolves.toBe('Mathematics'));
    await settled(() => expect(done.locator('.skill-chip').allTextContents()).resolves.toEqual(['TypeScript', 'Kafka', 'Distributed systems']));
    await settled(() => expect(done.locator('.skill-chip input, .skill-chip button').count()).resolves.toBe(0));
    await done.getByLabel('Degree level').selectOption('Masters');
    await done.getByLabel('Institution').fill('Sorbonne');
    await done.getByRole('button', { name: 'Save education' }).click();
    await shown(done.getByRole('status').getByText('Career information updated successfully!'));
    expect(saves(graphql)[0]).toMatchObject({ institution: 'Sorbonne', degreeLevel: 'Masters', fieldOfStudy: 'Mathematics', expectedBaseSalary: 150000 });
    await harness.closePage();

    const empty = await openProfile({ CandidateProfile: profileAnswer(profileFixture({ skills: [] })) });
    await shown(panel(empty.page, "What You've Done").getByText('No top skills added yet'));
  });

  test('work history, view mode: newest first, date ranges, durations in years and months, to now for the current role', async () => {
    const { page } = await openProfile();
    const items = page.locator('.experience-item');
    await settled(() => expect(items.locator('.experience-item__title').allTextContents()).resolves.toEqual(['Staff Engineer', 'Backend Engineer']));
    await settled(() => expect(items.nth(1).locator('.experience-item__dates').innerText()).resolves.toMatch(/Jan 2020 – Feb 2021\s*1 year 1 month/));
    const now = new Date();
    const months = (now.getFullYear() - 2021) * 12 + (now.getMonth() + 1 - 3);
    const years = Math.floor(months / 12);
    const rest = months % 12;
    const expected = [years ? `${years} ${years === 1 ? 'year' : 'years'}` : '', rest ? `${rest} ${rest === 1 ? 'month' : 'months'}` : '']
      .filter(Boolean)
      .join(' ');
    await settled(() =>
      expect(items.nth(0).locator('.experience-item__dates').innerText()).resolves.toMatch(new RegExp(`Mar 2021 – Present\\s*${expected}\\s*Current role`)),
    );
  });

  test('work history, edit mode: a copy of the list; change, delete, add (with the required fields), current role disables the end; cancel discards', async () => {
    const { page, graphql } = await openProfile({ UpdateCandidateProfile: saveAnswer('Work experience updated successfully!') });
    await page.getByRole('button', { name: 'Edit work experience' }).click();
    const first = page.getByRole('group', { name: 'Experience 1' });
    await settled(() => expect(first.getByLabel('Company').inputValue()).resolves.toBe('Analytical Engines'));
    await first.getByLabel('Company').fill('Analytical Engines Ltd');

    // cancel discards the copy
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await shown(page.getByRole('button', { name: 'Edit work experience' }));
    await shown(page.locator('.experience-item__company').getByText('Analytical Engines', { exact: true }));
    expect(saves(graphql)).toHaveLength(0);

    await page.getByRole('button', { name: 'Edit work experience' }).click();
    const second = page.getByRole('group', { name: 'Experience 2' });
    await settled(() => expect(second.getByLabel('This is my current role').isChecked()).resolves.toBe(true));
    await settled(() => expect(second.getByLabel('End date: month').isDisabled()).resolves.toBe(true));
    await settled(() => expect(second.getByLabel('End date: year').isDisabled()).resolves.toBe(true));
    await second.getByLabel('This is my current role').uncheck();
    await settled(() => expect(second.getByLabel('End date: month').isDisabled()).resolves.toBe(false));
    await second.getByLabel('End date: month').selectOption('6');
    await second.getByLabel('End date: year').selectOption(String(thisYear - 1));

    // a new item needs company, title, start month and year
    await page.getByRole('button', { name: '+ Add experience' }).click();
    const fresh = page.getByRole('group', { name: 'New experience' });
    await fresh.getByLabel('Company').fill('Babbage & Co');
    await page.getByRole('button', { name: 'Add to list' }).click();
    await shown(alertText(page, 'Please fill in all required fields for the new experience'));
    await fresh.getByRole('textbox', { name: 'Job title' }).fill('Principal Engineer');
    await fresh.getByLabel('Start date: month').selectOption('7');
    await fresh.getByLabel('Start date: year').selectOption(String(thisYear - 1));
    await fresh.getByLabel('This is my current role').check();
    await settled(() => expect(fresh.getByLabel('End date: year').isDisabled()).resolves.toBe(true));
    await page.getByRole('button', { name: 'Add to list' }).click();
    await shown(page.getByRole('group', { name: 'Experience 3' }));

    // delete the first
    await page.getByRole('button', { name: 'Delete experience 1 (Analytical Engines)' }).click();
    await settled(() => expect(page.getByRole('group', { name: /^Experience \d$/ }).count()).resolves.toBe(2));
    await harness.screenshot(page, '02-profile-work-history-edit');

    await page.getByRole('button', { name: 'Save work experience' }).click();
    await shown(statusText(page, 'Work experience updated successfully!'));
    const post = saves(graphql)[0]!;
    expect(Object.keys(post)).toEqual(['workExperiences']);
    expect(post['workExperiences']).toEqual([
      { company: 'Difference Ltd', jobTitle: 'Staff Engineer', startMonth: 3, startYear: 2021, endMonth: 6, endYear: thisYear - 1, isCurrent: false },
      { company: 'Babbage & Co', jobTitle: 'Principal Engineer', startMonth: 7, startYear: thisYear - 1, endMonth: null, endYear: null, isCurrent: true },
    ]);
    // back to the view mode with the saved list
    await settled(() => expect(page.locator('.experience-item__title').allTextContents()).resolves.toEqual(['Principal Engineer', 'Staff Engineer']));
  });

  test('work history save errors: the server error, else its message, else the default', async () => {
    const answers: GraphqlAnswer[] = [
      refusal('A work experience cannot end before it starts'),
      refusal('You can add at most 10 work experiences'),
      { status: 502 },
    ];
    const { page } = await openProfile({ UpdateCandidateProfile: (_call, nth) => answers[nth - 1]! });
    await page.getByRole('button', { name: 'Edit work experience' }).click();
    const save = page.getByRole('button', { name: 'Save work experience' });
    await save.click();
    await shown(alertText(page, 'A work experience cannot end before it starts'));
    await save.click();
    await shown(alertText(page, 'You can add at most 10 work experiences'));
    await save.click();
    await shown(alertText(page, 'Failed to update work experience'));
    // still in edit mode with the copy
    await shown(page.getByRole('group', { name: 'Experience 1' }));
  });

  test('at most 10 experiences can be in the list', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => ({ ...WORK_HISTORY[0]!, company: `Company ${i + 1}` }));
    const { page } = await openProfile({
      CandidateProfile: profileAnswer(profileFixture({ workExperiences: ten.map((w) => ({ __typename: 'WorkExperience', ...w })) })),
    });
    await page.getByRole('button', { name: 'Edit work experience' }).click();
    await settled(() => expect(page.getByRole('button', { name: '+ Add experience' }).isDisabled()).resolves.toBe(true));
    await shown(page.getByText('You can add up to 10 work experiences.'));
  });
});

describe('candidate profile: Account tab', () => {
  async function openAccount(operations: Operations = {}) {
    const opened = await openProfile(operations);
    await tab(opened.page, 'Account').click();
    await shown(panel(opened.page, 'Account information'));
    return opened;
  }

  test('names and LinkedIn are saved together; both names are required; errors show the spec default', async () => {
    const { page, graphql } = await openAccount({
      UpdateCandidateProfile: (call, nth) => (nth === 1 ? saveAnswer('Account information updated successfully!')(call) : { status: 500 }),
    });
    const account = panel(page, 'Account information');
    await settled(() => expect(account.getByLabel('First name').inputValue()).resolves.toBe('Ada'));
    await settled(() => expect(account.getByLabel('LinkedIn URL').getAttribute('type')).resolves.toBe('url'));
    await account.getByLabel('First name').fill('Augusta Ada');
    await account.getByLabel('Last name').fill('King');
    await account.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/ada-king');
    await account.getByRole('button', { name: 'Save account information' }).click();
    await shown(statusText(page, 'Account information updated successfully!'));
    expect(saves(graphql)[0]).toEqual({
      firstName: 'Augusta Ada',
      lastName: 'King',
      linkedinUrl: 'https://www.linkedin.com/in/ada-king',
    });
    // the stored user greets with the new name
    await settled(() => expect(page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').first_name)).resolves.toBe('Augusta Ada'));

    await account.getByLabel('Last name').fill('');
    await account.getByRole('button', { name: 'Save account information' }).click();
    await shown(alertText(page, 'First name and last name are required'));
    await account.getByLabel('Last name').fill('King');
    await account.getByLabel('LinkedIn URL').fill('linkedin.com/in/ada');
    await account.getByRole('button', { name: 'Save account information' }).click();
    await shown(alertText(page, 'Please enter a valid LinkedIn URL (starting with https://)'));
    await account.getByLabel('LinkedIn URL').fill('');
    expect(saves(graphql)).toHaveLength(1);
    await account.getByLabel('Last name').fill('King');
    await account.getByRole('button', { name: 'Save account information' }).click();
    await shown(alertText(page, 'Failed to update account information'));
  });

  test('email addresses: verified or pending, primary flag, remove only where allowed; the add form hidden until opened; the code form; verify disabled until 6 digits', async () => {
    let emails = emailsFixture([{ id: 'e-2', email: 'ada.old@example.com', verified: false }]);
    const { page, graphql } = await openAccount({
      VerifiedEmails: () => emails,
      AddEmail: (call) => {
        const added = { id: 'e-3', email: String(call.variables['email']), verified: false };
        emails = emailsFixture([{ id: 'e-2', email: 'ada.old@example.com', verified: false }, added]);
        const message = `Verification code sent to ${String(call.variables['email'])}. Please check your inbox.`;
        return { data: { addEmail: { __typename: 'VerifiedEmailResult', success: true, message, email: emailFixture(added) } } };
      },
      VerifyAdditionalEmail: (call) => {
        if (call.variables['code'] !== '424242') return refusal('Invalid verification code');
        const verified = { id: 'e-3', email: 'ada.work@example.com', verified: true };
        emails = emailsFixture([{ id: 'e-2', email: 'ada.old@example.com', verified: false }, verified]);
        return {
          data: {
            verifyAdditionalEmail: {
              __typename: 'VerifiedEmailResult',
              success: true,
              message: 'Email address verified successfully!',
              email: emailFixture(verified),
            },
          },
        };
      },
    });
    const manager = panel(page, 'Email addresses');
    await shown(
      manager.getByText(
        'Interview emails must be sent to or from one of your verified addresses to be uploaded, and count as verified only when the company sent them to one of these addresses (To or Cc).',
        { exact: false },
      ),
    );
    const row = (email: string) => manager.locator(`[data-email="${email}"]`);
    await shown(row('ada@example.com'));
    await settled(() => expect(row('ada@example.com').locator('.badge').allTextContents()).resolves.toEqual(['Primary', 'Verified']));
    await settled(() => expect(row('ada@example.com').getByRole('button').count()).resolves.toBe(0));
    await settled(() => expect(row('ada.old@example.com').locator('.badge').allTextContents()).resolves.toEqual(['Pending']));
    await shown(row('ada.old@example.com').getByRole('button', resendButton('ada.old@example.com')));
    await shown(row('ada.old@example.com').getByRole('button', { name: 'Remove ada.old@example.com' }));

    // add: hidden until opened; the button disabled while empty
    await settled(() => expect(manager.getByLabel('New email address').count()).resolves.toBe(0));
    await manager.getByRole('button', { name: '+ Add email address' }).click();
    const addButton = manager.getByRole('button', { name: 'Add email', exact: true });
    await settled(() => expect(addButton.isDisabled()).resolves.toBe(true));
    await settled(() => expect(manager.getByLabel('New email address').getAttribute('type')).resolves.toBe('email'));
    await settled(() => expect(manager.getByLabel('New email address').getAttribute('required')).resolves.toBe(''));
    await manager.getByLabel('New email address').fill('ada.work@example.com');
    await addButton.click();
    await shown(statusText(page, 'Verification code sent to ada.work@example.com. Please check your inbox.'));
    expect(callsOf(graphql, 'AddEmail')[0]!.variables).toEqual({ email: 'ada.work@example.com' });

    // the code form for that address; the add button is hidden at 3 addresses
    const code = manager.getByLabel(/Enter the 6-digit code we sent to/);
    await shown(code);
    await shown(manager.getByText('ada.work@example.com', { exact: true }).first());
    await settled(() => expect(manager.getByRole('button', { name: '+ Add email address' }).count()).resolves.toBe(0));
    const verify = manager.getByRole('button', { name: 'Verify', exact: true });
    await code.fill('4242');
    await settled(() => expect(verify.isDisabled()).resolves.toBe(true));
    await code.fill('42a4243');
    await settled(() => expect(code.inputValue()).resolves.toBe('424243'));
    await verify.click();
    await shown(alertText(page, 'Invalid verification code'));
    await harness.screenshot(page, '03-profile-emails-code');
    await code.fill('424242');
    await verify.click();
    await shown(statusText(page, 'Email address verified successfully!'));
    expect(callsOf(graphql, 'VerifyAdditionalEmail').at(-1)!.variables).toEqual({ email: 'ada.work@example.com', code: '424242' });
    await settled(() => expect(row('ada.work@example.com').locator('.badge').allTextContents()).resolves.toEqual(['Verified']));
    await hidden(code);
    // three addresses: no add button
    await settled(() => expect(manager.getByRole('button', { name: '+ Add email address' }).count()).resolves.toBe(0));
    await harness.screenshot(page, '04-profile-account');
  });

  test("a resend the server refuses ('Please wait 40 seconds...', e.g. after a reload) waits that long", async () => {
    const { page, graphql } = await openAccount({
      VerifiedEmails: emailsFixture([{ id: 'e-3', email: 'ada.new@example.com', verified: false }]),
      ResendEmailVerification: { errors: [{ message: 'Please wait 40 seconds before requesting a new code', extensions: { code: 'TOO_MANY_REQUESTS' } }] },
    });
    const resend = page.getByRole('button', resendButton('ada.new@example.com'));
    await resend.click();
    await shown(alertText(page, 'Please wait 40 seconds before requesting a new code'));
    await settled(() => expect(resend.isDisabled()).resolves.toBe(true));
    const left = Number((await resend.textContent())?.match(/^Resend code in (\d+)s$/)?.[1]);
    expect(left).toBeGreaterThan(20);
    expect(left).toBeLessThanOrEqual(40);
    expect(callsOf(graphql, 'ResendEmailVerification')).toHaveLength(1);
  });

  test('remove asks first; resend; each failure shows its spec text', async () => {
    let emails = emailsFixture([
      { id: 'e-2', email: 'ada.old@example.com', verified: true },
      { id: 'e-3', email: 'ada.new@example.com', verified: false },
    ]);
    const { page, graphql } = await openAccount({
      VerifiedEmails: () => emails,
      RemoveEmail: (_call, nth) => {
        if (nth === 1) return { status: 500 };
        emails = emailsFixture([{ id: 'e-3', email: 'ada.new@example.com', verified: false }]);
        return { data: { removeEmail: { __typename: 'CandidateActionResult', success: true, message: 'Email address removed successfully' } } };
      },
      ResendEmailVerification: (_call, nth) =>
        nth === 1
          ? {
              data: {
                resendEmailVerification: { __typename: 'CandidateActionResult', success: true, message: 'Verification code sent. Please check your email.' },
              },
            }
          : nth === 2
            ? refusal('Please wait 21 seconds before requesting a new code', 'TOO_MANY_REQUESTS')
            : { status: 500 },
      AddEmail: { status: 500 },
      VerifyAdditionalEmail: { status: 500 },
    });
    const removals = () => callsOf(graphql, 'RemoveEmail');
    const manager = panel(page, 'Email addresses');
    await shown(manager.locator('[data-email="ada.old@example.com"]'));

    // remove: a confirmation with the spec's question; cancel keeps it
    await manager.getByRole('button', { name: 'Remove ada.old@example.com' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Remove email address' });
    await shown(dialog.getByText('Are you sure you want to remove this email address?'));
    await harness.screenshot(page, '05-profile-remove-confirm', false);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await hidden(dialog);
    expect(removals()).toHaveLength(0);
    await manager.getByRole('button', { name: 'Remove ada.old@example.com' }).click();
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await shown(alertText(page, 'Failed to remove email'));
    await manager.getByRole('button', { name: 'Remove ada.old@example.com' }).click();
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await shown(statusText(page, 'Email address removed successfully'));
    await hidden(manager.locator('[data-email="ada.old@example.com"]'));
    expect(removals().map((c) => c.variables)).toEqual([{ id: 'e-2' }, { id: 'e-2' }]);

    // resend: success, the server's cooldown text, the default
    const resend = manager.getByRole('button', resendButton('ada.new@example.com'));
    await resend.click();
    await shown(statusText(page, 'Verification code sent. Please check your email.'));
    expect(callsOf(graphql, 'ResendEmailVerification')[0]!.variables).toEqual({ email: 'ada.new@example.com' });
    await resend.click();
    await shown(alertText(page, 'Please wait 21 seconds before requesting a new code'));
    await resend.click();
    await shown(alertText(page, 'Failed to resend verification'));

    // add and verify failures: the defaults
    await manager.getByRole('button', { name: '+ Add email address' }).click();
    await manager.getByLabel('New email address').fill('x@example.com');
    await manager.getByRole('button', { name: 'Add email', exact: true }).click();
    await shown(alertText(page, 'Failed to add email'));
    await manager.getByRole('button', { name: 'Cancel' }).click();
    await manager.getByRole('button', { name: 'Enter code for ada.new@example.com' }).click();
    await manager.getByLabel(/Enter the 6-digit code/).fill('123456');
    await manager.getByRole('button', { name: 'Verify', exact: true }).click();
    await shown(alertText(page, 'Failed to verify email'));
    // cancel closes the code form; the address stays pending
    await manager.getByRole('button', { name: 'Cancel' }).click();
    await hidden(manager.getByLabel(/Enter the 6-digit code/));
    await shown(manager.locator('[data-email="ada.new@example.com"]').getByText('Pending'));
  });

  test("an old success does not stay next to another form's new error", async () => {
    const { page } = await openAccount({ UpdateCandidateProfile: saveAnswer('Account information updated successfully!') });
    const account = panel(page, 'Account information');
    await account.getByRole('button', { name: 'Save account information' }).click();
    await shown(statusText(page, 'Account information updated successfully!'));
    const section = panel(page, 'Password');
    await section.getByRole('button', { name: 'Change password' }).click();
    const form = section.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('Old-pass1!');
    await form.getByLabel('New password', { exact: true }).fill('short');
    await form.getByLabel('Confirm new password').fill('short');
    await form.getByRole('button', { name: 'Change password' }).click();
    await shown(alertText(page, 'New password must be at least 8 characters long'));
    await settled(() => expect(page.getByText('Account information updated successfully!').count()).resolves.toBe(0));
  });

  test('change password: collapsed, expands, checks length and match, collapses on success or cancel', async () => {
    const changed: GraphqlAnswer = { data: { changePassword: { __typename: 'ActionResult', success: true, message: 'Password changed' } } };
    const { page, graphql } = await openAccount({
      ChangePassword: (_call, nth) => (nth === 1 ? refusal('Current password is incorrect') : nth === 2 ? { status: 500 } : changed),
    });
    const section = panel(page, 'Password');
    await settled(() => expect(section.getByLabel('Current password').count()).resolves.toBe(0));
    await section.getByRole('button', { name: 'Change password' }).click();
    const form = section.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('Old-pass1!');
    await form.getByLabel('New password', { exact: true }).fill('short');
    await form.getByLabel('Confirm new password').fill('short');
    await form.getByRole('button', { name: 'Change password' }).click();
    await shown(alertText(page, 'New password must be at least 8 characters long'));
    await form.getByLabel('New password', { exact: true }).fill('New-pass1!');
    await form.getByLabel('Confirm new password').fill('New-pass2!');
    await form.getByRole('button', { name: 'Change password' }).click();
    await shown(alertText(page, 'New passwords do not match'));
    expect(callsOf(graphql, 'ChangePassword')).toHaveLength(0);
    await form.getByLabel('Confirm new password').fill('New-pass1!');
    await harness.screenshot(page, '06-profile-password');
    await form.getByRole('button', { name: 'Change password' }).click();
    await shown(alertText(page, 'Current password is incorrect'));
    await shown(form);
    const [first] = callsOf(graphql, 'ChangePassword');
    expect(first!.variables).toEqual({ currentPassword: 'Old-pass1!', newPassword: 'New-pass1!', revokeApiKeys: false });
    await harness.closePage();

    const again = await openAccount({ ChangePassword: (_call, nth) => (nth === 1 ? { status: 500 } : changed) });
    const password = panel(again.page, 'Password');
    await password.getByRole('button', { name: 'Change password' }).click();
    const changeForm = password.getByRole('form', { name: 'Change password' });
    await changeForm.getByLabel('Current password').fill('Old-pass1!');
    await changeForm.getByLabel('New password', { exact: true }).fill('New-pass1!');
    await changeForm.getByLabel('Confirm new password').fill('New-pass1!');
    await changeForm.getByRole('button', { name: 'Change password' }).click();
    await shown(alertText(again.page, 'Failed to change password'));
    await changeForm.getByRole('button', { name: 'Change password' }).click();
    await shown(again.page.getByRole('status').getByText('Password changed successfully!'));
    await hidden(changeForm);
    // cancel collapses too
    await password.getByRole('button', { name: 'Change password' }).click();
    await password.getByRole('button', { name: 'Cancel' }).click();
    await hidden(password.getByRole('form', { name: 'Change password' }));
  });
});

describe('candidate profile: small screens', () => {
  test('no horizontal overflow at 375 px on either tab', async () => {
    const { page } = await openProfile({}, { width: 375, height: 800 });
    await shown(panel(page, "What You're Looking For"));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Edit work experience' }).click();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await harness.screenshot(page, '07-profile-375-career');
    await tab(page, 'Account').click();
    await shown(panel(page, 'Email addresses').locator('[data-email="ada@example.com"]'));
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await harness.screenshot(page, '08-profile-375-account');
  });

  test('the tabs follow the arrow keys', async () => {
    const { page } = await openProfile();
    await tab(page, 'Career').focus();
    await page.keyboard.press('ArrowRight');
    await settled(() => expect(tab(page, 'Account').getAttribute('aria-selected')).resolves.toBe('true'));
    await shown(panel(page, 'Account information'));
    await page.keyboard.press('ArrowLeft');
    await shown(panel(page, "What You're Looking For"));
  });
});
