/**
 * Journey (issue 8) against the real back end, in Debian Chromium: a candidate forwards an
 * interview email (original attached, DKIM-signed by the ATS) from their verified address to the
 * ingestion mailbox (a real Dovecot); the admin opens /admin/email-ingestion, triggers a check,
 * sees the result and the status fetched again (the count follows), tries the test analysis; the
 * candidate finds the interview in their history and is refused the admin page.
 *
 * Runs under the root jest config (it starts Kafka and FerretDB):
 *   npm run build && node --experimental-vm-modules node_modules/jest/bin/jest.js web/test/e2e/journeys/admin-email-ingestion
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { uniqueSuffix } from '@hiring/service-kit/testing';
import { registerCandidate, type RegisteredUser, ADMIN_EMAIL, startStack, type Stack } from '@hiring/test-kit/stack';
import {
  startDnsServer,
  generateDkimKey,
  signMessage,
  type DkimKey,
  startTestImapServer,
  type TestImapServer,
  ATS_DOMAIN,
  forwardAsAttachment,
  interviewEmail,
} from '@hiring/test-kit/mail';
import { BrowserHarness, settled } from '../browser.js';
import { sessionOf, shown, waitForUploadAddress } from './support.js';

const harness = new BrowserHarness('admin/journey', { actionTimeoutMs: 90_000 });
const FORWARDER_DOMAIN = 'mail-forwarder.test';
const MAILBOX = `ingest-${uniqueSuffix()}@hiring.test`;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let atsKey: DkimKey;
let forwarderKey: DkimKey;
let imap: TestImapServer;
let stack: Stack;
let admin: RegisteredUser;
let ada: RegisteredUser;

beforeAll(async () => {
  dns = await startDnsServer();
  atsKey = generateDkimKey();
  forwarderKey = generateDkimKey();
  dns.setTxt(`s1._domainkey.${ATS_DOMAIN}`, atsKey.record);
  dns.setTxt(`mail._domainkey.${FORWARDER_DOMAIN}`, forwarderKey.record);
  imap = await startTestImapServer({ user: MAILBOX });
  stack = await startStack({
    env: {
      interviews: { DNS_SERVERS: dns.servers.join(',') },
      ingestion: {
        INGESTION_IMAP_URL: imap.url,
        INGESTION_POLL_INTERVAL_MS: '0',
        DNS_SERVERS: dns.servers.join(','),
        MAIL_FROM: `Hiring Marketplace <${MAILBOX}>`,
      },
    },
  });
  [admin, ada] = await Promise.all([
    registerCandidate(stack, { email: ADMIN_EMAIL, firstName: 'Grace' }),
    registerCandidate(stack, { email: `ada.${uniqueSuffix()}@${FORWARDER_DOMAIN}` }),
  ]);
  await waitForUploadAddress(stack, ada);
  await harness.start({ baseUrl: stack.gateway.url });
}, 420_000);

afterAll(async () => {
  await harness.stop();
  await stack?.stop();
  await imap?.stop();
  await dns?.close();
}, 180_000);

const count = (page: Page, id: string) => page.getByTestId(id).textContent();

describe('admin email ingestion journey (real Dovecot, Kafka, FerretDB, DNS, SMTP)', () => {
  test('the admin checks the mailbox: a forwarded interview is recorded, the status follows, the candidate is told', async () => {
    const page = await harness.open('/admin/email-ingestion', { session: sessionOf(admin) });
    await shown(page.getByRole('heading', { level: 1, name: 'Email ingestion' }));
    await shown(page.getByRole('region', { name: 'Service status' }).getByText(MAILBOX));
    await settled(() => expect(count(page, 'processed-emails-count')).resolves.toBe('0'));
    await harness.screenshot(page, '01-before');

    const original = await signMessage(interviewEmail(ada.email), { domain: ATS_DOMAIN, selector: 's1', key: atsKey });
    const forward = forwardAsAttachment({ from: `Ada <${ada.email}>`, to: MAILBOX, originals: [original] });
    await imap.append(await signMessage(forward, { domain: FORWARDER_DOMAIN, selector: 'mail', key: forwarderKey }));

    await page.getByRole('button', { name: 'Check for new emails' }).click();
    await shown(page.getByRole('status').getByText('Email check complete: 1 new message; 1 email sent for processing.', { exact: true }));
    // The status is fetched again 2 s after the check; the interview count follows once the
    // interviews service has recorded it (another check finds nothing new and fetches again).
    const deadline = Date.now() + 60_000;
    while ((await count(page, 'recent-interviews-week')) !== '1') {
      if (Date.now() > deadline) throw new Error('the weekly interview count did not reach 1');
      await page.waitForTimeout(2_500);
      if ((await count(page, 'recent-interviews-week')) === '1') break;
      await page.getByRole('button', { name: 'Check for new emails' }).click();
      await shown(page.getByRole('status').getByText(/^Email check complete/));
    }
    await settled(() => expect(count(page, 'processed-emails-count')).resolves.toBe('1'));
    const row = page.getByRole('region', { name: 'Recent emails' }).locator('tbody tr').first();
    await shown(row.getByText('Recorded', { exact: true }));
    await settled(() => expect(row.innerText()).resolves.toContain(ada.email));
    await harness.screenshot(page, '02-after-check');

    const reply = await stack.smtp.waitForMail((m) => m.to.includes(ada.email) && /^Interview recorded:/.test(m.subject), {
      what: 'the reply',
      timeoutMs: 30_000,
    });
    expect(reply.from).toBe(MAILBOX);

    const form = page.getByRole('region', { name: 'Test analysis' });
    await form.getByRole('button', { name: 'Analyze email' }).click();
    await shown(form.getByRole('alert').getByText('Please provide at least a subject or body', { exact: true }));
    await form.getByLabel('Subject').fill('Phone screen confirmed: Fieldnote');
    await form
      .getByLabel('Body')
      .fill('Hi Ada, your phone screen for the Growth Marketing Manager role at Fieldnote is confirmed for Monday, November 9, 2026 at 3:00 PM.');
    await form.getByLabel('Sender email').fill('no-reply@hire.lever.co');
    await form.getByRole('button', { name: 'Analyze email' }).click();
    const analysis = form.getByRole('region', { name: 'Analysis' });
    await shown(analysis);
    await settled(() => expect(analysis.innerText()).resolves.toMatch(/Stage\s+Phone Screen/i));
    await harness.screenshot(page, '03-test-analysis');
    await harness.closePage();
  });

  test('the candidate sees the forwarded interview in their history, and the admin page refuses them', async () => {
    const history = await harness.open('/interviews', { session: sessionOf(ada) });
    await shown(history.getByRole('article', { name: /^Acme/ }));
    await harness.screenshot(history, '04-candidate-history');
    await harness.closePage();

    const page = await harness.open('/admin/email-ingestion', { session: sessionOf(ada) });
    await shown(page.getByRole('heading', { level: 1, name: 'Not allowed' }));
    await harness.screenshot(page, '05-candidate-not-allowed');
    await harness.closePage();
  });
});
