/**
 * Journey (issue 17, webhooks) against the real back end: on the profile's API tab a company adds
 * an endpoint (a local receiver) with its events and sees the signing secret once; a real unlock
 * is delivered and shows in the delivery log; Replay sends it again with the same webhook-id;
 * Disable shows the status and reason; the tokens.low threshold is saved. On the search page the company saves the current filters
 * under a name, applies the saved search later, and deletes it.
 *
 *   npm run build -w web && node --experimental-vm-modules node_modules/jest/bin/jest.js web/test/e2e/journeys/webhooks
 */
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { uniqueSuffix, waitFor } from '@hiring/service-kit/testing';
import { startTestPublisher, type EventPublisher } from '@hiring/test-kit/events';
import { registerCompany, type RegisteredUser, startStack, type Stack, startWebhookReceiver, verifySignature } from '@hiring/test-kit/stack';
import { BrowserHarness, horizontalOverflow } from '../browser.js';
import { hidden, sessionOf, shown } from './support.js';

const harness = new BrowserHarness('webhooks', { actionTimeoutMs: 90_000 });
let stack: Stack;
let publisher: Awaited<ReturnType<typeof startTestPublisher>>;
let events: EventPublisher;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let company: RegisteredUser;
const marker = `Web${uniqueSuffix().replace(/[^A-Za-z0-9]/g, '')}`;
let candidateId: string;

beforeAll(async () => {
  publisher = await startTestPublisher();
  events = publisher.events;
  receiver = await startWebhookReceiver();
  stack = await startStack();
  await harness.start({ baseUrl: stack.gateway.url });
  company = await registerCompany(stack, { companyName: `Hooks ${uniqueSuffix()}` });
  const { profile } = await events.candidate({ firstName: 'Webby', skills: ['Go', marker] }, [{ stage: 'onsite', companyName: 'Globex' }]);
  candidateId = profile.candidateId;
  await waitFor(
    async () => {
      const answer = await stack.graphql<{ candidates: { totalCount: number } }>(
        'query($f: CandidateFilterInput) { candidates(first: 1, filter: $f) { totalCount } }',
        { f: { skills: marker } },
        company.token,
      );
      return answer.body.data?.candidates.totalCount === 1;
    },
    { what: 'the candidate in the search', timeoutMs: 60_000 },
  );
  await stack.graphql('mutation { createCheckoutSession(input: { purchaseType: "one_time" }) { message } }', {}, company.token);
}, 300_000);

afterAll(async () => {
  await harness.stop();
  await stack?.stop();
  await publisher?.stop();
  await receiver?.stop();
}, 120_000);

describe('journey: webhooks on the API tab', () => {
  test('add an endpoint (secret once), see a real delivery in the log, replay it, disable the endpoint', async () => {
    const page = await harness.open('/profile?tab=api', { session: sessionOf(company) });
    const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Webhooks' }) });
    await shown(panel.getByText('No endpoints yet.'));

    await panel.getByRole('button', { name: 'Add endpoint' }).click();
    await shown(panel.getByRole('alert').getByText('Enter the URL of your endpoint'));
    await panel.getByLabel('Endpoint URL').fill(`${receiver.url}/hook`);
    await panel.getByLabel('Description (optional)').fill('ATS');
    await panel.getByRole('checkbox', { name: /tokens\.low/ }).check();
    await panel.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = (await panel.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    const endpoint = panel.locator('.wh-endpoint').filter({ hasText: `${receiver.url}/hook` });
    await shown(endpoint.getByText('Active'));
    await shown(endpoint.getByText('candidate.unlocked, tokens.low · ATS'));
    await harness.screenshot(page, '01-endpoint-added');
    await panel.getByRole('button', { name: 'I have stored it' }).click();
    await hidden(panel.getByTestId('webhook-secret'));

    // the tokens.low threshold: 20 by default, a whole number
    const threshold = panel.getByLabel('tokens.low threshold');
    await waitFor(async () => (await threshold.inputValue()) === '20', { what: 'the default threshold' });
    await threshold.fill('many');
    await panel.getByRole('button', { name: 'Save threshold' }).click();
    await shown(panel.getByRole('alert').getByText('Enter a whole number of tokens (0 or more)'));
    await threshold.fill('15');
    await panel.getByRole('button', { name: 'Save threshold' }).click();
    await shown(panel.getByRole('status').getByText('Threshold saved.'));
    const settings = await stack.graphql<{ webhookSettings: { lowTokensThreshold: number } }>('{ webhookSettings { lowTokensThreshold } }', {}, company.token);
    expect(settings.body.data?.webhookSettings.lowTokensThreshold).toBe(15);

    // a real unlock is delivered, signed with the secret shown
    const unlocked = await stack.graphql(`mutation { unlockCandidate(candidateId: "${candidateId}") { tokens } }`, {}, company.token);
    expect(unlocked.body.errors).toBeUndefined();
    const [delivered] = await receiver.waitFor('/hook', 1);
    expect(verifySignature(secret, delivered!.headers, delivered!.body)).toBe(true);

    await endpoint.getByRole('button', { name: 'Deliveries' }).click();
    const row = endpoint.locator('.wh-log__item').filter({ hasText: 'candidate.unlocked' });
    await shown(row.getByText('Delivered · HTTP 200 · 1 attempt'));
    await row.getByRole('button', { name: 'Replay' }).click();
    await shown(page.getByRole('status').getByText('Delivery queued again.'));
    const again = await receiver.waitFor('/hook', 2);
    expect(again[1]!.headers['webhook-id']).toBe(delivered!.headers['webhook-id']);
    await harness.screenshot(page, '02-delivery-log');

    await endpoint.getByRole('button', { name: 'Disable' }).click();
    await shown(endpoint.getByText('Disabled', { exact: true }));
    await shown(endpoint.getByText('Disabled by the company'));
    await shown(endpoint.getByRole('button', { name: 'Enable' }));

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await harness.screenshot(page, '03-webhooks-phone');
    await harness.closePage();
  });
});

describe('journey: saved searches on the search page', () => {
  test('save the current filters under a name, apply the saved search, delete it', async () => {
    const page = await harness.open('/search-candidates', { session: sessionOf(company) });
    const save = page.getByRole('button', { name: 'Save this search' });
    await shown(save);
    expect(await save.isDisabled()).toBe(true);
    await page.getByRole('searchbox', { name: 'Skills' }).fill(marker);
    await page.getByLabel('Name of this search').fill('Go people');
    await save.click();
    await shown(page.getByRole('status').getByText('Saved "Go people"'));
    const chip = page.getByRole('button', { name: 'Go people', exact: true });
    await shown(chip);
    await harness.screenshot(page, '04-saved-search');

    await page.getByRole('searchbox', { name: 'Skills' }).fill('');
    await chip.click();
    await waitFor(async () => (await page.getByRole('searchbox', { name: 'Skills' }).inputValue()) === marker, { what: 'the saved filters applied' });
    const listed = await stack.graphql<{ savedSearches: { name: string; filter: { skills: string } }[] }>(
      '{ savedSearches { name filter { skills } } }',
      {},
      company.token,
    );
    expect(listed.body.data?.savedSearches).toEqual([{ name: 'Go people', filter: { skills: marker } }]);

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await harness.screenshot(page, '05-saved-search-phone');

    await page.getByRole('button', { name: 'Delete saved search Go people' }).click();
    await hidden(chip);
    await harness.closePage();
  });
});
