import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CandidateEmailRemovedV1, CandidateEmailVerifiedV1, EmailVerifiedV1, UserRegisteredV1, createEnvelope, type EventDefinition } from '@hiring/contracts';
import { sweepRetention, verifyToken } from '@hiring/service-kit';
import { TEST_JWT_SECRET, uniqueSuffix, waitFor, watchTopic } from '@hiring/service-kit/testing';
import { authRetention } from '../../src/domain/retention.js';
import { pendingRegistrationModel } from '../../src/models/pending-registration.model.js';
import { userModel } from '../../src/models/user.model.js';
import { CAREER, COMPLETE, ME, REGISTER, SEND, VALIDATE, startAuth, type AuthUnderTest } from '../support/auth-service.js';

let auth: AuthUnderTest;
beforeAll(async () => {
  auth = await startAuth();
}, 60_000);
afterAll(async () => {
  await auth?.stop();
});

const identity = (email: string, userType = 'candidate') => ({ email, firstName: 'Ada', lastName: 'Lovelace', userType });
const codes = () => auth.service.connection.collection('one_time_codes');
const pending = () => auth.service.connection.collection('pending_registrations');
/** Moves the newest code of an address back in time (no waiting 30 s or 15 minutes in a test). */
const age = (email: string, purpose: string, ms: number) =>
  codes().updateMany({ key: `${purpose}:${email}` }, { $set: { createdAt: new Date(Date.now() - ms), expiresAt: new Date(Date.now() - ms + 15 * 60_000) } });

async function sendCode(email: string, userType = 'candidate'): Promise<string> {
  const since = new Date();
  const sent = await auth.gql<{ sendVerificationCode: unknown }>(SEND, { input: identity(email, userType) });
  expect(sent.errors).toBeUndefined();
  return auth.smtp.waitForCode(email, { since });
}

