import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { verifyToken } from '@hiring/service-kit';
import { TEST_JWT_SECRET, uniqueSuffix } from '@hiring/service-kit/testing';
import { startStack, type Stack, TEST_PASSWORD, registerCandidate, registerCompany, type RegisteredUser } from '@hiring/test-kit/stack';

/**
 * Sessions and passwords through the REST facade: login (with its limits per account and per client
 * address, the address travelling from the caller through the gateway to the auth subgraph),
 * forgot/reset and change password.
 */
let stack: Stack;
let candidate: RegisteredUser;
let company: RegisteredUser;
beforeAll(async () => {
  stack = await startStack({
    env: {
      auth: { LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_SOURCE: '3', LOGIN_MAX_FAILURES_PER_IP: '6', LOGIN_FAILURE_DELAY_MS: '0' },
      // The test client plays the ingress: the gateway takes the client address from X-Forwarded-For.
      gateway: { TRUST_PROXY: 'true' },
    },
  });
  [candidate, company] = await Promise.all([registerCandidate(stack), registerCompany(stack)]);
}, 120_000);
afterAll(async () => {
  await stack?.stop();
});

const error = (status: number, message: string) => ({ status, body: { success: false, error: message, message } });
let address = 0;
const from = (ip = `198.51.100.${(address += 1)}`) => ({ 'x-forwarded-for': ip });
const login = (email: string, password: string, headers: Record<string, string> = from()) =>
  stack.rest('POST', '/api/login', { email, password }, undefined, headers);
const TOO_MANY = /^Too many failed login attempts\. Please try again in \d+ (minute|second)s?\.$/;

