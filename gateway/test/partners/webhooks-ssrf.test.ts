/**
 * Issue 17, webhooks: SSRF refusal through the running stack with the production setting
 * (WEBHOOK_BLOCK_PRIVATE_ADDRESSES=true, what NODE_ENV=production turns on): a URL whose host is,
 * or resolves to, a private, loopback, link-local or IPv4-mapped loopback address is refused at
 * registration, over http and https alike.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { registerCompany, type RegisteredUser } from '../support/accounts.js';
import { startStack, type Stack } from '../support/start-stack.js';

let stack: Stack;
let company: RegisteredUser;

beforeAll(async () => {
  stack = await startStack({ env: { company: { WEBHOOK_BLOCK_PRIVATE_ADDRESSES: 'true' } } });
  company = await registerCompany(stack);
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

const CREATE = 'mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }';

describe('webhook URLs in production', () => {
  it.each([
    ['127.0.0.1', '127.0.0.1'],
    ['10.0.0.1', '10.0.0.1'],
    ['169.254.169.254', '169.254.169.254'],
    ['[::1]', '::1'],
    ['[::ffff:127.0.0.1]', '::ffff:7f00:1'],
    ['localhost', '127.0.0.1|::1'],
  ])('refuses %s (http and https)', async (host, address) => {
    for (const scheme of ['http', 'https']) {
      const answer = await stack.graphql(CREATE, { input: { url: `${scheme}://${host}/hook`, events: ['tokens.low'] } }, company.token);
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      expect(answer.body.errors?.[0]?.message).toMatch(new RegExp(`resolves to (${address}), a private, loopback or link-local address; webhooks go to public addresses only$`));
    }
    const listed = await stack.graphql<{ webhookEndpoints: unknown[] }>('{ webhookEndpoints { id } }', {}, company.token);
    expect(listed.body.data?.webhookEndpoints).toEqual([]);
  });

  it('refuses plain http even to a public address', async () => {
    const answer = await stack.graphql(CREATE, { input: { url: 'http://93.184.215.14/hook', events: ['tokens.low'] } }, company.token);
    expect(answer.body.errors?.[0]?.message).toBe('Webhook URL must use https (http is allowed only for localhost in development)');
  });
});
