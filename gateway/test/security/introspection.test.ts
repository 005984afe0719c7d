import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TEST_JWT_SECRET } from '@hiring/service-kit/testing';
import { loadGatewayConfig, startGateway } from '@hiring/gateway';
import { TEST_INTERNAL_SECRET, startStack, type Stack } from '@hiring/test-kit/stack';
import { postGraphql } from '@hiring/test-kit/graphql';

/**
 * Issue 12: introspection and the Apollo landing page were on whenever NODE_ENV was not
 * `production`. Now both are off in the gateway and every subgraph unless GRAPHQL_INTROSPECTION=true.
 * (Jest runs with NODE_ENV=test, where Apollo's own default would turn them on.)
 */
let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 240_000);

afterAll(async () => {
  await stack?.stop();
});

const INTROSPECTION = '{ __schema { queryType { name } } }';
// The internal credential too: a subgraph must refuse introspection even to the gateway.
const post = (url: string, query: string) => postGraphql(url, query, { headers: { 'x-internal-secret': TEST_INTERNAL_SECRET } });
const landingPage = async (url: string) => {
  const response = await fetch(url, { headers: { accept: 'text/html', 'x-internal-secret': TEST_INTERNAL_SECRET } });
  const text = await response.text();
  return response.ok && /apollo/i.test(text);
};

describe('introspection and landing page, off by default', () => {
  it('the gateway refuses introspection and serves no landing page', async () => {
    expect(process.env['NODE_ENV']).not.toBe('production');
    const result = await post(`${stack.gateway.url}/graphql`, INTROSPECTION);
    expect(result.body.data ?? null).toBeNull();
    expect(result.body.errors?.[0]?.message).toMatch(/introspection/i);
    expect(await landingPage(`${stack.gateway.url}/graphql`)).toBe(false);
  });

  it('no subgraph allows introspection or serves a landing page', async () => {
    for (const [name, service] of Object.entries(stack.services)) {
      const result = await post(`${service.url}/graphql`, INTROSPECTION);
      expect({ name, introspected: Boolean(result.body.data) }).toEqual({ name, introspected: false });
      expect({ name, landing: await landingPage(`${service.url}/graphql`) }).toEqual({ name, landing: false });
    }
  });

  it('field suggestions do not leak the schema either', async () => {
    const result = await post(`${stack.gateway.url}/graphql`, '{ mee { id } }');
    expect(result.body.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });

  it('GRAPHQL_INTROSPECTION=true turns introspection on explicitly', async () => {
    const urls = Object.fromEntries(Object.entries(stack.services).map(([name, s]) => [`SUBGRAPH_${name.toUpperCase()}_URL`, `${s.url}/graphql`]));
    const gateway = await startGateway(
      loadGatewayConfig({
        JWT_SECRET: TEST_JWT_SECRET,
        INTERNAL_API_SECRET: TEST_INTERNAL_SECRET,
        PORT: '0',
        LOG_LEVEL: 'silent',
        GRAPHQL_INTROSPECTION: 'true',
        ...urls,
      }),
    );
    try {
      const result = await post(`${gateway.url}/graphql`, INTROSPECTION);
      expect(result.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    } finally {
      await gateway.stop();
    }
  });
});