describe('verification codes', () => {
  it('mails a 6-digit code, stores only its HMAC, and answers without a token', async () => {
    const email = `code.${uniqueSuffix()}@example.test`;
    const sent = await auth.gql(SEND, { input: identity(email.toUpperCase()) });
    expect(sent).toEqual({
      data: { sendVerificationCode: { success: true, message: 'Verification code sent. Please check your email.', tempAccessToken: null } },
    });
    const code = await auth.smtp.waitForCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const mail = auth.smtp.messages.find((m) => m.to.includes(email))!;
    // Codes never in subjects (they show in notifications and logs).
    expect(mail.subject).not.toContain(code);
    expect(mail.text).toContain('expires in 15 minutes');
    const stored = await codes().findOne({ email });
    // Racing first requests all take number 1, so exactly one wins (the resend test below).
    expect(stored).toMatchObject({ purpose: 'verify-email', live: true, seq: 1 });
    expect(JSON.stringify(stored)).not.toContain(code);
    expect(stored!['codeHash']).toMatch(/^[0-9a-f]{64}$/);
    expect((stored!['expiresAt'] as Date).getTime() - (stored!['createdAt'] as Date).getTime()).toBe(15 * 60_000);
  });

  it('refuses a resend within 30 s, also when requests race, and allows it after', async () => {
    const email = `cool.${uniqueSuffix()}@example.test`;
    const results = await Promise.all(Array.from({ length: 6 }, () => auth.gql(SEND, { input: identity(email) })));
    const ok = results.filter((r) => !r.errors);
    expect(ok).toHaveLength(1);
    for (const refused of results.filter((r) => r.errors)) {
      expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
      expect(refused.errors?.[0]?.message).toMatch(/^Please wait (2\d|30) seconds before requesting a new code$/);
    }
    expect(await codes().countDocuments({ email })).toBe(1);
    await age(email, 'verify-email', 31_000);
    const first = await auth.smtp.waitForCode(email);
    const second = await sendCode(email);
    expect(await codes().countDocuments({ email })).toBe(2);
    // Only the newest code counts.
    if (first !== second) {
      const old = await auth.gql(VALIDATE, { input: { ...identity(email), verificationCode: first } });
      expect(old.errors?.[0]?.message).toBe('Invalid verification code');
    }
    const fresh = await auth.gql(VALIDATE, { input: { ...identity(email), verificationCode: second } });
    expect(fresh.errors).toBeUndefined();
  });

  it('allows 5 wrong tries per code: the sixth try is refused even with the right code, and nothing is created', async () => {
    const email = `six.${uniqueSuffix()}@example.test`;
    const code = await sendCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const result = await auth.gql(VALIDATE, { input: { ...identity(email), verificationCode: wrong } });
      expect(result.errors?.[0]).toMatchObject({ message: 'Invalid verification code', extensions: { code: 'BAD_USER_INPUT' } });
    }
    const sixth = await auth.gql(VALIDATE, { input: { ...identity(email), verificationCode: code } });
    expect(sixth.errors?.[0]).toMatchObject({ message: 'Too many incorrect attempts. Please request a new code.', extensions: { code: 'TOO_MANY_REQUESTS' } });
    expect(await pending().countDocuments({ _id: email as never })).toBe(0);
  });

  it('gives a burst of parallel guesses no more than 5 comparisons', async () => {
    const email = `burst.${uniqueSuffix()}@example.test`;
    const code = await sendCode(email);
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    const results = await Promise.all(guesses.map((guess) => auth.gql(VALIDATE, { input: { ...identity(email), verificationCode: guess } })));
    const messages = results.map((r) => r.errors?.[0]?.message);
    expect(messages.filter((m) => m === 'Invalid verification code')).toHaveLength(5);
    expect(messages.filter((m) => m === 'Too many incorrect attempts. Please request a new code.')).toHaveLength(15);
  });

  it('refuses an expired code and a malformed one, and changes nothing', async () => {
    const email = `old.${uniqueSuffix()}@example.test`;
    const code = await sendCode(email);
    await age(email, 'verify-email', 15 * 60_000 + 1000);
    const expired = await auth.gql(VALIDATE, { input: { ...identity(email), verificationCode: code } });
    expect(expired.errors?.[0]?.message).toBe('Verification code has expired. Please request a new code.');
    const malformed = await auth.gql(VALIDATE, { input: { ...identity(email), verificationCode: '12ab56' } });
    expect(malformed.errors?.[0]?.message).toBe('Please enter a valid 6-digit verification code');
    const missing = await auth.gql(VALIDATE, { input: { email, verificationCode: code, userType: 'candidate' } });
    expect(missing.errors?.[0]?.message).toBe('Please fill in first name, last name, and email');
    expect(await pending().countDocuments({ _id: email as never })).toBe(0);
  });

  it('validates once: answers a registration-scoped token for a fixed future user id and publishes EmailVerified', async () => {
    const email = `ok.${uniqueSuffix()}@example.test`;
    const watcher = await watchTopic(auth.service.kafka, EmailVerifiedV1);
    const code = await sendCode(email);
    const result = await auth.gql<{ validateVerificationCode: { tempAccessToken: string; message: string } }>(VALIDATE, {
      input: { ...identity(email), verificationCode: ` ${code} ` },
    });
    expect(result.data?.validateVerificationCode.message).toBe('Email verified successfully!');
    const claims = verifyToken(result.data!.validateVerificationCode.tempAccessToken, TEST_JWT_SECRET)!;
    expect(claims).toMatchObject({ email, userType: 'candidate', scope: 'registration', isAdmin: false });
    const record = await pending().findOne({ _id: email as never });
    expect(record).toMatchObject({ userId: claims.userId, firstName: 'Ada', lastName: 'Lovelace', userType: 'candidate' });
    const event = await waitFor(async () => watcher.events.find((e) => e.payload.email === email), { what: 'EmailVerified' });
    await watcher.stop();
    expect(event).toMatchObject({ aggregateId: claims.userId, payload: { userId: claims.userId, userType: 'candidate' } });

    const reused = await auth.gql(VALIDATE, { input: { ...identity(email), verificationCode: code } });
    expect(reused.errors?.[0]?.message).toBe('Invalid verification code');

    // A second verification of the same address keeps the same future user id.
    await age(email, 'verify-email', 31_000);
    const again = await sendCode(email, 'company');
    const second = await auth.gql<{ validateVerificationCode: { tempAccessToken: string } }>(VALIDATE, {
      input: { ...identity(email, 'company'), verificationCode: again },
    });
    expect(verifyToken(second.data!.validateVerificationCode.tempAccessToken, TEST_JWT_SECRET)).toMatchObject({ userId: claims.userId, userType: 'company' });
  });
});

