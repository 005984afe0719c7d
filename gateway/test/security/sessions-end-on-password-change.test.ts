import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PASSWORD_API_KEY_MESSAGES } from '@hiring/contracts';
import { TEST_PASSWORD, registerCandidate, registerCompany, type RegisteredUser, startStack, type Stack } from '@hiring/test-kit/stack';

/**
 * Issue 12: sessions (7-day tokens) survived a password change. Now the token carries the
 * account's token version, the gateway checks it with the auth service, and a change or reset
 * signs out the other sessions on their very next request (no wait for events).
 * Issue 29: logout ends the session on the server, and a reset or change may revoke the company's
 * API keys (revoke_api_keys), which are refused at once.
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

describe('logout ends the session on the server', () => {
  it('refuses the logged-out token at once, through REST and GraphQL, and keeps the other sessions', async () => {
    const [leaving, staying, viaGraphql] = [await login('Res3t-pass!'), await login('Res3t-pass!'), await login('Res3t-pass!')];
    expect(await profileStatus(leaving)).toBe(200);
    expect(await stack.rest('POST', '/api/logout', {}, leaving)).toEqual({ status: 200, body: { success: true, message: 'Signed out' } });
    expect(await profileStatus(leaving)).toBe(401);
    expect(await me(leaving)).toBeNull();
    expect(await profileStatus(staying)).toBe(200);

    expect(await me(viaGraphql)).toEqual({ id: user.user.id });
    expect((await stack.graphql('mutation { logout { message } }', {}, viaGraphql)).body).toEqual({ data: { logout: { message: 'Signed out' } } });
    expect(await me(viaGraphql)).toBeNull();
    expect(await profileStatus(staying)).toBe(200);
  });
});

describe("a password reset or change may revoke the company's API keys", () => {
  const createKey = async (owner: RegisteredUser) => {
    const answer = await stack.graphql<{ createApiKey: { secret: string } }>(
      'mutation { createApiKey(input: { name: "sync", scopes: [TOKENS_READ] }) { secret } }',
      {},
      owner.token,
    );
    return answer.body.data!.createApiKey.secret;
  };
  const keyStatus = async (secret: string) => (await stack.graphql('{ companyTokens { tokens } }', {}, secret)).status;

  it('keeps the keys by default and says so; revokes every key at once when asked', async () => {
    const company = await registerCompany(stack);
    const [first, second] = [await createKey(company), await createKey(company)];
    expect(await keyStatus(first)).toBe(200);

    const kept = await stack.rest('POST', '/api/change-password', { current_password: TEST_PASSWORD, new_password: 'N3w-pass!!' }, company.token);
    expect(kept).toEqual({ status: 200, body: { success: true, message: `Password changed successfully ${PASSWORD_API_KEY_MESSAGES.kept}` } });
    expect(await keyStatus(first)).toBe(200);

    const since = new Date();
    expect((await stack.rest('POST', '/api/forgot-password', { email: company.email })).status).toBe(200);
    const code = await stack.smtp.waitForCode(company.email, { since });
    const reset = await stack.rest('POST', '/api/reset-password', { email: company.email, code, new_password: 'Res3t-pass!', revoke_api_keys: true });
    expect(reset).toEqual({ status: 200, body: { success: true, message: `Password reset successful! ${PASSWORD_API_KEY_MESSAGES.revoked}` } });
    expect(await keyStatus(first)).toBe(401);
    expect(await keyStatus(second)).toBe(401);
  });

  it('revokes them on a change of password through GraphQL when asked', async () => {
    const company = await registerCompany(stack);
    const key = await createKey(company);
    expect(await keyStatus(key)).toBe(200);
    const changed = await stack.graphql<{ changePassword: { message: string } }>(
      'mutation($c: String, $n: String) { changePassword(currentPassword: $c, newPassword: $n, revokeApiKeys: true) { message } }',
      { c: TEST_PASSWORD, n: 'N3w-pass!!' },
      company.token,
    );
    expect(changed.body.data?.changePassword.message).toBe(`Password changed successfully ${PASSWORD_API_KEY_MESSAGES.revoked}`);
    expect(await keyStatus(key)).toBe(401);
  });
});
