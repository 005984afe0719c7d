/**
 * Journey (issue 7) against the real back end, in Debian Chromium: a candidate edits career
 * preferences and work history on the profile page, adds a second address and verifies it with
 * the code the stack's SMTP server received, uploads an interview email sent to that address,
 * sends two referrals from the dashboard, and sees a friend who registered (typing the address in
 * another case) turn to Signed up, with the checklist and ranking cards.
 *
 * Runs under the root jest config (it starts Kafka and FerretDB):
 *   npm run build && node --experimental-vm-modules node_modules/jest/bin/jest.js web/test/e2e/journeys/candidate-space
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { uniqueSuffix, waitFor } from '@hiring/service-kit/testing';
import type { Page } from 'playwright-core';
import { BrowserHarness, settled } from '../browser.js';
import { registerCandidate, type RegisteredUser } from '@hiring/test-kit/stack';
import { emlUpload, hidden, recruitingEmail, sessionOf, shown, sign, startJourneyStack, waitForUploadAddress, type JourneyStack } from './support.js';

const harness = new BrowserHarness('candidate', { actionTimeoutMs: 90_000 });
let env: JourneyStack;
let ada: RegisteredUser;

const EVENT_WAIT_MS = 300_000;
const suffix = uniqueSuffix();
const workEmail = `ada.work.${suffix}@example.test`;
const friends = [
  { first: 'Grace', last: 'Hopper', email: `grace.${suffix}@friends.test` },
  { first: 'Katherine', last: 'Johnson', email: `katherine.${suffix}@friends.test` },
];

beforeAll(async () => {
  env = await startJourneyStack();
  await harness.start({ baseUrl: env.stack.gateway.url });
  ada = await registerCandidate(env.stack, { firstName: 'Ada', lastName: 'Lovelace' });
  // the profile is built from UserRegistered; the interviews service learns the login address from it
  await waitFor(
    async () => {
      const r = await env.stack.rest<Record<string, unknown>>('GET', '/api/candidate/profile', undefined, ada.token);
      return typeof r.body['revision'] === 'number';
    },
    { what: 'the candidate profile', timeoutMs: EVENT_WAIT_MS, intervalMs: 250 },
  );
  await waitForUploadAddress(env.stack, ada);
}, 900_000);

afterAll(async () => {
  await harness.stop();
  await env?.stop();
}, 180_000);

const statusText = (page: Page, text: string) => shown(page.getByRole('status').getByText(text, { exact: true }));

describe('journey: the candidate space against the real back end', () => {
  test('profile, a second verified address, an upload to it, referrals and the dashboard', async () => {
    const page = await harness.open('/profile', { session: sessionOf(ada) });
    await shown(page.getByRole('heading', { level: 1, name: 'Your candidate profile' }));

    // Career: preferences
    const looking = page.getByRole('region', { name: "What You're Looking For" });
    await shown(looking.getByLabel('Expected base salary (USD per year)'));
    await settled(() => expect(looking.getByLabel('Expected base salary (USD per year)').inputValue()).resolves.toBe('150000'));
    await looking.getByLabel('Expected base salary (USD per year)').fill('165,000');
    await looking.getByLabel('Work model').selectOption('hybrid');
    await looking.getByLabel('Preferred location').fill('Paris, France');
    await looking.getByRole('button', { name: 'Save preferences' }).click();
    await statusText(page, 'Career information updated successfully!');

    // Career: the work history, a new current role
    await page.getByRole('button', { name: 'Edit work experience' }).click();
    await page.getByRole('button', { name: '+ Add experience' }).click();
    const fresh = page.getByRole('group', { name: 'New experience' });
    await fresh.getByLabel('Company').fill('Difference Engines');
    await fresh.getByRole('textbox', { name: 'Job title' }).fill('Staff Engineer');
    await fresh.getByLabel('Start date: month').selectOption('3');
    await fresh.getByLabel('Start date: year').selectOption('2021');
    await fresh.getByLabel('This is my current role').check();
    await page.getByRole('button', { name: 'Add to list' }).click();
    await page.getByRole('button', { name: 'Save work experience' }).click();
    await statusText(page, 'Work experience updated successfully!');
    await settled(() => expect(page.locator('.experience-item__title').allTextContents()).resolves.toEqual(['Staff Engineer', 'Backend Engineer']));
    await harness.screenshot(page, 'journey-01-profile-career');

    // the server agrees: current company and position follow the new current role
    const saved = await env.stack.rest<Record<string, unknown>>('GET', '/api/candidate/profile', undefined, ada.token);
    expect(saved.body).toMatchObject({
      expected_base_salary: 165000,
      work_model: 'hybrid',
      preferred_location: 'Paris, France',
      current_company: 'Difference Engines',
      current_position: 'Staff Engineer',
    });

    // Account: a second address, verified with the code from the mail
    await page.getByRole('tab', { name: 'Account' }).click();
    const manager = page.getByRole('region', { name: 'Email addresses' });
    await shown(manager.locator(`[data-email="${ada.email}"]`));
    await manager.getByRole('button', { name: '+ Add email address' }).click();
    const since = new Date(Date.now() - 1000);
    await manager.getByLabel('New email address').fill(workEmail);
    await manager.getByRole('button', { name: 'Add email', exact: true }).click();
    await statusText(page, `Verification code sent to ${workEmail}. Please check your inbox.`);
    const code = await env.stack.smtp.waitForCode(workEmail, { since, timeoutMs: 120_000 });
    await manager.getByLabel(/Enter the 6-digit code/).fill(code);
    await manager.getByRole('button', { name: 'Verify', exact: true }).click();
    await statusText(page, 'Email address verified successfully!');
    await shown(manager.locator(`[data-email="${workEmail}"]`).getByText('Verified', { exact: true }));
    await harness.screenshot(page, 'journey-02-profile-emails');

    // the interviews service follows CandidateEmailVerified: an email sent to that address is accepted
    await waitFor(
      async () => {
        const r = await env.stack.graphql<{ myUploadAddresses: string[] }>('{ myUploadAddresses }', {}, ada.token);
        return r.body.data?.myUploadAddresses.includes(workEmail);
      },
      { what: 'the interviews service to learn the second address', timeoutMs: EVENT_WAIT_MS, intervalMs: 250 },
    );

    // Dashboard: upload to the second address, then two referrals
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await shown(page.getByRole('heading', { level: 1, name: 'Welcome, Ada' }));
    await page.getByRole('button', { name: 'Upload interview emails' }).click();
    const upload = page.getByRole('dialog', { name: 'Upload interview emails' });
    const invitation = await sign(
      recruitingEmail({
        to: workEmail,
        fromName: 'Acme Recruiting',
        subject: 'Your onsite interview with Acme',
        body: 'We would like to invite you to an onsite interview for the Senior Software Engineer position at Acme on November 12, 2026.',
      }),
      env.key,
    );
    await page.setInputFiles('#upload-modal-files', [emlUpload('acme-onsite.eml', invitation)]);
    await upload.getByRole('button', { name: 'Upload 1 email' }).click();
    await upload.locator('.upload-file--success').waitFor({ timeout: 180_000 });
    await harness.screenshot(page, 'journey-03-dashboard-upload', false);
    await upload.getByRole('button', { name: 'Done' }).click();
    await hidden(upload);

    const checklist = page.getByRole('region', { name: 'Getting started' });
    for (const friend of friends) {
      await checklist.getByRole('button', { name: 'Invite a friend' }).click();
      const form = checklist.getByRole('form', { name: 'Invite a friend' });
      await form.getByLabel('First name').fill(friend.first);
      await form.getByLabel('Last name').fill(friend.last);
      await form.getByLabel('Email').fill(friend.email);
      await form.getByRole('button', { name: 'Send invitation' }).click();
      await shown(checklist.getByRole('status').getByText(`Invitation sent to ${friend.first}!`));
      await shown(checklist.getByRole('list', { name: 'Referrals' }).getByText(`${friend.first} ${friend.last}`));
    }
    const invitationMail = await env.stack.smtp.waitForMail((m) => m.to.includes(friends[0]!.email), { what: 'the invitation', timeoutMs: EVENT_WAIT_MS });
    const link = /(http\S+#\/register\?\S+)/.exec(invitationMail.text)![1]!;
    expect(new URLSearchParams(link.split('?')[1]).get('type')).toBe('candidate');

    // the first friend registers, typing the address in capitals: the slot turns to Signed up
    await registerCandidate(env.stack, { email: friends[0]!.email.toUpperCase(), firstName: friends[0]!.first, lastName: friends[0]!.last });
    const slots = checklist.getByRole('list', { name: 'Referrals' });
    await waitFor(
      async () => {
        await page.reload();
        await shown(checklist);
        return (await slots.innerText()).includes('Signed up');
      },
      { what: 'the referral to show Signed up', timeoutMs: EVENT_WAIT_MS, intervalMs: 2000 },
    );
    await settled(() =>
      expect(slots.getByRole('listitem').allInnerTexts()).resolves.toEqual([
        `${friends[0]!.first} ${friends[0]!.last}\nSigned up`,
        `${friends[1]!.first} ${friends[1]!.last}\nInvited`,
        'Open invitation',
      ]),
    );

    // the checklist (work history done, 2 of 3 referrals, 1 of 3 interviews) and the ranking cards
    await settled(() => expect(checklist.locator('.checklist__progress-text').textContent()).resolves.toBe('1/3'));
    await shown(checklist.getByText('1/3 interviews uploaded'));
    await shown(checklist.getByText('2/3 invited'));
    const total = page.locator('[data-ranking="total_interviews"]');
    await shown(total);
    await settled(() => expect(total.locator('.ranking-card__count').textContent()).resolves.toBe('1'));
    await shown(page.locator('[data-ranking="offers_received"]'));
    await shown(page.locator('[data-ranking="onsites_received"]'));
    await settled(() => expect(page.locator('[data-ranking="onsites_received"] .ranking-card__count').textContent()).resolves.toBe('1'));
    await harness.screenshot(page, 'journey-04-dashboard');
  }, 1_200_000);
});
