/**
 * The built web app under the gateway's real security headers (@fastify/helmet with our CSP):
 * pages render and no Content-Security-Policy violation is reported (the harness turns each into
 * a page error). A deliberately inline script proves violations are seen.
 */
import { afterAll, afterEach, beforeAll, describe, expect, test } from '@jest/globals';
import type { RunningGateway } from '@hiring/gateway';
import { startLoneGateway } from '@hiring/test-kit/stack';
import { BrowserHarness, eventually, shown } from './browser.js';

const harness = new BrowserHarness('security-headers');
let gateway: RunningGateway;

beforeAll(async () => {
  gateway = await startLoneGateway();
  await harness.start({ baseUrl: gateway.url });
});
afterAll(async () => {
  await harness.stop();
  await gateway?.stop();
});

describe('the web app under the gateway CSP', () => {
  afterEach(() => harness.closePage());

  test.each(['/', '/login', '/register?type=company', '/forgot-password'])('renders %s without a CSP violation', async (path) => {
    const page = await harness.open(path);
    await shown(page.locator('h1, h2').first());
    await page.waitForLoadState('networkidle');
    await harness.screenshot(page, `csp${path.replace(/[^a-z]+/g, '-')}`);
  });
});

test('an inline script is refused and reported (the check sees violations)', async () => {
  const page = await harness.open('/');
  await shown(page.locator('h1').first());
  await page.addScriptTag({ content: 'window.__inline = 1' }).catch(() => undefined);
  await eventually(() => harness.pageErrors.some((e) => /Content Security Policy/i.test(e)), 'a CSP violation report');
  expect(await page.evaluate(() => (window as unknown as { __inline?: number }).__inline)).toBeUndefined();
  harness.pageErrors.length = 0;
  await harness.closePage();
});
