import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { PasswordChangedV1 } from '@hiring/contracts';
import { verifyToken } from '@hiring/service-kit';
import { TEST_JWT_SECRET, testToken, uniqueSuffix, waitFor, watchTopic } from '@hiring/service-kit/testing';
import { CAREER, CHANGE, COMPLETE, FORGOT, LOGIN, ME, RESET, SEND, VALIDATE, startAuth, type AuthUnderTest } from '../support/auth-service.js';

let auth: AuthUnderTest;
beforeAll(async () => {
  // Tiny delays: the progressive delay runs, and its growth is tested in unit/login-delay.test.ts.
  auth = await startAuth({
    LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_SOURCE: '3',
    LOGIN_MAX_FAILURES_PER_IP: '8',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '12',
    LOGIN_FAILURE_DELAY_MS: '1',
    LOGIN_FAILURE_DELAY_MAX_MS: '4',
    RESET_CODE_TRIES_PER_DAY: '8',
  });
}, 60_000);
afterAll(async () => {
  await auth?.stop();
});

const PASSWORD = 'Str0ng-pass!';
const INVALID = 'Invalid email or password';
const DAILY_CAP = 'Too many password reset attempts for this email. Please try again tomorrow.';
const TOO_MANY = /^Too many failed login attempts\. Please try again in \d+ (minute|second)s?\.$/;
let ip = 0;
/** A fresh client address per test, so address limits of one test do not leak into another. */
const nextIp = () => `198.51.100.${(ip += 1)}`;
const codes = () => auth.service.connection.collection('one_time_codes');

async function register(email: string): Promise<{ id: string; token: string }> {
  const identity = { email, firstName: 'Ada', lastName: 'Lovelace', userType: 'candidate' };
  const since = new Date();
  await auth.gql(SEND, { input: identity }, { ip: nextIp() });
  const code = await auth.smtp.waitForCode(email, { since });
  const validated = await auth.gql<{ validateVerificationCode: { tempAccessToken: string } }>(VALIDATE, { input: { ...identity, verificationCode: code } });
  const done = await auth.gql<{ completeRegistration: { accessToken: string; user: { id: string } } }>(
    COMPLETE,
    { input: { email, userType: 'candidate', password: PASSWORD, careerData: CAREER } },
    { token: validated.data!.validateVerificationCode.tempAccessToken },
  );
  return { id: done.data!.completeRegistration.user.id, token: done.data!.completeRegistration.accessToken };
}

async function resetCode(email: string, since = new Date()): Promise<string> {
  await auth.gql(FORGOT, { email }, { ip: nextIp() });
  return auth.smtp.waitForCode(email, { since, subject: /password reset/ });
}

