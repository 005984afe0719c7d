import { describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { TEST_JWT_SECRET, testToken } from '@hiring/service-kit/testing';
import { createLogger } from '@hiring/service-kit/logging';
import { SessionGuard, type SessionLookup } from '../../src/security/session-guard.js';

/**
 * The gateway asks the auth service whether a session is still valid. A client firing many
 * requests at once with a fresh token must cause one question, not one each: under CI load 30
 * such questions timed out in part, and the requests they belonged to were answered 503 in a
 * shape GraphQL clients could not read (the webhook endpoint race test counted them as created).
 */
const logger = createLogger('session-guard-test', 'silent');

function countingLookup(answer: boolean | Error = true) {
  const calls: string[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const lookup: SessionLookup = async (authorization) => {
    calls.push(authorization);
    await held;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { calls, lookup, release: () => release() };
}

describe('session guard', () => {
  it('asks the auth service once for 30 concurrent requests of one session, and then not again while cached', async () => {
    const { calls, lookup, release } = countingLookup(true);
    const guard = new SessionGuard({ secret: TEST_JWT_SECRET, ttlMs: 60_000, lookup, logger });
    const authorization = `Bearer ${testToken({ userId: 'u1', sessionId: 's1' })}`;
    const answers = Promise.all(Array.from({ length: 30 }, () => guard.filter(authorization)));
    release();
    expect(await answers).toEqual(Array.from({ length: 30 }, () => authorization));
    expect(calls).toHaveLength(1);
    await guard.filter(authorization);
    expect(calls).toHaveLength(1);
    // Another session of the same person is another question.
    await guard.filter(`Bearer ${testToken({ userId: 'u1', sessionId: 's2' })}`);
    expect(calls).toHaveLength(2);
  });

  it('a password change during a lookup: the next request asks again, and the earlier answer is not kept', async () => {
    const first = countingLookup(true);
    let answer = first.lookup;
    const guard = new SessionGuard({ secret: TEST_JWT_SECRET, ttlMs: 60_000, lookup: (a) => answer(a), logger });
    const authorization = `Bearer ${testToken({ userId: 'u2', sessionId: 's1' })}`;
    const before = guard.filter(authorization);
    guard.invalidate();
    const ended = countingLookup(false);
    answer = ended.lookup;
    const after = guard.filter(authorization);
    first.release();
    ended.release();
    expect(await before).toBe(authorization);
    expect(await after).toBeUndefined();
    expect(await guard.filter(authorization)).toBeUndefined();
    expect(ended.calls).toHaveLength(1);
  });

  it('when the auth service cannot answer, the request is refused 503 in both the REST and the GraphQL shape', async () => {
    const { lookup, release } = countingLookup(new Error('auth service timed out'));
    release();
    const guard = new SessionGuard({ secret: TEST_JWT_SECRET, ttlMs: 60_000, lookup, logger });
    const app = Fastify();
    guard.register(app);
    app.post('/graphql', () => ({ data: { reached: true } }));
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${testToken({ userId: 'u3', sessionId: 's1' })}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    }).finally(() => app.close());
    const message = 'Service temporarily unavailable. Please try again.';
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 503,
      body: { success: false, error: message, message, errors: [{ message, extensions: { code: 'SERVICE_UNAVAILABLE' } }] },
    });
  });
});
