import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { TEST_PASSWORD, registerCandidate, type RegisteredUser, startStack, type Stack } from '@hiring/test-kit/stack';

/**
 * Issue 12: sessions (7-day tokens) survived a password change. Now the token carries the
 * account's token version, the gateway checks it with the auth service, and a change or reset
 * signs out the other sessions on their very next request (no wait for events).
 */
let stack: Stack;
let user: RegisteredUser;

beforeAll(async () => {
  stack = await startStack();
  user = await registerCandidate(stack);
}, 240_000);

afterAll(async () => {
  await stack?.stop();
});

const login = async (password: string) => {
  const response = await stack.rest<{ access_token: string }>('POST', '/api/login', { email: user.email, password });
  expect(response.status).toBe(200);
  return response.body.access_token;
};
const profileStatus = async (token: string) => (await stack.rest('GET', '/api/candidate/profile', undefined, token)).status;
const me = async (token: string) => (await stack.graphql<{ me: { id: string } | null }>('{ me { id } }', {}, token)).body.data?.me ?? null;

describe('a password change ends the other sessions at once', () => {
  it('refuses the other session on its next request; the session that changed it keeps working', async () => {
    const [first, second] = [await login(TEST_PASSWORD), await login(TEST_PASSWORD)];
    expect(await profileStatus(first)).toBe(200);
    expect(await profileStatus(second)).toBe(200);

    // The REST contract of change-password is unchanged: success and message, no token.
    expect(await stack.rest('POST', '/api/change-password', { current_password: TEST_PASSWORD, new_password: 'N3w-pass!!' }, first)).toEqual({
      status: 200,
      body: { success: true, message: 'Password changed successfully' },
    });

    expect(await profileStatus(second)).toBe(401);
    expect(await me(second)).toBeNull();
    expect(await profileStatus(first)).toBe(200);
    expect(await me(first)).toEqual({ id: user.user.id });

    const fresh = await login('N3w-pass!!');
    expect(await profileStatus(fresh)).toBe(200);
  });

  it('a reset ends every session, the old ones included', async () => {
    const before = await login('N3w-pass!!');
    expect(await profileStatus(before)).toBe(200);
    const since = new Date();
    expect((await stack.rest('POST', '/api/forgot-password', { email: user.email })).status).toBe(200);
    const code = await stack.smtp.waitForCode(user.email, { since });
    expect((await stack.rest('POST', '/api/reset-password', { email: user.email, code, new_password: 'Res3t-pass!' })).status).toBe(200);

    expect(await profileStatus(before)).toBe(401);
    expect(await profileStatus(await login('Res3t-pass!'))).toBe(200);
  });
});