describe('POST /api/login', () => {
  it('answers access_token and the user for both user types', async () => {
    const result = await login(candidate.email.toUpperCase(), TEST_PASSWORD);
    expect(result).toEqual({
      status: 200,
      body: {
        success: true,
        access_token: expect.any(String),
        user: {
          id: candidate.user.id,
          email: candidate.email,
          user_type: 'candidate',
          first_name: 'Ada',
          last_name: 'Lovelace',
          company_name: null,
          email_verified: true,
          email_verified_at: expect.any(String),
          is_admin: false,
        },
      },
    });
    const claims = verifyToken((result.body as { access_token: string }).access_token, TEST_JWT_SECRET)!;
    expect(claims).toMatchObject({ userId: candidate.user.id, userType: 'candidate', isAdmin: false, scope: 'access' });
    expect((await login(company.email, TEST_PASSWORD)).body).toMatchObject({ user: { user_type: 'company', company_name: 'Acme Inc' } });
  });

  it('answers one 401 for a wrong password and an unknown email, and 400 for missing fields', async () => {
    expect(await login(candidate.email, 'Wr0ng-pass!')).toEqual(error(401, 'Invalid email or password'));
    expect(await login(`nobody.${uniqueSuffix()}@example.test`, TEST_PASSWORD)).toEqual(error(401, 'Invalid email or password'));
    expect(await stack.rest('POST', '/api/login', { email: candidate.email }, undefined, from())).toEqual(error(400, 'Please enter your email and password'));
    expect(await stack.rest('POST', '/api/login', undefined, undefined, from())).toEqual(error(400, 'Please enter your email and password'));
  });

  it('answers 429 to a stranger after 3 failures for an account from one source, and 200 to the owner from another', async () => {
    const victim = await registerCandidate(stack);
    const stranger = from();
    for (let i = 0; i < 3; i += 1) expect((await login(victim.email, 'Wr0ng-pass!', stranger)).status).toBe(401);
    const throttled = await login(victim.email, TEST_PASSWORD, stranger);
    expect(throttled.status).toBe(429);
    expect((throttled.body as { error: string }).error).toMatch(TOO_MANY);
    expect((await login(victim.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('groups IPv6 callers by /64 from the forwarded address: rotating inside one /64 is throttled, the owner in another is not', async () => {
    const victim = await registerCandidate(stack);
    for (const host of ['a', 'b', 'c']) expect((await login(victim.email, 'Wr0ng-pass!', from(`2001:db8:77:1::${host}`))).status).toBe(401);
    expect((await login(victim.email, TEST_PASSWORD, from('2001:db8:77:1:dead:beef:0:1'))).status).toBe(429);
    expect((await login(victim.email, TEST_PASSWORD, from('2001:db8:77:2::1'))).status).toBe(200);
  });

  it('answers 429 after 6 failures from one client address, whatever the accounts, and not for another address', async () => {
    const attacker = from('203.0.113.77');
    for (let i = 0; i < 6; i += 1) expect((await login(`spray${i}.${uniqueSuffix()}@example.test`, 'Wr0ng-pass!', attacker)).status).toBe(401);
    expect((await login(company.email, TEST_PASSWORD, attacker)).status).toBe(429);
    expect((await login(company.email, TEST_PASSWORD)).status).toBe(200);
  });
});

describe('forgot and reset password', () => {
  it('answers the same for a known and an unknown email, then resets once with the mailed code', async () => {
    const user = await registerCandidate(stack);
    const since = new Date();
    const known = await stack.rest('POST', '/api/forgot-password', { email: user.email }, undefined, from());
    const unknown = await stack.rest('POST', '/api/forgot-password', { email: `ghost.${uniqueSuffix()}@example.test` }, undefined, from());
    expect(known).toEqual({ status: 200, body: { success: true, message: 'If an account exists for this email, we sent a password reset code to it.' } });
    expect(unknown).toEqual(known);
    const code = await stack.smtp.waitForCode(user.email, { since, subject: /password reset/ });

    expect(await stack.rest('POST', '/api/reset-password', { email: user.email, new_password: 'N3w-pass!!' })).toEqual(
      error(400, 'Invalid reset link. Please request a new password reset.'),
    );
    expect(await stack.rest('POST', '/api/reset-password', { email: user.email, code, new_password: 'short' })).toEqual(
      error(400, 'Password must be at least 8 characters long'),
    );
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await stack.rest('POST', '/api/reset-password', { email: user.email, code: wrong, new_password: 'N3w-pass!!' })).toEqual(
      error(400, 'Invalid or expired reset code. Please request a new password reset.'),
    );
    expect(await stack.rest('POST', '/api/reset-password', { email: user.email, code, new_password: 'N3w-pass!!' })).toEqual({
      status: 200,
      body: { success: true, message: 'Password reset successful!' },
    });
    expect(await stack.rest('POST', '/api/reset-password', { email: user.email, code, new_password: 'Again-pass1!' })).toEqual(
      error(400, 'Invalid or expired reset code. Please request a new password reset.'),
    );
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await login(user.email, 'N3w-pass!!')).status).toBe(200);

    await stack.services.auth.connection
      .collection('one_time_codes')
      .updateMany({ email: user.email }, { $set: { createdAt: new Date(Date.now() - 60_000), expiresAt: new Date(Date.now() - 1000) } });
    expect(await stack.rest('POST', '/api/reset-password', { email: user.email, code, new_password: 'Again-pass1!' })).toEqual(
      error(400, 'Failed to reset password. The code may have expired.'),
    );
    expect(await stack.rest('POST', '/api/forgot-password', { email: 'nope' })).toEqual(error(400, 'Please enter a valid email address'));
  });
});

describe('POST /api/change-password', () => {
  it('needs a session and the current password', async () => {
    const user = await registerCandidate(stack);
    expect(await stack.rest('POST', '/api/change-password', { current_password: TEST_PASSWORD, new_password: 'N3w-pass!!' })).toEqual(
      error(401, 'Authentication required'),
    );
    expect(await stack.rest('POST', '/api/change-password', { current_password: 'Wr0ng-pass!', new_password: 'N3w-pass!!' }, user.token)).toEqual(
      error(400, 'Current password is incorrect'),
    );
    expect(await stack.rest('POST', '/api/change-password', { current_password: TEST_PASSWORD, new_password: 'nonumber!' }, user.token)).toEqual(
      error(400, 'Password must contain at least one number'),
    );
    expect(await stack.rest('POST', '/api/change-password', { current_password: TEST_PASSWORD, new_password: 'N3w-pass!!' }, user.token)).toEqual({
      status: 200,
      body: { success: true, message: 'Password changed successfully' },
    });
    expect((await login(user.email, 'N3w-pass!!')).status).toBe(200);
  });
});
