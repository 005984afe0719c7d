import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RunningGateway } from '@hiring/gateway';
import { DEFAULT_BRAND } from '@hiring/contracts/vocabulary';
import { startLoneGateway } from '@hiring/test-kit/stack';

/**
 * Issue 16: one product name and one support address, from configuration (docs/decisions/brand.md).
 * The gateway writes PRODUCT_NAME and SUPPORT_EMAIL into the page it serves; the build carries the defaults.
 */
let branded: RunningGateway;
let plain: RunningGateway;

beforeAll(async () => {
  branded = await startLoneGateway({ PRODUCT_NAME: 'Acme "Talent" <Hire>', SUPPORT_EMAIL: 'help@acme-talent.test' });
  plain = await startLoneGateway();
});

afterAll(async () => {
  await branded?.stop();
  await plain?.stop();
});

const page = async (gateway: RunningGateway, path = '/') => {
  const response = await fetch(`${gateway.url}${path}`);
  return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
};

describe('the web page names the configured brand', () => {
  it('writes PRODUCT_NAME (escaped) and SUPPORT_EMAIL into the meta tags and the title', async () => {
    const { status, type, html } = await page(branded);
    expect(status).toBe(200);
    expect(type).toContain('text/html');
    expect(html).toContain('<meta name="product-name" content="Acme &quot;Talent&quot; &lt;Hire&gt;" />');
    expect(html).toContain('<meta name="support-email" content="help@acme-talent.test" />');
    expect(html).toContain('<title>Acme &quot;Talent&quot; &lt;Hire&gt;: your interviews, verified</title>');
    expect(html).not.toContain(DEFAULT_BRAND.productName);
    expect(html).toContain('<div id="root">');
  });

  it('serves the defaults when nothing is configured, and no unbranded copy at /index.html', async () => {
    const { html } = await page(plain);
    expect(html).toContain(`<meta name="product-name" content="${DEFAULT_BRAND.productName}" />`);
    expect(html).toContain(`<meta name="support-email" content="${DEFAULT_BRAND.supportEmail}" />`);
    expect((await page(branded, '/index.html')).status).toBe(404);
  });

  it('refuses a support address that is not an address', () => {
    expect(() => startLoneGateway({ SUPPORT_EMAIL: 'not an address' })).toThrow(/SUPPORT_EMAIL: Invalid email address/);
  });
});
