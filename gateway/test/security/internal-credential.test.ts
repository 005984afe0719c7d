import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TEST_JWT_SECRET, uniqueSuffix } from '@hiring/service-kit/testing';
import { loadAuthConfig } from '@hiring/auth';
import { loadGatewayConfig } from '@hiring/gateway';
import { TEST_INTERNAL_SECRET, startStack, type Stack } from '@hiring/test-kit/stack';
import { postGraphql } from '@hiring/test-kit/graphql';

/**
 * Issue 12: subgraphs answered anyone who reached them and believed any X-Forwarded-For, and the
 * company service's /search-view told anyone its internals. Now a subgraph answers only requests
 * with the gateway's internal credential (INTERNAL_API_SECRET), /health excepted, and per-IP
 * limits key on the address the gateway derived.
 */
let stack: Stack;

beforeAll(async () => {
  stack = await startStack({ env: { auth: { LOGIN_MAX_FAILURES_PER_IP: '3', LOGIN_MAX_FAILURES_PER_ACCOUNT: '50' } } });
}, 240_000);

afterAll(async () => {
  await stack?.stop();
});

const LOGIN = 'mutation($email: String, $password: String) { login(email: $email, password: $password) { success } }';
const direct = (url: string, init: RequestInit = {}) =>
  fetch(url, init).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

describe('subgraphs answer only the gateway', () => {
  it('refuses a direct GraphQL call without the credential, with a wrong one, and answers with it', async () => {
    const call = async (headers: Record<string, string>) => {
      const { status, body } = await postGraphql(stack.services.auth.url, '{ __typename }', { headers });
      return { status, body };
    };
    expect((await call({})).status).toBe(401);
    expect((await call({ 'x-internal-secret': 'x'.repeat(40) })).status).toBe(401);
    expect(await call({ 'x-internal-secret': TEST_INTERNAL_SECRET })).toEqual({ status: 200, body: { data: { __typename: 'Query' } } });
  });

  it('keeps the company /search-view internal', async () => {
    expect((await direct(`${stack.services.company.url}/search-view`)).status).toBe(401);
    expect((await direct(`${stack.services.company.url}/search-view`, { headers: { 'x-internal-secret': TEST_INTERNAL_SECRET } })).status).toBe(200);
  });

  it('leaves /health to the orchestrator probes', async () => {
    expect((await direct(`${stack.services.auth.url}/health`)).status).toBe(200);
  });

  it('everything through the gateway still works', async () => {
    expect((await stack.graphql('{ __typename }')).body).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('client addresses', () => {
  it('a caller cannot dodge the per-address login limit with X-Forwarded-For (the gateway does not trust it by default)', async () => {
    const attempt = (n: number) =>
      stack.rest('POST', '/api/login', { email: `nobody.${uniqueSuffix()}@example.test`, password: 'Wr0ng-pass!' }, undefined, {
        'x-forwarded-for': `203.0.113.${n}`,
      });
    for (let n = 1; n <= 3; n += 1) expect((await attempt(n)).status).toBe(401);
    expect((await attempt(4)).status).toBe(429);
  });

  it('a direct call with the credential may name the client address (it is the gateway speaking)', async () => {
    const login = (ip: string) =>
      postGraphql(stack.services.auth.url, LOGIN, {
        variables: { email: `nobody.${uniqueSuffix()}@example.test`, password: 'Wr0ng-pass!' },
        headers: { 'x-internal-secret': TEST_INTERNAL_SECRET, 'x-forwarded-for': ip },
      });
    // A fresh address has its own budget, though 127.0.0.1 is exhausted by the test above.
    const answer = await login('198.51.100.77');
    expect(answer.body.errors?.[0]?.message).toBe('Invalid email or password');
  });
});

describe('configuration', () => {
  it('requires INTERNAL_API_SECRET in production, and refuses a weak one', () => {
    expect(() => loadAuthConfig({ JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'production' })).toThrow(/INTERNAL_API_SECRET: required with NODE_ENV=production/);
    expect(() => loadGatewayConfig({ JWT_SECRET: TEST_JWT_SECRET, NODE_ENV: 'production' })).toThrow(/INTERNAL_API_SECRET/);
    expect(() => loadAuthConfig({ JWT_SECRET: TEST_JWT_SECRET, INTERNAL_API_SECRET: 'changeme'.repeat(5) })).toThrow(/INTERNAL_API_SECRET/);
    expect(loadAuthConfig({ JWT_SECRET: TEST_JWT_SECRET, INTERNAL_API_SECRET: TEST_INTERNAL_SECRET, NODE_ENV: 'production' }).INTERNAL_API_SECRET).toBe(
      TEST_INTERNAL_SECRET,
    );
  });
});
