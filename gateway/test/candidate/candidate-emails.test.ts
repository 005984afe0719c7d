import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CANDIDATE_MESSAGES, CandidateEmailRemovedV1, CandidateEmailVerifiedV1, emailCodeSentTo } from '@hiring/contracts';
import { uniqueSuffix, waitFor, watchTopic } from '@hiring/service-kit/testing';
import {
  startStack,
  type Stack,
  TEST_PASSWORD,
  candidateCareerData,
  registerCandidate,
  registerCompany,
  verifiedRegistrationToken,
  type RegisteredUser,
  uploadEml,
} from '@hiring/test-kit/stack';
import { EVENT_WAIT_MS, mailboxReady, profileReady, uploadAddresses as addressesOf } from './support.js';

/**
 * A candidate's email addresses through the gateway on the real stack (docs/product/screens.md#candidate-profile, docs/product/data.md#data-and-entities, docs/product/rules.md#states-and-transitions,
 * 5, 7, 8): list, add, verify with the code read from the SMTP server, resend with its cooldown,
 * remove; at most 3 with the login address (also under concurrency); the primary address stays;
 * an address belongs to one account; the interviews service follows (an upload addressed to a
 * removed address is refused).
 */
type Json = Record<string, unknown>;
type EmailJson = { id: string; email: string; is_primary: boolean; verified: boolean; verified_at: string | null; can_remove: boolean };

let stack: Stack;
let ada: RegisteredUser;

const rest = <T = Json>(method: 'GET' | 'POST' | 'DELETE', path: string, body: unknown, user: RegisteredUser) => stack.rest<T>(method, path, body, user.token);
const list = async (user: RegisteredUser) =>
  (await rest<{ verified_emails: EmailJson[]; max_emails: number }>('GET', '/api/candidate/verified-emails', undefined, user)).body;
const add = (user: RegisteredUser, email: string) => rest<Json & { email: EmailJson }>('POST', '/api/candidate/add-email', { email }, user);
const verify = (user: RegisteredUser, email: string, code: string) =>
  rest<Json & { email: EmailJson }>('POST', '/api/candidate/verify-additional-email', { email, code }, user);
const resend = (user: RegisteredUser, email: string) => rest('POST', '/api/candidate/resend-email-verification', { email }, user);
const remove = (user: RegisteredUser, id: string) => rest('DELETE', `/api/candidate/remove-email/${encodeURIComponent(id)}`, undefined, user);
const errorBody = (text: string) => ({ success: false, error: text, message: text });

const uploadAddresses = (user: RegisteredUser) => addressesOf(stack, user);