describe('finishing registration', () => {
  async function registrationToken(email: string, userType = 'candidate'): Promise<string> {
    const code = await sendCode(email, userType);
    const result = await auth.gql<{ validateVerificationCode: { tempAccessToken: string } }>(VALIDATE, {
      input: { ...identity(email, userType), verificationCode: code },
    });
    return result.data!.validateVerificationCode.tempAccessToken;
  }

  it('needs the registration token of the same address and type; the token can do nothing else', async () => {
    const email = `scope.${uniqueSuffix()}@example.test`;
    const temp = await registrationToken(email);
    const input = { email, userType: 'candidate', password: 'Str0ng-pass!', careerData: CAREER };
    expect((await auth.gql(COMPLETE, { input })).errors?.[0]).toMatchObject({
      message: 'Please verify your email address before completing registration',
      extensions: { code: 'UNAUTHENTICATED' },
    });
    expect((await auth.gql(COMPLETE, { input: { ...input, email: `other.${email}` } }, { token: temp })).errors?.[0]).toMatchObject({
      message: 'This email address has not been verified in this registration',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(
      (
        await auth.gql(
          REGISTER,
          { input: { ...input, userType: 'company', firstName: 'A', lastName: 'B', companyData: { companyName: 'X' } } },
          { token: temp },
        )
      ).errors?.[0]?.message,
    ).toBe('The account type does not match the one you verified your email for');
    // The registration token is not a session.
    expect(await auth.gql(ME, {}, { token: temp })).toEqual({ data: { me: null } });
    expect(await auth.gql('{ _service { sdl } }', {}, { token: temp })).toHaveProperty('data');
    expect(
      (await auth.gql(`mutation { changePassword(currentPassword: "x", newPassword: "y") { success } }`, {}, { token: temp })).errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
    expect(await auth.service.connection.collection('users').countDocuments({ email })).toBe(0);
  });

  it('creates the verified account under the token user id, records UserRegistered with the career data, and mails a welcome', async () => {
    const email = `done.${uniqueSuffix()}@example.test`;
    const watcher = await watchTopic(auth.service.kafka, UserRegisteredV1);
    const temp = await registrationToken(email);
    const { userId } = verifyToken(temp, TEST_JWT_SECRET)!;
    const result = await auth.gql<{ completeRegistration: { accessToken: string; user: Record<string, unknown> } }>(
      COMPLETE,
      { input: { email, userType: 'candidate', password: 'Str0ng-pass!', careerData: { ...CAREER, jobTitle: 'Data Engineer' } } },
      { token: temp },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.completeRegistration.user).toEqual({
      id: userId,
      email,
      userType: 'candidate',
      emailVerified: true,
      isAdmin: false,
      firstName: 'Ada',
      lastName: 'Lovelace',
      companyName: null,
    });
    expect(verifyToken(result.data!.completeRegistration.accessToken, TEST_JWT_SECRET)).toMatchObject({ userId, scope: 'access', userType: 'candidate' });
    const event = await waitFor(async () => watcher.events.find((e) => e.aggregateId === userId), { what: 'UserRegistered' });
    await watcher.stop();
    expect(event.payload.careerData).toMatchObject({
      institution: 'MIT',
      jobFamily: 'data-analytics',
      jobTitle: 'Data Engineer',
      currentCompany: 'Acme',
      skills: ['Go'],
    });
    const welcome = await auth.smtp.waitForMail((m) => m.to.includes(email) && m.subject === 'Welcome to InterviewProof');
    expect(welcome.text).toContain('Hi Ada');

    const twice = await auth.gql(COMPLETE, { input: { email, userType: 'candidate', password: 'Str0ng-pass!', careerData: CAREER } }, { token: temp });
    expect(twice.errors?.[0]).toMatchObject({ message: 'An account with this email already exists', extensions: { code: 'CONFLICT' } });
    const signedIn = await auth.gql(
      COMPLETE,
      { input: { email, userType: 'candidate', password: 'Str0ng-pass!', careerData: CAREER } },
      { token: result.data!.completeRegistration.accessToken },
    );
    expect(signedIn.errors?.[0]?.message).toBe('You are already registered and signed in');
  });

  it('sweeps the pending registration of an account that exists, a day after its token expired, and keeps an unfinished one', async () => {
    const done = `swept.${uniqueSuffix()}@example.test`;
    const unfinished = `unfinished.${uniqueSuffix()}@example.test`;
    const temp = await registrationToken(done);
    await registrationToken(unfinished);
    const completed = await auth.gql(
      COMPLETE,
      { input: { email: done, userType: 'candidate', password: 'Str0ng-pass!', careerData: CAREER } },
      { token: temp },
    );
    expect(completed.errors).toBeUndefined();
    const { connection, config } = auth.service;
    const rules = authRetention({ users: userModel(connection), registrations: pendingRegistrationModel(connection) }, config.REGISTRATION_TOKEN_TTL_SECONDS);
    const sweep = async (at: Date) => (await sweepRetention(connection, rules, at))['pending_registrations'];
    // Within the token's life and the day after, both stay.
    expect(await sweep(new Date(Date.now() + config.REGISTRATION_TOKEN_TTL_SECONDS * 1000))).toBe(0);
    const later = new Date(Date.now() + config.REGISTRATION_TOKEN_TTL_SECONDS * 1000 + 24 * 3600_000 + 60_000);
    // Once its EmailVerified is published, the finished one goes; the unfinished one holds the id its uploads carry.
    await waitFor(async () => (await pending().countDocuments({ _id: done as never })) === 0 || ((await sweep(later)) ?? 0) > 0, {
      what: 'the finished registration swept',
    });
    expect(await pending().countDocuments({ _id: done as never })).toBe(0);
    expect(await pending().countDocuments({ _id: unfinished as never })).toBe(1);
  });

  it('registers a company with its data; an ADMIN_EMAILS address gets the admin flag', async () => {
    const temp = await registrationToken('boss@hiring.test', 'company');
    const result = await auth.gql<{ registerWithVerification: { user: Record<string, unknown>; accessToken: string } }>(
      REGISTER,
      {
        input: {
          email: 'Boss@Hiring.test',
          userType: 'company',
          firstName: 'Grace',
          lastName: 'Hopper',
          password: 'Str0ng-pass!',
          companyData: { companyName: 'Acme', industry: 'Technology', size: '11-50' },
        },
      },
      { token: temp },
    );
    expect(result.data!.registerWithVerification.user).toMatchObject({ userType: 'company', isAdmin: true, companyName: 'Acme', emailVerified: true });
    expect(verifyToken(result.data!.registerWithVerification.accessToken, TEST_JWT_SECRET)?.isAdmin).toBe(true);
  });

  it('answers an address that already has an account exactly like a new one, but mails no code', async () => {
    const email = `boss@hiring.test`;
    const since = new Date();
    await age(email, 'verify-email', 31_000);
    const sent = await auth.gql(SEND, { input: identity(email) });
    expect(sent).toEqual({
      data: { sendVerificationCode: { success: true, message: 'Verification code sent. Please check your email.', tempAccessToken: null } },
    });
    const mail = await auth.smtp.waitForMail(
      (m) => m.to.includes(email) && m.receivedAt >= since && m.subject === 'You already have an account on InterviewProof',
    );
    expect(mail.text).toContain('/#/forgot-password');
    expect(auth.smtp.messages.filter((m) => m.to.includes(email) && m.receivedAt >= since && /\b\d{6}\b/.test(m.text))).toEqual([]);
    const guess = await auth.gql(VALIDATE, { input: { ...identity(email), verificationCode: '123456' } });
    expect(guess.errors?.[0]?.message).toBe('Invalid verification code');
  });
});

describe('mail outage', () => {
  it('answers 503-coded "Failed to send verification code" and withdraws the code, so a retry is not held by the cooldown', async () => {
    const broken = await startAuth({ SMTP_URL: 'smtp://127.0.0.1:9' });
    try {
      const email = `down.${uniqueSuffix()}@example.test`;
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const result = await broken.gql(SEND, { input: identity(email) });
        expect(result.errors?.[0]).toMatchObject({
          message: 'Failed to send verification code. Please try again.',
          extensions: { code: 'SERVICE_UNAVAILABLE' },
        });
      }
      expect(await broken.service.connection.collection('one_time_codes').countDocuments({ email })).toBe(0);
    } finally {
      await broken.stop();
    }
  });
});

describe("candidates' verified extra addresses (CandidateEmailVerified / CandidateEmailRemoved)", () => {
  const claims = () => auth.service.connection.collection('claimed_addresses');
  async function publish<T extends string, P>(definition: EventDefinition<T, P>, aggregateId: string, payload: P) {
    const envelope = createEnvelope(definition, { aggregateId, payload });
    await auth.service.producer.send({ topic: definition.topic, messages: [{ key: aggregateId, value: JSON.stringify(envelope) }] });
    return envelope.id;
  }
  /** Resolves once the service's consumer has handled these events (its dedupe marks). */
  const handled = (...eventIds: string[]) =>
    waitFor(async () => (await auth.service.connection.collection('processed_events').countDocuments({ eventId: { $in: eventIds } })) === eventIds.length, {
      what: 'the events to be handled',
    });
  const verified = (candidateId: string, emailId: string, email: string, at: Date) =>
    publish(CandidateEmailVerifiedV1, candidateId, { candidateId, emailId, email, verifiedAt: at.toISOString() });
  const removed = (candidateId: string, emailId: string, email: string) =>
    publish(CandidateEmailRemovedV1, candidateId, { candidateId, emailId, email, removedAt: new Date().toISOString() });

  it('a verified address gets no code; out of order, the newest verification wins and a removal clears only its own claim', async () => {
    const email = `extra.${uniqueSuffix()}@example.test`;
    const [older, newer] = [new Date(Date.now() - 60_000), new Date()];
    // B verified it after A removed it, but B's event comes first (another partition).
    await handled(await verified('cand-b', 'email-b', email, newer));
    await handled(await verified('cand-a', 'email-a', email, older), await removed('cand-a', 'email-a', email));
    expect(await claims().findOne({ _id: email as never })).toMatchObject({ ownerId: 'cand-b', emailId: 'email-b' });

    const since = new Date();
    const sent = await auth.gql(SEND, { input: identity(email) });
    expect(sent).toEqual({
      data: { sendVerificationCode: { success: true, message: 'Verification code sent. Please check your email.', tempAccessToken: null } },
    });
    const mail = await auth.smtp.waitForMail((m) => m.to.includes(email) && m.receivedAt >= since);
    expect(mail.subject).toBe('This address already belongs to an account on InterviewProof');
    expect(await codes().findOne({ email, live: true })).toBeNull();

    await handled(await removed('cand-b', 'email-b', email));
    expect(await claims().findOne({ _id: email as never })).toBeNull();
  }, 120_000);
});