describe('login', () => {
  it('signs in with a session token, and gives one answer for a wrong password and an unknown address', async () => {
    const email = `login.${uniqueSuffix()}@example.test`;
    const { id } = await register(email);
    const ok = await auth.gql<{ login: { accessToken: string } }>(LOGIN, { email: ` ${email.toUpperCase()} `, password: PASSWORD });
    expect(verifyToken(ok.data!.login.accessToken, TEST_JWT_SECRET)).toMatchObject({ userId: id, userType: 'candidate', isAdmin: false, scope: 'access' });
    const wrong = await auth.gql(LOGIN, { email, password: 'Wr0ng-pass!' }, { ip: nextIp() });
    const unknown = await auth.gql(LOGIN, { email: `nobody.${email}`, password: PASSWORD }, { ip: nextIp() });
    expect(wrong.errors?.[0]).toMatchObject({ message: INVALID, extensions: { code: 'UNAUTHENTICATED' } });
    expect(unknown.errors?.[0]).toMatchObject({ message: INVALID, extensions: { code: 'UNAUTHENTICATED' } });
    const empty = await auth.gql(LOGIN, { email: '', password: '' });
    expect(empty.errors?.[0]).toMatchObject({ message: 'Please enter your email and password', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('throttles a stranger guessing from one source, not the owner signing in from another; known and unknown alike', async () => {
    const email = `lock.${uniqueSuffix()}@example.test`;
    await register(email);
    const stranger = nextIp();
    for (let i = 0; i < 3; i += 1) expect((await auth.gql(LOGIN, { email, password: 'Wr0ng-pass!' }, { ip: stranger })).errors?.[0]?.message).toBe(INVALID);
    const throttled = await auth.gql(LOGIN, { email, password: PASSWORD }, { ip: stranger });
    expect(throttled.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(throttled.errors?.[0]?.message).toMatch(TOO_MANY);
    expect((await auth.gql(LOGIN, { email, password: PASSWORD }, { ip: nextIp() })).errors).toBeUndefined();

    const ghost = `ghost.${uniqueSuffix()}@example.test`;
    for (let i = 0; i < 3; i += 1) await auth.gql(LOGIN, { email: ghost, password: 'Wr0ng-pass!' }, { ip: stranger });
    expect((await auth.gql(LOGIN, { email: ghost, password: 'Wr0ng-pass!' }, { ip: stranger })).errors?.[0]?.message).toMatch(TOO_MANY);

    // A password reset proves the mailbox and lifts the throttle where it was made.
    const code = await resetCode(email);
    expect((await auth.gql(RESET, { email, code, newPassword: 'N3w-pass!!' }, { ip: stranger })).errors).toBeUndefined();
    expect((await auth.gql(LOGIN, { email, password: 'N3w-pass!!' }, { ip: stranger })).errors).toBeUndefined();
  });

  it('groups IPv6 sources by /64: a stranger rotating addresses inside one /64 is throttled, the owner in another /64 is not', async () => {
    const email = `six.${uniqueSuffix()}@example.test`;
    await register(email);
    const net = `2001:db8:${(ip += 1).toString(16)}:1`;
    for (let i = 1; i <= 3; i += 1)
      expect((await auth.gql(LOGIN, { email, password: 'Wr0ng-pass!' }, { ip: `${net}::${i}` })).errors?.[0]?.message).toBe(INVALID);
    expect((await auth.gql(LOGIN, { email, password: 'Wr0ng-pass!' }, { ip: `${net}:ffff:1:2:3` })).errors?.[0]?.message).toMatch(TOO_MANY);
    expect((await auth.gql(LOGIN, { email, password: PASSWORD }, { ip: `2001:db8:${(ip += 1).toString(16)}:2::1` })).errors).toBeUndefined();
  });

  it('keeps a very high ceiling per account over all sources', async () => {
    const email = `ceiling.${uniqueSuffix()}@example.test`;
    await register(email);
    for (let i = 0; i < 12; i += 1) expect((await auth.gql(LOGIN, { email, password: 'Wr0ng-pass!' }, { ip: nextIp() })).errors?.[0]?.message).toBe(INVALID);
    expect((await auth.gql(LOGIN, { email, password: PASSWORD }, { ip: nextIp() })).errors?.[0]?.message).toMatch(TOO_MANY);
  });

  it('counts failures only, and holds the (account, source) limit under a parallel burst', async () => {
    const email = `burst.${uniqueSuffix()}@example.test`;
    await register(email);
    const source = nextIp();
    for (let i = 0; i < 5; i += 1) expect((await auth.gql(LOGIN, { email, password: PASSWORD }, { ip: source })).errors).toBeUndefined();
    const results = await Promise.all(Array.from({ length: 12 }, () => auth.gql(LOGIN, { email, password: 'Wr0ng-pass!' }, { ip: source })));
    const messages = results.map((r) => r.errors?.[0]?.message ?? '');
    expect(messages.filter((m) => m === INVALID)).toHaveLength(3);
    expect(messages.filter((m) => TOO_MANY.test(m))).toHaveLength(9);
  });

  it('limits failures per client address across accounts (from the forwarded address)', async () => {
    const address = nextIp();
    for (let i = 0; i < 8; i += 1) {
      expect(
        (await auth.gql(LOGIN, { email: `spray${i}.${uniqueSuffix()}@example.test`, password: 'Wr0ng-pass!' }, { ip: address })).errors?.[0]?.message,
      ).toBe(INVALID);
    }
    const email = `victim.${uniqueSuffix()}@example.test`;
    await register(email);
    expect((await auth.gql(LOGIN, { email, password: PASSWORD }, { ip: address })).errors?.[0]?.message).toMatch(TOO_MANY);
    expect((await auth.gql(LOGIN, { email, password: PASSWORD }, { ip: nextIp() })).errors).toBeUndefined();
  });
});

describe('forgot and reset password', () => {
  it('answers known and unknown addresses alike (same text, same cooldown) and mails only the known one', async () => {
    const known = `known.${uniqueSuffix()}@example.test`;
    const unknown = `unknown.${uniqueSuffix()}@example.test`;
    await register(known);
    const since = new Date();
    const a = await auth.gql(FORGOT, { email: known }, { ip: nextIp() });
    const b = await auth.gql(FORGOT, { email: unknown }, { ip: nextIp() });
    expect(a).toEqual({ data: { forgotPassword: { success: true, message: 'If an account exists for this email, we sent a password reset code to it.' } } });
    expect(b).toEqual(a);
    const again = await Promise.all([auth.gql(FORGOT, { email: known }, { ip: nextIp() }), auth.gql(FORGOT, { email: unknown }, { ip: nextIp() })]);
    expect(again[0].errors?.[0]?.message).toMatch(/^Please wait \d+ seconds before requesting a new code$/);
    expect(again[1].errors?.[0]?.extensions).toEqual(again[0].errors?.[0]?.extensions);
    await auth.smtp.waitForCode(known, { since, subject: /password reset/ });
    // Deliberate: mail leaves after the answer, and a mail is not an event a probe can follow; a wrong
    // one to the unknown address would have been sent with the known one, which has arrived.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(auth.smtp.messages.filter((m) => m.to.includes(unknown))).toEqual([]);
    const guess = await auth.gql(RESET, { email: unknown, code: '123456', newPassword: 'N3w-pass!!' });
    expect(guess.errors?.[0]?.message).toBe('Invalid or expired reset code. Please request a new password reset.');
    expect((await auth.gql(FORGOT, { email: 'not-an-email' })).errors?.[0]?.message).toBe('Please enter a valid email address');
  });

  it('checks the new password first (the code survives), uses a code once, and publishes PasswordChanged', async () => {
    const email = `reset.${uniqueSuffix()}@example.test`;
    const { id } = await register(email);
    const watcher = await watchTopic(auth.service.kafka, PasswordChangedV1);
    const code = await resetCode(email);
    const mail = auth.smtp.messages.filter((m) => m.to.includes(email)).at(-1)!;
    expect(mail.text).toContain(`/#/reset-password?email=${encodeURIComponent(email)}&code=${code}`);

    for (const [weak, message] of [
      ['short1!', 'Password must be at least 8 characters long'],
      ['longenough!', 'Password must contain at least one number'],
      ['longenough1', 'Password must contain at least one special character'],
    ] as const) {
      expect((await auth.gql(RESET, { email, code, newPassword: weak })).errors?.[0]?.message).toBe(message);
    }
    expect((await auth.gql(RESET, { email, code: '', newPassword: 'N3w-pass!!' })).errors?.[0]?.message).toBe(
      'Invalid reset link. Please request a new password reset.',
    );
    expect((await auth.gql(LOGIN, { email, password: PASSWORD }, { ip: nextIp() })).errors).toBeUndefined();

    const done = await auth.gql(RESET, { email, code, newPassword: 'N3w-pass!!' });
    expect(done).toEqual({ data: { resetPassword: { success: true, message: 'Password reset successful!' } } });
    // Marked used on the code itself: dead for good, even once its "used" slot is swept.
    const used = await codes()
      .find({ key: `reset-password:${email}` })
      .sort({ seq: -1 })
      .limit(1)
      .next();
    expect(used?.usedAt).toBeInstanceOf(Date);
    await auth.service.connection.collection<{ _id: string }>('limit_slots').deleteMany({ _id: { $regex: '^code-used:' } });
    const reused = await auth.gql(RESET, { email, code, newPassword: 'Other-pass1!' });
    expect(reused.errors?.[0]?.message).toBe('Invalid or expired reset code. Please request a new password reset.');
    expect((await auth.gql(LOGIN, { email, password: PASSWORD }, { ip: nextIp() })).errors?.[0]?.message).toBe(INVALID);
    expect((await auth.gql(LOGIN, { email, password: 'N3w-pass!!' }, { ip: nextIp() })).errors).toBeUndefined();

    const event = await waitFor(async () => watcher.events.find((e) => e.payload.userId === id), { what: 'PasswordChanged' });
    await watcher.stop();
    expect(event.payload).toMatchObject({ email, reason: 'reset' });
    await auth.smtp.waitForMail((m) => m.to.includes(email) && m.subject === 'Your InterviewProof password was changed');
  });

  it('refuses an expired reset code and the sixth try of a code', async () => {
    const email = `expire.${uniqueSuffix()}@example.test`;
    await register(email);
    const code = await resetCode(email);
    await codes().updateMany({ key: `reset-password:${email}` }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await auth.gql(RESET, { email, code, newPassword: 'N3w-pass!!' })).errors?.[0]?.message).toBe(
      'Failed to reset password. The code may have expired.',
    );

    await codes().updateMany({ key: `reset-password:${email}` }, { $set: { createdAt: new Date(Date.now() - 60_000) } });
    const fresh = await resetCode(email);
    const wrong = fresh === '999999' ? '000000' : '999999';
    for (let i = 0; i < 5; i += 1) await auth.gql(RESET, { email, code: wrong, newPassword: 'N3w-pass!!' });
    const sixth = await auth.gql(RESET, { email, code: fresh, newPassword: 'N3w-pass!!' });
    expect(sixth.errors?.[0]).toMatchObject({ message: 'Too many incorrect attempts. Please request a new code.', extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect((await auth.gql(LOGIN, { email, password: PASSWORD }, { ip: nextIp() })).errors).toBeUndefined();
  });
  it('caps reset-code checks per address per day across codes (the right code refused past it), known and unknown alike', async () => {
    const email = `daily.${uniqueSuffix()}@example.test`;
    await register(email);
    const first = await resetCode(email);
    const wrongFor = (code: string) => (code === '999999' ? '000000' : '999999');
    for (let i = 0; i < 5; i += 1) await auth.gql(RESET, { email, code: wrongFor(first), newPassword: 'N3w-pass!!' });
    expect((await auth.gql(RESET, { email, code: first, newPassword: 'N3w-pass!!' })).errors?.[0]?.message).toBe(
      'Too many incorrect attempts. Please request a new code.',
    );
    // A new code gives 5 more tries of its own, but only 2 are left of the day's 8.
    await codes().updateMany({ key: `reset-password:${email}` }, { $set: { createdAt: new Date(Date.now() - 60_000) } });
    const second = await resetCode(email);
    for (let i = 0; i < 2; i += 1) {
      expect((await auth.gql(RESET, { email, code: wrongFor(second), newPassword: 'N3w-pass!!' })).errors?.[0]?.message).toBe(
        'Invalid or expired reset code. Please request a new password reset.',
      );
    }
    const capped = await auth.gql(RESET, { email, code: second, newPassword: 'N3w-pass!!' });
    expect(capped.errors?.[0]).toMatchObject({ message: DAILY_CAP, extensions: { code: 'TOO_MANY_REQUESTS' } });

    const unknown = `nobody.${uniqueSuffix()}@example.test`;
    await auth.gql(FORGOT, { email: unknown }, { ip: nextIp() });
    const answers = [];
    for (let i = 0; i < 9; i += 1) answers.push((await auth.gql(RESET, { email: unknown, code: '123456', newPassword: 'N3w-pass!!' })).errors?.[0]?.message);
    expect(answers.at(-1)).toBe(DAILY_CAP);
    expect(answers.filter((m) => m === DAILY_CAP)).toHaveLength(1);
  });
});

describe('change password and sessions', () => {
  it('changes the password of the signed-in user only with the current one', async () => {
    const email = `change.${uniqueSuffix()}@example.test`;
    const { token } = await register(email);
    expect((await auth.gql(CHANGE, { currentPassword: PASSWORD, newPassword: 'N3w-pass!!' })).errors?.[0]).toMatchObject({
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect((await auth.gql(CHANGE, { currentPassword: 'Wr0ng-pass!', newPassword: 'N3w-pass!!' }, { token })).errors?.[0]?.message).toBe(
      'Current password is incorrect',
    );
    expect((await auth.gql(CHANGE, { currentPassword: PASSWORD, newPassword: 'weak' }, { token })).errors?.[0]?.message).toBe(
      'Password must be at least 8 characters long',
    );
    expect((await auth.gql(CHANGE, { currentPassword: PASSWORD, newPassword: PASSWORD }, { token })).errors?.[0]?.message).toBe(
      'The new password must be different from the current one',
    );
    expect(await auth.gql(CHANGE, { currentPassword: PASSWORD, newPassword: 'N3w-pass!!' }, { token })).toEqual({
      data: { changePassword: { success: true, message: 'Password changed successfully' } },
    });
    expect((await auth.gql(LOGIN, { email, password: 'N3w-pass!!' }, { ip: nextIp() })).errors).toBeUndefined();
  });

  it("answers 'User not found' for a valid token of an account that is gone, and null without a session", async () => {
    const ghost = testToken({ userId: `gone-${uniqueSuffix()}` });
    const me = await auth.gql(ME, {}, { token: ghost });
    expect(me.errors?.[0]).toMatchObject({ message: 'User not found', extensions: { code: 'NOT_FOUND' } });
    expect((await auth.gql(CHANGE, { currentPassword: PASSWORD, newPassword: 'N3w-pass!!' }, { token: ghost })).errors?.[0]?.message).toBe('User not found');
    expect(await auth.gql(ME)).toEqual({ data: { me: null } });
    expect(await auth.gql(ME, {}, { token: 'garbage' })).toEqual({ data: { me: null } });
  });

  it('cannot be reached through the removed foundation register mutation', async () => {
    const result = await auth.gql(`mutation { register(input: { email: "x@y.test" }) { accessToken } }`);
    expect(result.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });
});