function interviewEmail(to: string) {
  return [
    'From: Acme Recruiting <recruiting@acme-robotics.example>',
    `To: ${to}`,
    'Subject: Your onsite interview with Acme Robotics',
    'Date: Tue, 03 Nov 2026 10:00:00 +0000',
    `Message-ID: <${uniqueSuffix()}@acme-robotics.example>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Hi,',
    '',
    'We would like to invite you to an onsite interview for the Senior Software Engineer position at Acme Robotics on November 12, 2026.',
    '',
    'Best regards,',
    'Acme Recruiting',
    '',
  ].join('\r\n');
}

const upload = (user: RegisteredUser, eml: string) => uploadEml<Json>(stack.gateway.url, eml, user.token);

beforeAll(async () => {
  stack = await startStack();
  ada = await registerCandidate(stack);
  await profileReady(stack, ada);
  await mailboxReady(stack, ada);
}, 600_000);

afterAll(async () => {
  await stack?.stop();
});

describe('GET /api/candidate/verified-emails', () => {
  it('starts with the login address: primary, verified, not removable', async () => {
    const body = await list(ada);
    expect(body.max_emails).toBe(3);
    expect(body.verified_emails).toEqual([
      { id: 'primary', email: ada.email, is_primary: true, verified: true, verified_at: expect.any(String), can_remove: false },
    ]);
  });

  it('needs a candidate', async () => {
    expect((await stack.rest('GET', '/api/candidate/verified-emails')).status).toBe(401);
    const company = await registerCompany(stack);
    const r = await stack.rest('GET', '/api/candidate/verified-emails', undefined, company.token);
    expect(r).toEqual({ status: 403, body: errorBody('Only candidates can do this') });
  });
});

describe('adding, verifying, resending and removing an address', () => {
  const second = `Ada.Work.${uniqueSuffix()}@Example.test`;
  const lower = second.toLowerCase();
  let secondId = '';

  it('adds the address as pending and mails a 6-digit code to it', async () => {
    const since = new Date();
    const r = await add(ada, second);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, message: emailCodeSentTo(lower) });
    expect(r.body.email).toMatchObject({ email: lower, is_primary: false, verified: false, verified_at: null, can_remove: true });
    secondId = r.body.email.id;
    const mail = await stack.smtp.waitForMail((m) => m.to.includes(lower) && m.receivedAt >= since, { what: 'the code mail' });
    expect(mail.subject).toMatch(/verification code$/);
    expect(mail.text).toMatch(/Hi Ada,/);
    const { verified_emails } = await list(ada);
    expect(verified_emails.map((e) => [e.email, e.verified])).toEqual([
      [ada.email, true],
      [lower, false],
    ]);
  });

  it('refuses a malformed address, the login address and an address already added', async () => {
    expect(await add(ada, 'not-an-address')).toEqual({ status: 400, body: errorBody(CANDIDATE_MESSAGES.invalidEmail) });
    expect(await add(ada, '')).toEqual({ status: 400, body: errorBody(CANDIDATE_MESSAGES.invalidEmail) });
    expect(await add(ada, ada.email.toUpperCase())).toEqual({ status: 409, body: errorBody(CANDIDATE_MESSAGES.emailAlreadyYours) });
    expect(await add(ada, second)).toEqual({ status: 409, body: errorBody(CANDIDATE_MESSAGES.emailAlreadyYours) });
  });

  it('resends a code only after the 30 s cooldown; unknown and verified addresses are refused', async () => {
    const early = await resend(ada, lower);
    expect(early.status).toBe(429);
    expect(early.body['error']).toMatch(/^Please wait \d+ seconds before requesting a new code$/);
    expect(await resend(ada, `nobody.${uniqueSuffix()}@example.test`)).toEqual({ status: 404, body: errorBody(CANDIDATE_MESSAGES.emailNotFound) });
    expect(await resend(ada, ada.email)).toEqual({ status: 400, body: errorBody(CANDIDATE_MESSAGES.emailAlreadyVerified) });
    expect(await resend(ada, 'bad')).toEqual({ status: 400, body: errorBody(CANDIDATE_MESSAGES.invalidEmail) });
  });

  it('refuses a malformed or wrong code, then verifies with the mailed one and publishes CandidateEmailVerified', async () => {
    const watcher = await watchTopic(stack.services.candidate.kafka, CandidateEmailVerifiedV1);
    expect(await verify(ada, lower, '12345')).toEqual({ status: 400, body: errorBody(CANDIDATE_MESSAGES.codeMalformed) });
    expect(await verify(ada, lower, 'abcdef')).toEqual({ status: 400, body: errorBody(CANDIDATE_MESSAGES.codeMalformed) });
    const code = await stack.smtp.waitForCode(lower);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await verify(ada, lower, wrong)).toEqual({ status: 400, body: errorBody(CANDIDATE_MESSAGES.codeInvalid) });
    expect(await verify(ada, `nobody.${uniqueSuffix()}@example.test`, code)).toEqual({ status: 404, body: errorBody(CANDIDATE_MESSAGES.emailNotFound) });

    const r = await verify(ada, second, code);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, message: CANDIDATE_MESSAGES.emailVerified });
    expect(r.body.email).toMatchObject({ id: secondId, email: lower, verified: true, verified_at: expect.any(String), can_remove: true });
    expect(await verify(ada, lower, code)).toEqual({ status: 400, body: errorBody(CANDIDATE_MESSAGES.emailAlreadyVerified) });

    const event = await waitFor(async () => watcher.events.find((e) => e.aggregateId === ada.user.id), {
      what: 'CandidateEmailVerified',
      timeoutMs: EVENT_WAIT_MS,
    });
    await watcher.stop();
    expect(event.payload).toEqual({ candidateId: ada.user.id, emailId: secondId, email: lower, verifiedAt: r.body.email.verified_at });
  });

  it('the interviews service then accepts uploads addressed to it', async () => {
    await waitFor(async () => (await uploadAddresses(ada)).includes(lower), { what: 'the interviews view to include the address', timeoutMs: EVENT_WAIT_MS });
    expect(await uploadAddresses(ada)).toEqual([ada.email, lower]);
    const accepted = await upload(ada, interviewEmail(lower));
    expect(accepted.status).toBe(200);
  }, 400_000);

  it('the primary address cannot be removed; unknown ids are not found', async () => {
    expect(await remove(ada, 'primary')).toEqual({ status: 400, body: errorBody(CANDIDATE_MESSAGES.primaryNotRemovable) });
    expect(await remove(ada, 'no-such-id')).toEqual({ status: 404, body: errorBody(CANDIDATE_MESSAGES.emailNotFound) });
  });

  it('removes the verified address, publishes CandidateEmailRemoved, and uploads addressed to it are refused afterwards', async () => {
    const watcher = await watchTopic(stack.services.candidate.kafka, CandidateEmailRemovedV1);
    const r = await remove(ada, secondId);
    expect(r).toEqual({ status: 200, body: { success: true, message: CANDIDATE_MESSAGES.emailRemoved } });
    expect((await list(ada)).verified_emails.map((e) => e.email)).toEqual([ada.email]);
    expect(await remove(ada, secondId)).toEqual({ status: 404, body: errorBody(CANDIDATE_MESSAGES.emailNotFound) });

    const event = await waitFor(async () => watcher.events.find((e) => e.aggregateId === ada.user.id), {
      what: 'CandidateEmailRemoved',
      timeoutMs: EVENT_WAIT_MS,
    });
    await watcher.stop();
    expect(event.payload).toMatchObject({ candidateId: ada.user.id, emailId: secondId, email: lower });

    await waitFor(async () => !(await uploadAddresses(ada)).includes(lower), { what: 'the interviews view to drop the address', timeoutMs: EVENT_WAIT_MS });
    const refused = await upload(ada, interviewEmail(lower));
    expect(refused.status).toBe(422);
    expect(JSON.stringify(refused.body['detailed_issues'])).toContain('None of the recipients or the sender of this email is one of your verified addresses');
  }, 400_000);

  it('a removed address can be added and verified again (a new id); within 30 s of its last code, the code is resent after the cooldown', async () => {
    const since = new Date();
    const added = await add(ada, lower);
    expect(added.status).toBe(200);
    expect(added.body['message']).toMatch(/^Verification code sent\. Please check your email\. Please wait \d+ seconds before requesting a new code$/);
    // Every resend counts against the hourly code limit, refused or not, so this waits out the
    // cooldown the answer names and asks once (polling spent more of the limit the faster the
    // tests before it ran, and the last test of the file then met the limit).
    const cooldown = Number(/Please wait (\d+) seconds/.exec(String(added.body['message']))![1]);
    await new Promise((resolve) => setTimeout(resolve, (cooldown + 1) * 1000));
    expect((await resend(ada, lower)).status).toBe(200);
    const code = await stack.smtp.waitForCode(lower, { since });
    const again = (await verify(ada, lower, code)).body.email;
    expect(again).toMatchObject({ email: lower, verified: true });
    expect(again.id).not.toBe(secondId);
    await waitFor(async () => (await uploadAddresses(ada)).includes(lower), {
      what: 'the re-verified address in the interviews view',
      timeoutMs: EVENT_WAIT_MS,
    });
    const removed = await remove(ada, again.id);
    expect(removed.status).toBe(200);
  }, 400_000);

  it('removes a pending address without publishing anything', async () => {
    const pending = await add(ada, `pending.${uniqueSuffix()}@example.test`);
    const r = await remove(ada, pending.body.email.id);
    expect(r.status).toBe(200);
    expect((await list(ada)).verified_emails).toHaveLength(1);
  });
});

describe('at most 3 addresses, the login address included', () => {
  it('the fourth is refused; removing one frees a place', async () => {
    const grace = await registerCandidate(stack, { firstName: 'Grace' });
    const one = await add(grace, `one.${uniqueSuffix()}@example.test`);
    const two = await add(grace, `two.${uniqueSuffix()}@example.test`);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(await add(grace, `three.${uniqueSuffix()}@example.test`)).toEqual({ status: 409, body: errorBody(CANDIDATE_MESSAGES.tooManyEmails) });
    expect((await list(grace)).verified_emails).toHaveLength(3);
    expect((await remove(grace, one.body.email.id)).status).toBe(200);
    expect((await add(grace, `four.${uniqueSuffix()}@example.test`)).status).toBe(200);
  });

  it('under concurrency: 6 parallel adds, exactly 2 succeed', async () => {
    const linus = await registerCandidate(stack, { firstName: 'Linus' });
    const results = await Promise.all(Array.from({ length: 6 }, (_, n) => add(linus, `parallel${n}.${uniqueSuffix()}@example.test`)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    for (const r of results.filter((x) => x.status !== 200)) expect(r).toEqual({ status: 409, body: errorBody(CANDIDATE_MESSAGES.tooManyEmails) });
    expect((await list(linus)).verified_emails).toHaveLength(3);
  });

  it('under concurrency: the same address added 4 times at once is added once', async () => {
    const alan = await registerCandidate(stack, { firstName: 'Alan' });
    const email = `same.${uniqueSuffix()}@example.test`;
    const results = await Promise.all(Array.from({ length: 4 }, () => add(alan, email)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect((await list(alan)).verified_emails.map((e) => e.email)).toEqual([alan.email, email]);
  });
});

describe('one account per address', () => {
  it('an address verified by another account is refused, when adding and when verifying', async () => {
    const first = await registerCandidate(stack, { firstName: 'Katherine' });
    const second = await registerCandidate(stack, { firstName: 'Dorothy' });
    // the code mails greet by first name, which comes with the profile
    await profileReady(stack, first);
    await profileReady(stack, second);
    const shared = `shared.${uniqueSuffix()}@example.test`;
    // both add it while it is free; the first to verify wins
    const since = new Date();
    expect((await add(first, shared)).status).toBe(200);
    expect((await add(second, shared)).status).toBe(200);
    const codeFor = async (name: string) => {
      const mail = await stack.smtp.waitForMail((m) => m.to.includes(shared) && m.receivedAt >= since && m.text.includes(`Hi ${name},`), {
        what: `${name}'s code`,
      });
      return /\b(\d{6})\b/.exec(mail.text)![1]!;
    };
    expect((await verify(first, shared, await codeFor('Katherine'))).status).toBe(200);
    expect(await verify(second, shared, await codeFor('Dorothy'))).toEqual({ status: 409, body: errorBody(CANDIDATE_MESSAGES.emailTakenByOther) });
    expect((await list(second)).verified_emails.find((e) => e.email === shared)).toMatchObject({ verified: false });

    const third = await registerCandidate(stack, { firstName: 'Mary' });
    expect(await add(third, shared)).toEqual({ status: 409, body: errorBody(CANDIDATE_MESSAGES.emailTakenByOther) });
  }, 600_000);

  it("another account's login address is refused", async () => {
    const company = await registerCompany(stack);
    const claims = stack.services.candidate.connection.collection('email_claims');
    await waitFor(async () => claims.findOne({ _id: company.email as never }), {
      what: 'the login address to be known (UserRegistered)',
      timeoutMs: EVENT_WAIT_MS,
    });
    expect(await add(ada, company.email)).toEqual({ status: 409, body: errorBody(CANDIDATE_MESSAGES.emailTakenByOther) });
  }, 400_000);

  it("a candidate's verified extra address cannot start a registration nor finish one begun before it was verified; after its removal it can", async () => {
    const owner = await registerCandidate(stack, { firstName: 'Hedy' });
    await profileReady(stack, owner);
    const authClaims = stack.services.auth.connection.collection('claimed_addresses');
    const addVerified = async (address: string) => {
      const since = new Date();
      const added = await add(owner, address);
      expect(added.status).toBe(200);
      expect((await verify(owner, address, await stack.smtp.waitForCode(address, { since }))).status).toBe(200);
      await waitFor(async () => authClaims.findOne({ _id: address as never }), {
        what: `auth to learn ${address} (CandidateEmailVerified)`,
        timeoutMs: EVENT_WAIT_MS,
      });
      return added.body.email.id;
    };
    const identity = (email: string) => ({ email, first_name: 'Eve', last_name: 'Newcomer', user_type: 'candidate' as const });

    // A registration started after the address was verified: the same answer, but a mail saying so and no code.
    const taken = `taken.${uniqueSuffix()}@example.test`;
    await addVerified(taken);
    const since = new Date();
    const sent = await stack.rest('POST', '/api/send-verification-code', identity(taken));
    expect(sent).toMatchObject({ status: 200, body: { success: true, message: 'Verification code sent. Please check your email.' } });
    const notice = await stack.smtp.waitForMail((m) => m.to.includes(taken) && m.receivedAt >= since, { what: 'the registration answer' });
    expect(notice.subject).toBe('This address already belongs to an account on InterviewProof');
    expect(notice.text).not.toMatch(/\b\d{6}\b/);

    // A registration verified before the candidate verified the address cannot finish until it is removed.
    const late = `late.${uniqueSuffix()}@example.test`;
    const temp = await verifiedRegistrationToken(stack, identity(late));
    const lateId = await addVerified(late);
    const finish = () =>
      stack.rest<Json>(
        'POST',
        '/api/complete-registration',
        { email: late, user_type: 'candidate', career_data: { ...candidateCareerData(), password: TEST_PASSWORD } },
        temp,
      );
    expect(await finish()).toEqual({ status: 409, body: errorBody('This email address is already verified by another account') });
    expect((await remove(owner, lateId)).status).toBe(200);
    await waitFor(async () => !(await authClaims.findOne({ _id: late as never })), {
      what: 'auth to forget the address (CandidateEmailRemoved)',
      timeoutMs: EVENT_WAIT_MS,
    });
    const done = await finish();
    expect(done.status).toBe(200);
    expect(done.body['user']).toMatchObject({ email: late, user_type: 'candidate' });
  }, 600_000);
});
