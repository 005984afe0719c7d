import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { testToken } from '@hiring/service-kit/testing';
import { startStack, type Stack } from '@hiring/test-kit/stack';

/**
 * Issue 12: /api/health told anyone every subgraph's address and its Mongo/Kafka errors. Now the
 * public answer is only up/degraded; admins get the details.
 */
let stack: Stack;

beforeAll(async () => {
  stack = await startStack();
}, 240_000);

afterAll(async () => {
  await stack?.stop();
});

const health = async (token?: string) => {
  const response = await fetch(`${stack.gateway.url}/api/health`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

describe('GET /api/health', () => {
  it('answers the public only up or degraded', async () => {
    expect(await health()).toEqual({ status: 200, body: { status: 'up' } });
  });

  it('answers a signed-in non-admin the same', async () => {
    expect(await health(testToken({ userId: 'someone', userType: 'company' }))).toEqual({ status: 200, body: { status: 'up' } });
  });

  it('gives admins every subgraph with its checks', async () => {
    const { status, body } = await health(testToken({ userId: 'admin-1', isAdmin: true }));
    expect(status).toBe(200);
    expect(body).toMatchObject({ status: 'up', gateway: 'up', subgraphs: { auth: { status: 'up', checks: { mongo: { ok: true } } } } });
  });
});
