/**
 * Journey (issue 17) against the real back end: a company creates an API key on the profile's API
 * tab (name, scopes, limits), copies the secret shown once, a script uses it on /graphql, the list
 * shows its last use, and revoking it (after a confirmation) refuses it on the next request.
 *
 *   npm run build && node --experimental-vm-modules node_modules/jest/bin/jest.js web/test/e2e/journeys/partner-api
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { uniqueSuffix } from '@hiring/service-kit/testing';
import { registerCompany, type RegisteredUser, startStack, type Stack } from '@hiring/test-kit/stack';
import { BrowserHarness, eventually, horizontalOverflow } from '../browser.js';
import { hidden, sessionOf, shown } from './support.js';
import { postGraphql } from '@hiring/test-kit/graphql';

const harness = new BrowserHarness('partners', { actionTimeoutMs: 90_000 });
let stack: Stack;
let company: RegisteredUser;

beforeAll(async () => {
  // usage counts reach the API tab within a fraction of a second here (10 s by default)
  stack = await startStack({ env: { gateway: { API_KEY_USAGE_FLUSH_MS: '200' } } });
  await harness.start({ baseUrl: stack.gateway.url });
  company = await registerCompany(stack, { companyName: `Northwind ${uniqueSuffix()}` });
}, 300_000);

afterAll(async () => {
  await harness.stop();
  await stack?.stop();
}, 120_000);

const tokensWith = (key: string) => postGraphql(stack.gateway.url, '{ companyTokens { tokens } }', { token: key });

describe('journey: API keys on the company profile', () => {
  test('create (secret once), use from a script, see the last use, revoke', async () => {
    const page = await harness.open('/profile?tab=api', { session: sessionOf(company) });
    await shown(page.getByRole('tab', { name: 'API' }));
    await shown(page.getByRole('heading', { name: 'API access' }));
    await shown(page.getByText('No keys yet.'));

    // the form's own checks first
    await page.getByRole('button', { name: 'Create key' }).click();
    await shown(page.getByRole('alert').getByText('Give the key a name'));
    await page.getByLabel('Name').fill('ATS sync');
    await page.getByLabel(/tokens:read/).check();
    await page.getByLabel('Requests per minute').fill('30');
    await page.getByLabel('Unlocks per day (empty: no limit)').fill('5');
    await harness.screenshot(page, '01-api-tab-form');
    await page.getByRole('button', { name: 'Create key' }).click();

    const created = page.getByRole('alertdialog', { name: 'Your new API key' });
    await shown(created.getByText('Copy this key now: it is not shown again.'));
    const secret = await created.getByLabel('API key').inputValue();
    expect(secret).toMatch(/^ipk_[A-Za-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    await harness.screenshot(page, '02-secret-once', false);
    await created.getByRole('button', { name: 'I have stored it' }).click();
    await hidden(created);

    const entry = page.locator('.cp-api__key').filter({ hasText: 'ATS sync' });
    await shown(entry.getByText('Active'));
    await shown(entry.getByText(`${secret.slice(0, 12)}…`));
    await shown(entry.getByText('candidates:read, tokens:read'));
    await shown(entry.getByText(/30 requests\/min · 5 unlocks\/day · last used Never/));
    expect(await page.content()).not.toContain(secret);

    // a script uses it; the list then shows a last use
    const used = await tokensWith(secret);
    expect(used.status).toBe(200);
    expect(used.headers.get('ratelimit-limit')).toBe('30');
    await eventually(async () => {
      await page.reload();
      await shown(entry);
      return !(await entry.textContent())?.includes('last used Never');
    }, 'the last use in the list');
    await eventually(async () => {
      await page.reload();
      await shown(entry);
      return (await entry.textContent())?.includes('Today: 1 request · last 7 days: 1 request') ?? false;
    }, "the key's usage in the list");

    await entry.getByRole('button', { name: 'Revoke' }).click();
    const question = page.getByRole('alertdialog', { name: 'Revoke this key?' });
    await shown(question.getByText(`Requests with ${secret.slice(0, 12)}… are refused from the next one on. This cannot be undone.`));
    await question.getByRole('button', { name: 'Revoke key' }).click();
    await shown(page.getByRole('status').getByText('The key was revoked: requests with it are refused from now on.'));
    await shown(entry.getByText('Revoked'));
    expect((await tokensWith(secret)).status).toBe(401);
    await harness.screenshot(page, '03-revoked');

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await harness.screenshot(page, '04-api-tab-phone');
    await harness.closePage();
  });

  test('register an operation, a script sends it by hash, remove it', async () => {
    const page = await harness.open('/profile?tab=api', { session: sessionOf(company) });
    const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Trusted operations' }) });
    await shown(panel.getByText('No operations registered.'));
    await panel.getByRole('button', { name: 'Register' }).click();
    await shown(panel.getByRole('alert').getByText('Paste an operation or a manifest, or choose a file'));
    await panel.getByLabel('Operation or manifest').fill('query Broken {');
    await panel.getByRole('button', { name: 'Register' }).click();
    await shown(panel.getByRole('alert').getByText(/Document 1 is not valid GraphQL/));

    const operation = 'query Balance { companyTokens { tokens } }';
    const manifest = JSON.stringify({
      format: 'apollo-persisted-query-manifest',
      version: 1,
      operations: [{ id: 'x', name: 'Balance', type: 'query', body: operation }],
    });
    await panel.getByLabel('Operation or manifest').fill(manifest);
    await panel.getByRole('button', { name: 'Register' }).click();
    await shown(panel.getByRole('status').getByText('1 operation registered.'));
    const hash = createHash('sha256').update(operation).digest('hex');
    const row = panel.locator(`[data-hash="${hash}"]`);
    await shown(row.getByText('Balance'));
    await shown(row.getByText(`${hash.slice(0, 16)}…`));
    await harness.screenshot(page, '05-trusted-operations');

    // a script with a key sends the hash only
    const created = await stack.graphql<{ createApiKey: { secret: string } }>(
      'mutation { createApiKey(input: { name: "by hash", scopes: [TOKENS_READ] }) { secret } }',
      {},
      company.token,
    );
    const key = created.body.data!.createApiKey.secret;
    const byHash = await fetch(`${stack.gateway.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: hash } } }),
    });
    expect(((await byHash.json()) as { data?: unknown }).data).toEqual({ companyTokens: { tokens: expect.any(Number) } });

    await row.getByRole('button', { name: 'Remove Balance' }).click();
    await shown(panel.getByText('No operations registered.'));
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await harness.screenshot(page, '06-trusted-operations-phone');
    await harness.closePage();
  });
});
