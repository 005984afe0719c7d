import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { TEST_JWT_SECRET, testToken } from '@hiring/service-kit/testing';
import { TEMPORARILY_UNAVAILABLE } from '@hiring/service-kit';
import { loadGatewayConfig, startGateway, SUBGRAPHS } from '@hiring/gateway';
import { TEST_INTERNAL_SECRET, startStack, type Stack } from '@hiring/test-kit/stack';
import { postGraphql } from '@hiring/test-kit/graphql';

let stack: Stack;
beforeAll(async () => {
  // The limit checks below use introspection queries (deep by nature), so it is on here.
  stack = await startStack({ env: { gateway: { GRAPHQL_INTROSPECTION: 'true' } } });
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

describe('gateway', () => {
  it('reports every subgraph with its Mongo and Kafka checks at /api/health (to admins)', async () => {
    const admin = testToken({ userId: 'admin-health', isAdmin: true });
    const response = await fetch(`${stack.gateway.url}/api/health`, { headers: { authorization: `Bearer ${admin}` } });
    const body = (await response.json()) as { status: string; subgraphs: Record<string, { status: string; checks: Record<string, { ok: boolean }> }> };
    expect(response.status).toBe(200);
    expect(body.status).toBe('up');
    expect(Object.keys(body.subgraphs).sort()).toEqual(SUBGRAPHS.map((s) => s.name).sort());
    for (const subgraph of Object.values(body.subgraphs)) {
      expect(subgraph.status).toBe('up');
      expect(subgraph.checks).toMatchObject({ mongo: { ok: true }, kafka: { ok: true } });
    }
  });

  it('rejects operations over the depth and size limits before calling a subgraph', async () => {
    const withinLimits = await stack.graphql('{ __schema { types { fields { type { name } } } } }');
    expect(withinLimits.body.errors).toBeUndefined();
    const nested = `query { __schema { types { fields { type { ${'ofType { '.repeat(10)}name${' }'.repeat(10)} } } } } }`;
    const tooDeep = await stack.graphql(nested);
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.errors?.[0]?.message).toBe('Query is too deep: depth 15 exceeds the limit of 12');
    const wide = `{ ${Array.from({ length: 401 }, (_, i) => `a${i}: __typename`).join(' ')} }`;
    const tooWide = await stack.graphql(wide);
    expect(tooWide.body.errors?.[0]?.message).toBe('Query is too large: 401 fields exceed the limit of 400');
  });

  it('answers unknown /api routes with a JSON 404', async () => {
    const response = await fetch(`${stack.gateway.url}/api/no-such-route`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, error: 'Not found', message: 'Not found' });
  });

  it('serves the built web app at /', async () => {
    expect(existsSync(new URL('../../web/dist/index.html', import.meta.url))).toBe(true);
    const response = await fetch(`${stack.gateway.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(await response.text()).toContain('<div id="root">');
  });

  it('starts while a subgraph is down, reports it, serves the rest, and answers a masked 503 for it', async () => {
    const urls = Object.fromEntries(Object.entries(stack.services).map(([name, s]) => [`SUBGRAPH_${name.toUpperCase()}_URL`, `${s.url}/graphql`]));
    const gateway = await startGateway(
      loadGatewayConfig({
        JWT_SECRET: TEST_JWT_SECRET,
        INTERNAL_API_SECRET: TEST_INTERNAL_SECRET,
        PORT: '0',
        LOG_LEVEL: 'silent',
        ...urls,
        SUBGRAPH_INTERVIEWS_URL: 'http://127.0.0.1:1/graphql',
      }),
    );
    try {
      const admin = testToken({ userId: 'admin-health', isAdmin: true });
      const health = await fetch(`${gateway.url}/api/health`, { headers: { authorization: `Bearer ${admin}` } });
      const body = (await health.json()) as { status: string; subgraphs: Record<string, { status: string }> };
      expect(health.status).toBe(503);
      expect(body.status).toBe('degraded');
      expect(body.subgraphs['interviews']!.status).toBe('down');
      expect(body.subgraphs['auth']!.status).toBe('up');

      const token = testToken({ userId: 'someone', userType: 'candidate' });
      const post = async (query: string) => (await postGraphql(gateway.url, query, { token })).body;
      // auth still answers: this token's user does not exist, which is 'User not found' (docs/product/rules.md#states-and-transitions).
      expect(await post('{ me { id } }')).toEqual({
        data: { me: null },
        errors: [{ message: 'User not found', path: ['me'], extensions: { code: 'NOT_FOUND' } }],
      });
      const failed = await post('{ interviewHistory { totalInterviews } }');
      expect(failed.errors).toHaveLength(1);
      // Unreachable is said as such (a retryable 503 through the REST facade), with nothing internal in it.
      expect(failed.errors?.[0]).toMatchObject({ message: TEMPORARILY_UNAVAILABLE, extensions: { code: 'SERVICE_UNAVAILABLE' } });
      expect(JSON.stringify(failed)).not.toMatch(/127\.0\.0\.1|ECONNREFUSED|stack|interviews/);
    } finally {
      await gateway.stop();
    }
  });
});
