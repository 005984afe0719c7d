/**
 * Issue 17: usage per key on the API tab, and trusted documents (docs/decisions/partner-api.md).
 * Through the running stack: the gateway counts each key's requests and 429s and hands the counts
 * to the auth service; a company registers operations, a key sends them by hash, and a gateway set
 * to `API_KEY_DOCUMENTS=trusted` runs nothing else for keys (sessions are unaffected).
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TEST_JWT_SECRET, waitFor } from '@hiring/service-kit/testing';
import { createLogger } from '@hiring/service-kit/logging';
import { loadGatewayConfig, startGateway, type RunningGateway } from '@hiring/gateway';
import { ApiKeyUsageCounter, type UsageCount } from '../../src/security/api-key-usage.js';
import { registerCompany, type RegisteredUser, TEST_INTERNAL_SECRET, startStack, type Stack } from '@hiring/test-kit/stack';

let stack: Stack;
let trustedGateway: RunningGateway;
let company: RegisteredUser;
let otherCompany: RegisteredUser;

beforeAll(async () => {
  stack = await startStack({ env: { gateway: { API_KEY_USAGE_FLUSH_MS: '150' } } });
  // A second gateway over the same services, set to run only registered operations for keys.
  trustedGateway = await startGateway(
    loadGatewayConfig({
      JWT_SECRET: TEST_JWT_SECRET,
      INTERNAL_API_SECRET: TEST_INTERNAL_SECRET,
      PORT: '0',
      LOG_LEVEL: 'silent',
      API_KEY_DOCUMENTS: 'trusted',
      ...Object.fromEntries(Object.entries(stack.services).map(([name, s]) => [`SUBGRAPH_${name.toUpperCase()}_URL`, `${s.url}/graphql`])),
    }),
  );
  [company, otherCompany] = await Promise.all([registerCompany(stack), registerCompany(stack)]);
}, 180_000);

afterAll(async () => {
  await trustedGateway?.stop();
  await stack?.stop();
});

const codeOf = (body: { errors?: { extensions?: { code?: string } }[] }) => body.errors?.[0]?.extensions?.code ?? null;
const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

async function createKey(owner: RegisteredUser, extra: Record<string, unknown> = {}): Promise<string> {
  const answer = await stack.graphql<{ createApiKey: { secret: string } }>(
    'mutation Create($input: CreateApiKeyInput!) { createApiKey(input: $input) { secret } }',
    { input: { name: 'sync', scopes: ['TOKENS_READ', 'CANDIDATES_READ'], ...extra } },
    owner.token,
  );
  expect(answer.body.errors).toBeUndefined();
  return answer.body.data!.createApiKey.secret;
}

/** POSTs a raw body to a gateway's /graphql. */
async function post(gateway: RunningGateway, body: unknown, token: string, method = 'POST') {
  const response = await fetch(`${gateway.url}/graphql${method === 'GET' ? `?query=${encodeURIComponent('{ companyTokens { tokens } }')}` : ''}`, {
    method,
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', authorization: `Bearer ${token}` },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: Record<string, unknown>; errors?: { message: string; extensions?: { code?: string } }[] },
  };
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const found = await waitFor(
    async () => {
      const value = await read();
      return done(value) ? { value } : null;
    },
    { what, timeoutMs: 15_000 },
  );
  return found.value;
}

describe('usage per key', () => {
  it('counts requests and 429s per key, shown to its company only', async () => {
    const key = await createKey(company, { rateLimitPerMinute: 3 });
    const idle = await createKey(company);
    const statuses: number[] = [];
    for (let n = 0; n < 5; n += 1) statuses.push((await stack.graphql('{ companyTokens { tokens } }', {}, key)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);

    type Listed = {
      apiKeys: {
        prefix: string;
        usage: { requestsToday: number; throttledToday: number; requestsLast7Days: number; days: { day: string; requests: number; throttled: number }[] };
      }[];
    };
    const usageOf = async (secret: string) => {
      const listed = await stack.graphql<Listed>(
        '{ apiKeys { prefix usage { requestsToday throttledToday requestsLast7Days days { day requests throttled } } } }',
        {},
        company.token,
      );
      expect(listed.body.errors).toBeUndefined();
      return listed.body.data!.apiKeys.find((entry) => secret.startsWith(`${entry.prefix}_`))!.usage;
    };
    const usage = await eventually(
      () => usageOf(key),
      (value) => value.requestsToday === 3 && value.throttledToday === 2,
      'the key usage is flushed',
    );
    const today = new Date().toISOString().slice(0, 10);
    expect(usage).toEqual({ requestsToday: 3, throttledToday: 2, requestsLast7Days: 3, days: [{ day: today, requests: 3, throttled: 2 }] });
    expect(await usageOf(idle)).toEqual({ requestsToday: 0, throttledToday: 0, requestsLast7Days: 0, days: [] });

    // the same count over REST (the API tab's script users), and nothing of it for another company
    const rest = await stack.rest<{ api_keys: { prefix: string; usage?: Record<string, number> }[] }>('GET', '/api/company/api-keys', undefined, company.token);
    expect(rest.body.api_keys.find((entry) => key.startsWith(`${entry.prefix}_`))?.usage).toEqual({
      requests_today: 3,
      throttled_today: 2,
      requests_last7_days: 3,
    });
    const foreign = await stack.graphql<{ apiKeys: unknown[] }>('{ apiKeys { prefix } }', {}, otherCompany.token);
    expect(JSON.stringify(foreign.body)).not.toContain(key.slice(0, 12));
  });

  it('keeps the counts of a failed flush for the next one, and adds up counts of the same key and day', async () => {
    const sent: UsageCount[][] = [];
    let failNext = true;
    const counter = new ApiKeyUsageCounter({
      sink: async (counts) => {
        if (failNext) {
          failNext = false;
          throw new Error('auth unreachable');
        }
        sent.push(counts);
      },
      intervalMs: 0,
      logger: createLogger('usage-test', 'silent'),
      now: () => Date.parse('2026-11-24T12:00:00Z'),
    });
    counter.record('k1', 'allowed');
    counter.record('k1', 'throttled');
    await counter.flush();
    expect(sent).toEqual([]);
    counter.record('k1', 'allowed');
    await counter.stop();
    expect(sent).toEqual([[{ keyId: 'k1', day: '2026-11-24', requests: 2, throttled: 1 }]]);
  });

  it('refuses made-up counts from anyone but the gateway', async () => {
    const response = await fetch(`${stack.services.auth.url}/internal/api-keys/usage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ counts: [{ keyId: 'x', day: '2026-11-24', requests: 1_000, throttled: 0 }] }),
    });
    expect([401, 403]).toContain(response.status);
  });
});

describe('trusted documents', () => {
  const TOKENS = 'query Tokens { companyTokens { tokens } }';
  const UNLOCKED = 'query Unlocked {\n  unlockedCandidates { id }\n}\n';
  const REGISTER = 'mutation Register($documents: [String!]!) { registerTrustedDocuments(documents: $documents) { hash name createdAt } }';

  it('are registered by a company session only, once each, checked, and private to the company', async () => {
    const registered = await stack.graphql<{ registerTrustedDocuments: { hash: string; name: string | null }[] }>(
      REGISTER,
      { documents: [TOKENS, UNLOCKED, TOKENS] },
      company.token,
    );
    expect(registered.body.errors).toBeUndefined();
    expect(registered.body.data!.registerTrustedDocuments.map(({ hash, name }) => ({ hash, name })).sort((a, b) => a.hash.localeCompare(b.hash))).toEqual(
      [
        { hash: sha256(TOKENS), name: 'Tokens' },
        { hash: sha256(UNLOCKED), name: 'Unlocked' },
      ].sort((a, b) => a.hash.localeCompare(b.hash)),
    );
    // again: nothing new
    await stack.graphql(REGISTER, { documents: [TOKENS] }, company.token);
    const listed = await stack.graphql<{ trustedDocuments: { hash: string }[] }>('{ trustedDocuments { hash } }', {}, company.token);
    expect(listed.body.data!.trustedDocuments).toHaveLength(2);

    for (const documents of [['query {'], ['query A { x } query B { y }'], ['type Hack { x: Int }'], [], [' ']]) {
      expect(codeOf((await stack.graphql(REGISTER, { documents }, company.token)).body)).toBe('BAD_USER_INPUT');
    }
    const key = await createKey(company);
    const byKey = await stack.graphql(REGISTER, { documents: ['query Sneaky { companyTokens { tokens } }'] }, key);
    // refused like every person-only operation (requireCompany: a key is no session)
    expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(codeOf(byKey.body));
    expect(byKey.body.data ?? null).toBeNull();
    const foreign = await stack.graphql<{ trustedDocuments: unknown[] }>('{ trustedDocuments { hash } }', {}, otherCompany.token);
    expect(foreign.body.data!.trustedDocuments).toEqual([]);
    const foreignRemoval = await stack.graphql<{ removeTrustedDocument: boolean }>(
      `mutation { removeTrustedDocument(hash: "${sha256(TOKENS)}") }`,
      {},
      otherCompany.token,
    );
    expect(foreignRemoval.body.data?.removeTrustedDocument).toBe(false);
  });

  it('let a key send a registered operation by its hash; other text still runs where any document is accepted', async () => {
    await stack.graphql(REGISTER, { documents: [TOKENS] }, company.token);
    const key = await createKey(company);
    const byHash = await post(stack.gateway, { extensions: { persistedQuery: { version: 1, sha256Hash: sha256(TOKENS) } } }, key);
    expect(byHash.status).toBe(200);
    expect(byHash.body.data).toEqual({ companyTokens: { tokens: expect.any(Number) } });
    const unknown = await post(stack.gateway, { extensions: { persistedQuery: { version: 1, sha256Hash: sha256('query Other { x }') } } }, key);
    expect(codeOf(unknown.body)).toBe('PERSISTED_QUERY_NOT_FOUND');
    const free = await post(stack.gateway, { query: '{ companyTokens { tokens } }' }, key);
    expect(free.body.data).toEqual({ companyTokens: { tokens: expect.any(Number) } });
  });

  it('are the only operations a key runs on a gateway set to trusted, until removed', async () => {
    const owner = await registerCompany(stack);
    await stack.graphql(REGISTER, { documents: [TOKENS] }, owner.token);
    const key = await createKey(owner);

    const free = await post(trustedGateway, { query: '{ companyTokens { tokens } }' }, key);
    expect(free.status).toBe(400);
    expect(free.body.errors?.[0]).toMatchObject({
      message: 'Only registered operations run with an API key here: register this one first',
      extensions: { code: 'PERSISTED_QUERY_NOT_IN_LIST' },
    });
    const inFull = await post(trustedGateway, { query: TOKENS }, key);
    expect(inFull.body.data).toEqual({ companyTokens: { tokens: expect.any(Number) } });
    const byHash = await post(trustedGateway, { extensions: { persistedQuery: { version: 1, sha256Hash: sha256(TOKENS) } } }, key);
    expect(byHash.body.data).toEqual({ companyTokens: { tokens: expect.any(Number) } });
    const unknown = await post(trustedGateway, { extensions: { persistedQuery: { version: 1, sha256Hash: sha256(UNLOCKED) } } }, key);
    expect(unknown.status).toBe(400);
    expect(codeOf(unknown.body)).toBe('PERSISTED_QUERY_NOT_FOUND');
    // another company's registration means nothing for this company's key
    const otherKey = await createKey(otherCompany);
    const borrowed = await post(trustedGateway, { extensions: { persistedQuery: { version: 1, sha256Hash: sha256(TOKENS) } } }, otherKey);
    expect(codeOf(borrowed.body)).toBe('PERSISTED_QUERY_NOT_FOUND');
    const batched = await post(trustedGateway, [{ query: TOKENS }], key);
    expect(batched.status).toBe(400);
    const viaGet = await post(trustedGateway, undefined, key, 'GET');
    expect(viaGet.status).toBe(405);

    // a person's session is not held to the list
    const session = await post(trustedGateway, { query: '{ companyTokens { tokens } }' }, owner.token);
    expect(session.body.data).toEqual({ companyTokens: { tokens: expect.any(Number) } });

    // removed through this gateway: refused on the next request
    const removed = await post(trustedGateway, { query: `mutation { removeTrustedDocument(hash: "${sha256(TOKENS)}") }` }, owner.token);
    expect(removed.body.data).toEqual({ removeTrustedDocument: true });
    const after = await post(trustedGateway, { query: TOKENS }, key);
    expect(codeOf(after.body)).toBe('PERSISTED_QUERY_NOT_IN_LIST');
  });
});
