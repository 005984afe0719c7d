/**
 * Journey (issues 5 and 6) against the real back end, in Debian Chromium: two candidates register
 * and upload DKIM-signed interview emails (public, so they become searchable); a company sees its
 * dashboard, buys tokens in dev mode from the purchase modal (no STRIPE_SECRET_KEY), searches,
 * sees anonymous candidates, filters, opens the details and the interview summary (with the note
 * the candidate wrote on that process on her Interview History page), unlocks one
 * candidate and sees the contact details; every step is checked against the server's own answer.
 *
 * Runs under the root jest config (it starts Kafka and FerretDB):
 *   npm run build && node --experimental-vm-modules node_modules/jest/bin/jest.js web/test/e2e/journeys/company-
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { uniqueSuffix, waitFor } from '@hiring/service-kit/testing';
import type { Page, Request } from 'playwright-core';
import { registerCandidate, registerCompany, type RegisteredUser } from '@hiring/test-kit/stack';
import { BrowserHarness, settled } from '../browser.js';
import { confirmSpend } from '../company.fixtures.js';
import { hidden, recruitingEmail, sessionOf, shown, sign, startJourneyStack, waitForUploadAddress, type JourneyStack } from './support.js';

const harness = new BrowserHarness('company/journey', { actionTimeoutMs: 90_000 });
/** Every candidate of this run carries this skill, so the search shows only them (the broker's topics are shared by test runs). */
const MARKER = `Journey${uniqueSuffix().replace(/\W/g, '')}`;
let env: JourneyStack;
let ada: RegisteredUser;
let alan: RegisteredUser;
let company: RegisteredUser;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function upload(user: RegisteredUser, file: Buffer, name: string): Promise<Json> {
  const form = new FormData();
  form.append('email_file', new Blob([new Uint8Array(file)], { type: 'message/rfc822' }), name);
  const response = await fetch(`${env.stack.gateway.url}/api/candidate/upload-interview-email`, {
    method: 'POST',
    headers: { authorization: `Bearer ${user.token}` },
    body: form,
  });
  const body = (await response.json()) as Json;
  if (response.status !== 200) throw new Error(`upload ${name}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

async function interviewEmail(user: RegisteredUser, company: string, subject: string, body: string, date: string): Promise<Buffer> {
  return sign(recruitingEmail({ to: user.email, fromName: `${company} Recruiting`, subject, body, date }), env.key);
}

/** Ada's note on her Globex process, written in the browser; companies read it in the summary. */
const NOTE = 'Four rounds, friendly panel, offer expected in December.';

const get = (path: string, token = company.token) => env.stack.rest<Json>('GET', path, undefined, token);

beforeAll(async () => {
  env = await startJourneyStack();
  const career = (skills: string[], extra: Record<string, unknown> = {}) => ({ top5_skills: JSON.stringify([...skills, MARKER]), ...extra });
  [ada, alan, company] = await Promise.all([
    registerCandidate(env.stack, { firstName: 'Ada', lastName: 'Lovelace', careerData: career(['TypeScript', 'Kafka']) }),
    registerCandidate(env.stack, {
      firstName: 'Alan',
      lastName: 'Turing',
      careerData: career(['Python', 'Cryptography'], {
        current_company: 'Bletchley Labs',
        job_title: 'Data Scientist',
        work_experiences: JSON.stringify([{ company: 'Bletchley Labs', jobTitle: 'Data Scientist', startMonth: 4, startYear: 2019, isCurrent: true }]),
      }),
    }),
    registerCompany(env.stack, { companyName: `Umbrella Talent ${uniqueSuffix()}` }),
  ]);
  await Promise.all([waitForUploadAddress(env.stack, ada), waitForUploadAddress(env.stack, alan)]);

  const adaOnsite = await upload(
    ada,
    await interviewEmail(
      ada,
      'Globex',
      'Your onsite interview with Globex',
      'Thank you for your time so far. We would like to invite you to an onsite interview for the Senior Software Engineer position at Globex on November 12, 2026.',
      'Tue, 03 Nov 2026 10:00:00 +0000',
    ),
    'globex-onsite.eml',
  );
  const adaPhone = await upload(
    ada,
    await interviewEmail(
      ada,
      'Initech',
      'Phone screen with Initech',
      'Thanks for applying to Initech. We would like to schedule a phone screen for the Backend Engineer position at Initech on September 8, 2026.',
      'Tue, 01 Sep 2026 09:00:00 +0000',
    ),
    'initech-phone.eml',
  );
  const alanScreen = await upload(
    alan,
    await interviewEmail(
      alan,
      'Hooli',
      'Technical screen with Hooli',
      'We would like to schedule a technical screen for the Data Scientist position at Hooli on October 20, 2026.',
      'Mon, 12 Oct 2026 09:00:00 +0000',
    ),
    'hooli-technical.eml',
  );
  for (const answer of [adaOnsite, adaPhone, alanScreen]) expect(answer['interview'].visibility).toBe('public');

  // the company service's search view learns both candidates from the events
  await waitFor(
    async () => {
      const r = await get(`/api/company/search-candidates?skills=${MARKER}`);
      return r.status === 200 && r.body['pagination'].total === 2 ? r.body : null;
    },
    { what: 'both candidates in the company search', timeoutMs: 300_000, intervalMs: 500 },
  );
  await harness.start({ baseUrl: env.stack.gateway.url });
}, 900_000);

afterAll(async () => {
  await harness.stop();
  await env?.stop();
}, 180_000);

const row = (page: Page, id: string) => page.locator(`tr[data-candidate-id="${id}"]`);

describe('journey: a company buys tokens, searches, and unlocks a candidate', () => {
  test('dashboard, dev-mode purchase, anonymous search, filter, details, summary, unlock, contact details', async () => {
    const adaId = ada.user.id;
    const alanId = alan.user.id;
    // issue 16: a note the candidate writes on a process is shown to companies (the summary below)
    const own = await harness.open('/interviews', { session: sessionOf(ada) });
    const globexProcess = own.getByRole('article', { name: /^Globex/ });
    await globexProcess.getByRole('button', { name: /^Add a note for Globex/ }).click();
    await globexProcess.getByRole('textbox', { name: 'Your note for companies' }).fill(NOTE);
    await globexProcess.getByRole('button', { name: 'Save note' }).click();
    await shown(globexProcess.getByRole('status').getByText('Note saved.'));
    await harness.closePage();
    // the company service learns it from the event
    await waitFor(async () => JSON.stringify((await get(`/api/company/search-candidates?skills=${MARKER}`)).body).includes(NOTE), {
      what: "Ada's note in the company search",
      timeoutMs: 120_000,
      intervalMs: 500,
    });

    const page = await harness.open('/dashboard', { session: sessionOf(company) });
    // every company answer the page receives, numbered by when its request left
    const bodies: { order: number; text: string }[] = [];
    const orderOf = new WeakMap<Request, number>();
    let sent = 0;
    let unlockOrder = Number.POSITIVE_INFINITY;
    // The web app reads and writes through POST /graphql (the unlock is the UnlockCandidate operation).
    const operationOf = (request: Request) => {
      try {
        return (JSON.parse(request.postData() ?? '{}') as { operationName?: string }).operationName ?? '';
      } catch {
        return '';
      }
    };
    page.on('request', (request) => {
      orderOf.set(request, sent);
      const path = new URL(request.url()).pathname;
      if (path === '/api/company/unlock-candidate' || (path === '/graphql' && operationOf(request) === 'UnlockCandidate'))
        unlockOrder = Math.min(unlockOrder, sent);
      sent += 1;
    });
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (!path.startsWith('/api/company/') && path !== '/graphql') return;
      const order = orderOf.get(response.request()) ?? -1;
      void response.text().then(
        (text) => bodies.push({ order, text }),
        () => undefined,
      );
    });

    // the dashboard: candidates to search, no tokens, no subscription
    await shown(page.getByRole('heading', { name: /^Welcome, Umbrella Talent/ }));
    const tokensTile = page.locator('.cd-tile--tokens');
    await shown(tokensTile.getByText('Click to subscribe'));
    await settled(() => expect(tokensTile.locator('.cd-tile__value').innerText()).resolves.toBe('0'));
    const total = Number((await page.locator('.cd-tile').first().locator('.cd-tile__value').innerText()).replace(/,/g, ''));
    expect(total).toBeGreaterThanOrEqual(2);
    await harness.screenshot(page, '01-dashboard');

    // dev mode: subscribe to Starter from the tokens tile
    await tokensTile.getByRole('button').click();
    const modal = page.getByRole('dialog', { name: 'Unlock Top Talent' });
    await shown(modal.getByText('Current balance: 0 tokens'));
    await harness.screenshot(page, '02-purchase-modal', false);
    await modal.getByRole('button', { name: 'Subscribe - $200/mo' }).click();
    await shown(page.getByRole('alertdialog', { name: 'Subscribe to Starter for $200/month?' }).getByText(/Your balance goes from 0 tokens to 200 tokens\./));
    await confirmSpend(page);
    await hidden(modal);
    await shown(page.getByRole('status').getByText('Subscription updated successfully!'));
    await shown(tokensTile.getByText('Starter plan'));
    await settled(() => expect(tokensTile.locator('.cd-tile__value').innerText()).resolves.toBe('200'));
    await shown(tokensTile.getByText('200 tokens per month'));
    expect((await get('/api/company/tokens')).body['tokens']).toBe(200);
    expect((await get('/api/company/subscription')).body).toMatchObject({ has_subscription: true, plan: 'starter', status: 'active' });
    await harness.screenshot(page, '03-subscribed');

    // search: this run's candidates (the ?skills= pre-fill), anonymous until unlocked
    await page.goto(`${harness.baseUrl}/#/search-candidates?skills=${MARKER}`);
    await shown(row(page, adaId));
    await shown(row(page, alanId));
    await settled(() => expect(page.getByRole('searchbox', { name: 'Skills', exact: true }).inputValue()).resolves.toBe(MARKER));
    await shown(page.getByTestId('token-balance').getByText('200 tokens'));
    await settled(() => expect(page.getByRole('heading', { name: /^Search Results/ }).innerText()).resolves.toBe('Search Results (2)'));
    for (const id of [adaId, alanId]) {
      await shown(row(page, id).getByRole('button', { name: /^Anonymous Candidate/ }));
      await shown(row(page, id).getByText('Email hidden - unlock to view'));
    }
    await shown(row(page, adaId).locator('.cs-process__company').getByText('Globex'));
    await shown(row(page, adaId).locator('.cs-stage').getByText('Onsite'));
    await settled(() => expect(row(page, adaId).locator('.cs-tag').allInnerTexts()).resolves.toEqual(expect.arrayContaining(['TypeScript', 'Kafka'])));
    await settled(() => expect(page.getByText(ada.email).count()).resolves.toBe(0));
    await settled(() => expect(page.getByText('Lovelace').count()).resolves.toBe(0));
    await harness.screenshot(page, '04-search-anonymous');

    // filter by company: only Ada interviewed with Globex
    await page.getByLabel('Company Name').fill('Globex');
    await hidden(row(page, alanId));
    await shown(row(page, adaId));
    await settled(() => expect(page.getByRole('heading', { name: /^Search Results/ }).innerText()).resolves.toBe('Search Results (1)'));
    await harness.screenshot(page, '05-filtered', false);

    // details and the interview process summary, still anonymous
    await row(page, adaId)
      .getByRole('button', { name: /^Anonymous Candidate/ })
      .click();
    const details = page.getByRole('dialog', { name: 'Anonymous Candidate' });
    await shown(details.getByRole('heading', { name: 'Interview History' }));
    await settled(() => expect(details.locator('.cs-interview-card__company').allInnerTexts()).resolves.toEqual(['Globex', 'Initech']));
    await settled(() => expect(details.locator('.cs-stats__value').allInnerTexts()).resolves.toEqual(['2', '2', '0']));
    await harness.screenshot(page, '06-details-locked', false);
    await details
      .getByRole('button', { name: /^View Full/ })
      .first()
      .click();
    const summary = page.getByRole('dialog', { name: 'Interview Process Summary' });
    await shown(summary.getByText('Locked - Unlock to view'));
    await shown(summary.getByText('Email Analysis'));
    await shown(summary.getByRole('region', { name: 'Interview Notes' }).getByText(NOTE, { exact: true }));
    await harness.screenshot(page, '07-summary', false);
    await summary.getByRole('button', { name: 'Back to Details' }).click();
    await hidden(summary);

    // unlock: 10 tokens, then name and email
    const reopened = page.getByRole('dialog', { name: 'Anonymous Candidate' });
    await reopened.getByRole('button', { name: 'Unlock (10 tokens)' }).click();
    // nothing is spent on one click: the cost and the balance after, then a deliberate confirm
    const question = page.getByRole('alertdialog', { name: 'Unlock this candidate?' });
    await shown(question.getByText('Unlocking this candidate costs 10 tokens. Your balance goes from 200 tokens to 190 tokens.', { exact: false }));
    await harness.screenshot(page, '07b-unlock-confirm', false);
    await confirmSpend(page);
    const unlocked = page.getByRole('dialog', { name: 'Ada Lovelace' });
    await shown(unlocked.getByText('Candidate unlocked successfully!'));
    await shown(unlocked.getByRole('link', { name: ada.email }));
    await shown(unlocked.getByRole('heading', { name: 'Career Journey' }));
    await shown(unlocked.getByText('Analytical Engines').first());
    await harness.screenshot(page, '08-details-unlocked', false);
    await unlocked.locator('.modal__footer').getByRole('button', { name: 'Close' }).click();
    await hidden(unlocked);
    await shown(page.getByTestId('token-balance').getByText('190 tokens'));
    await settled(() => expect(row(page, adaId).getByRole('link', { name: ada.email }).getAttribute('href')).resolves.toBe(`mailto:${ada.email}`));
    await harness.screenshot(page, '09-search-unlocked');

    // the server agrees: 190 tokens, Ada unlocked, Alan still anonymous
    expect((await get('/api/company/tokens')).body['tokens']).toBe(190);
    expect((await get('/api/company/unlocked-candidates')).body['unlocked_candidates'].map((u: Json) => u['id'])).toEqual([adaId]);
    const after = await get(`/api/company/search-candidates?skills=${MARKER}`);
    const byId = new Map((after.body['candidates'] as Json[]).map((c) => [c['candidate_id'], c]));
    expect(byId.get(adaId)).toMatchObject({ is_unlocked: true, email: ada.email, name: 'Ada Lovelace' });
    expect(byId.get(alanId)).toMatchObject({ is_unlocked: false, email: null, name: null });

    // before the unlock no answer the page received carried Ada's address; Alan's never
    expect(unlockOrder).toBeLessThan(Number.POSITIVE_INFINITY);
    const beforeUnlock = bodies.filter((body) => body.order < unlockOrder);
    expect(beforeUnlock.length).toBeGreaterThan(5);
    expect(beforeUnlock.some((body) => body.text.includes(ada.email) || body.text.includes('Lovelace'))).toBe(false);
    expect(bodies.some((body) => body.text.includes(alan.email) || body.text.includes('Turing'))).toBe(false);

    // the Unlock Status filter and the profile's Subscription tab
    await page.getByLabel('Company Name').fill('');
    await shown(row(page, alanId));
    await page.getByLabel('Unlock Status').selectOption('unlocked');
    await hidden(row(page, alanId));
    await shown(row(page, adaId));
    await page.goto(`${harness.baseUrl}/#/profile?tab=subscription`);
    await shown(page.getByTestId('subscription-token-balance').getByText('190 tokens'));
    await shown(page.locator('.cp-current').getByText('Starter'));
    await shown(page.locator('.cp-current').getByText('Active'));
    await harness.screenshot(page, '10-subscription-tab');
    await harness.closePage();
  }, 600_000);
});
