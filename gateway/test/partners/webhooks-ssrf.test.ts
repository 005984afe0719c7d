/**
 * Issue 17, webhooks: SSRF refusal through the running stack with the production setting
 * (WEBHOOK_BLOCK_PRIVATE_ADDRESSES=true, what NODE_ENV=production turns on): a URL whose host is,
 * or resolves to, a private, loopback, link-local or IPv4-mapped loopback address is refused at
 * registration, over http and https alike; and an endpoint whose host points at such an address
 * by the time of delivery (DNS rebinding, played by writing the stored URL) is refused at the
 * attempt, before any connection.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TokensSpentV1, createEnvelope } from '@hiring/contracts';
import { waitFor } from '@hiring/service-kit/testing';
import { startTestPublisher } from '@hiring/test-kit/events';
import { startWebhookReceiver, registerCompany, type RegisteredUser, startStack, type Stack } from '@hiring/test-kit/stack';

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
      expect(answer.body.errors?.[0]?.message).toMatch(
        new RegExp(`resolves to (${address}), a private, loopback or link-local address; webhooks go to public addresses only$`),
      );
    }
    const listed = await stack.graphql<{ webhookEndpoints: unknown[] }>('{ webhookEndpoints { id } }', {}, company.token);
    expect(listed.body.data?.webhookEndpoints).toEqual([]);
  });

  it('refuses plain http even to a public address', async () => {
    const answer = await stack.graphql(CREATE, { input: { url: 'http://93.184.215.14/hook', events: ['tokens.low'] } }, company.token);
    expect(answer.body.errors?.[0]?.message).toBe('Webhook URL must use https (http is allowed only for localhost in development)');
  });
});

describe('webhook deliveries in production', () => {
  it('checks the address again at every attempt: a target that became private is never contacted', async () => {
    const receiver = await startWebhookReceiver();
    const publisher = await startTestPublisher();
    try {
      const created = await stack.graphql<{ createWebhookEndpoint: { endpoint: { id: string } } }>(
        'mutation { createWebhookEndpoint(input: { url: "https://93.184.215.14/hook", events: ["tokens.low"] }) { endpoint { id } } }',
        {},
        company.token,
      );
      const id = created.body.data!.createWebhookEndpoint.endpoint.id;
      // what a rebinding name achieves: the same endpoint now leads to a loopback address
      await stack.services.company.connection
        .model('WebhookEndpoint')
        .updateOne({ _id: id }, { $set: { url: `${receiver.url}/hook` } })
        .exec();
      // A spend that crosses the default threshold (20): tokens.low, whose data needs no candidate
      // (a candidate.unlocked is sent only for a candidate the company may see).
      const envelope = createEnvelope(TokensSpentV1, {
        aggregateId: company.user.id,
        payload: {
          entryId: `${company.user.id}:99`,
          companyId: company.user.id,
          seq: 99,
          tokens: 10,
          reason: 'candidate_unlock',
          refId: 'cand-ssrf',
          balanceAfter: 15,
          spentAt: new Date().toISOString(),
        },
      });
      await publisher.events.send(envelope, TokensSpentV1.topic);
      const attempt = await waitFor(
        async () => {
          const log = await stack.graphql<{ webhookDeliveries: { edges: { node: { attempts: { statusCode: number | null; error: string | null }[] } }[] } }>(
            'query($id: ID!) { webhookDeliveries(endpointId: $id) { edges { node { attempts { statusCode error } } } } }',
            { id },
            company.token,
          );
          return log.body.data?.webhookDeliveries.edges[0]?.node.attempts[0];
        },
        { what: 'the first attempt', timeoutMs: 30_000 },
      );
      expect(attempt).toEqual({
        statusCode: null,
        error: 'Webhook URL host 127.0.0.1 resolves to 127.0.0.1, a private, loopback or link-local address; webhooks go to public addresses only',
      });
      expect(receiver.received).toHaveLength(0);
    } finally {
      await publisher.stop();
      await receiver.stop();
    }
  }, 90_000);
});
