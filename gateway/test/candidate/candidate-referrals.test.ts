import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CANDIDATE_MESSAGES, ReferralSentV1, referralSentMessage } from '@hiring/contracts';
import { uniqueSuffix, waitFor, watchTopic } from '@hiring/service-kit/testing';
import { startStack, type Stack, registerCandidate, registerCompany, type RegisteredUser } from '@hiring/test-kit/stack';
import { EVENT_WAIT_MS, profileReady } from './support.js';

/**
 * Referrals through the gateway on the real stack (docs/product/data.md#data-and-entities, docs/product/rules.md#validation, docs/product/api.md#rest-api, docs/product/rules.md#errors, docs/product/rules.md#constants-and-limits): the
 * list, sending with every rule's text, at most 3 (also under concurrency), the invitation mail
 * with a registration link carrying the referral, and Signed up once the friend registers.
 */
type ReferralJson = { id: string; referee_first_name: string; referee_last_name: string; referee_email: string; has_signed_up: boolean; sent_at: string };
type ListJson = { success: boolean; count: number; max_referrals: number; referrals: ReferralJson[] };

let stack: Stack;
let ada: RegisteredUser;

const errorBody = (text: string) => ({ success: false, error: text, message: text });
const list = async (user: RegisteredUser) => (await stack.rest<ListJson>('GET', '/api/candidate/referrals', undefined, user.token)).body;
const send = (user: RegisteredUser, body: Record<string, unknown>) =>
  stack.rest<{ success: boolean; message: string; referral: ReferralJson }>('POST', '/api/candidate/send-referral', body, user.token);
const friend = (name = 'Grace') => ({ first_name: name, last_name: 'Hopper', email: `${name.toLowerCase()}.${uniqueSuffix()}@friends.test` });

beforeAll(async () => {
  stack = await startStack();
  ada = await registerCandidate(stack, { firstName: 'Ada', lastName: 'Lovelace' });
  await profileReady(stack, ada);
}, 600_000);

afterAll(async () => {
  await stack?.stop();
});

describe('GET /api/candidate/referrals', () => {
  it('starts empty, with the limit', async () => {
    expect(await list(ada)).toEqual({ success: true, count: 0, max_referrals: 3, referrals: [] });
  });

  it('needs a candidate', async () => {
    expect((await stack.rest('GET', '/api/candidate/referrals')).status).toBe(401);
    const company = await registerCompany(stack);
    expect((await stack.rest('GET', '/api/candidate/referrals', undefined, company.token)).status).toBe(403);
    expect((await send(company, friend())).status).toBe(403);
  });
});

describe('POST /api/candidate/send-referral', () => {
  let invited: ReturnType<typeof friend>;
  let referralId = '';

  it('stores the referral, publishes ReferralSent and mails the friend a registration link carrying it', async () => {
    const watcher = await watchTopic(stack.services.candidate.kafka, ReferralSentV1);
    invited = friend('Grace');
    const since = new Date();
    const r = await send(ada, { ...invited, email: `  ${invited.email.toUpperCase()} ` });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, message: referralSentMessage('Grace') });
    expect(r.body.referral).toEqual({
      id: expect.any(String),
      referee_first_name: 'Grace',
      referee_last_name: 'Hopper',
      referee_email: invited.email,
      has_signed_up: false,
      sent_at: expect.any(String),
    });
    referralId = r.body.referral.id;
    expect(await list(ada)).toEqual({ success: true, count: 1, max_referrals: 3, referrals: [r.body.referral] });

    const event = await waitFor(async () => watcher.events.find((e) => e.payload.referralId === referralId), {
      what: 'ReferralSent',
      timeoutMs: EVENT_WAIT_MS,
    });
    await watcher.stop();
    expect(event.payload).toMatchObject({
      referrerId: ada.user.id,
      referrerFirstName: 'Ada',
      referrerLastName: 'Lovelace',
      refereeEmail: invited.email,
      refereeFirstName: 'Grace',
    });
    expect(event.aggregateId).toBe(ada.user.id);

    const mail = await stack.smtp.waitForMail((m) => m.to.includes(invited.email) && m.receivedAt >= since, {
      what: 'the invitation',
      timeoutMs: EVENT_WAIT_MS,
    });
    expect(mail.subject).toBe('Ada Lovelace invited you to InterviewProof');
    expect(mail.text).toContain('Hi Grace,');
    const link = /(http\S+#\/register\?\S+)/.exec(mail.text)![1]!;
    const query = new URLSearchParams(link.split('?')[1]);
    expect(query.get('type')).toBe('candidate');
    expect(query.get('ref')).toBe(referralId);
    expect(query.get('email')).toBe(invited.email);
  }, 400_000);

  it.each([
    [{ first_name: '', last_name: 'Hopper', email: 'g@friends.test' }, 400, CANDIDATE_MESSAGES.referralFieldsRequired],
    [{ first_name: 'Grace', last_name: ' ', email: 'g@friends.test' }, 400, CANDIDATE_MESSAGES.referralFieldsRequired],
    [{ first_name: 'Grace', last_name: 'Hopper' }, 400, CANDIDATE_MESSAGES.referralFieldsRequired],
    [{ first_name: 'Grace', last_name: 'Hopper', email: 'not-an-address' }, 400, CANDIDATE_MESSAGES.invalidEmail],
  ])('refuses %j', async (body, status, text) => {
    expect(await send(ada, body)).toEqual({ status, body: errorBody(text) });
  });

  it('refuses the same friend twice (any case), oneself, and an existing user', async () => {
    expect(await send(ada, { ...invited, email: invited.email.toUpperCase() })).toEqual({ status: 409, body: errorBody(CANDIDATE_MESSAGES.referralDuplicate) });
    expect(await send(ada, { first_name: 'Ada', last_name: 'L', email: ada.email.toUpperCase() })).toEqual({
      status: 400,
      body: errorBody(CANDIDATE_MESSAGES.referralSelf),
    });
    const existing = await registerCandidate(stack, { firstName: 'Existing' });
    const claims = stack.services.candidate.connection.collection('email_claims');
    await waitFor(async () => claims.findOne({ _id: existing.email as never }), { what: 'the new account to be known', timeoutMs: EVENT_WAIT_MS });
    expect(await send(ada, { first_name: 'Existing', last_name: 'User', email: existing.email })).toEqual({
      status: 409,
      body: errorBody(CANDIDATE_MESSAGES.referralExistingUser),
    });
    expect((await list(ada)).count).toBe(1);
  }, 400_000);

  it('the friend registering (typing the address in another case) turns the referral to Signed up', async () => {
    await registerCandidate(stack, { email: invited.email.toUpperCase(), firstName: 'Grace', lastName: 'Hopper' });
    const signedUp = await waitFor(
      async () => {
        const { referrals } = await list(ada);
        return referrals.find((r) => r.id === referralId && r.has_signed_up);
      },
      { what: 'has_signed_up', timeoutMs: EVENT_WAIT_MS },
    );
    expect(signedUp).toMatchObject({ referee_email: invited.email, has_signed_up: true });
  }, 400_000);

  it('issue 32: a friend who came by the link but registered with another address still turns the referral to Signed up; a wrong ref changes nothing', async () => {
    const bea = await registerCandidate(stack, { firstName: 'Bea' });
    expect((await send(bea, friend('Annie'))).status).toBe(200);
    const annie = (await list(bea)).referrals[0]!;
    expect(annie.has_signed_up).toBe(false);
    // a ref that is no invitation's: the registration goes through, nothing is marked
    await registerCandidate(stack, { firstName: 'Stray', referralId: 'not-a-real-invitation-id' });
    // Annie registers with her work address, through the link Bea's invitation carried
    await registerCandidate(stack, { email: `annie.work.${uniqueSuffix()}@elsewhere.test`, firstName: 'Annie', referralId: annie.id });
    const marked = await waitFor(async () => (await list(bea)).referrals.find((r) => r.id === annie.id && r.has_signed_up), {
      what: 'Annie signed up by the link',
      timeoutMs: EVENT_WAIT_MS,
    });
    expect(marked.referee_email).toBe(annie.referee_email);
  }, 400_000);

  it('at most 3: the fourth is refused with a clear error', async () => {
    expect((await send(ada, friend('Katherine'))).status).toBe(200);
    expect((await send(ada, friend('Dorothy'))).status).toBe(200);
    expect(await send(ada, friend('Mary'))).toEqual({ status: 409, body: errorBody(CANDIDATE_MESSAGES.referralLimit) });
    const body = await list(ada);
    expect(body.count).toBe(3);
    expect(body.referrals.map((r) => r.referee_first_name)).toEqual(['Grace', 'Katherine', 'Dorothy']);
  });
});

describe('concurrency', () => {
  it('6 parallel referrals of different friends: exactly 3 are stored', async () => {
    const linus = await registerCandidate(stack, { firstName: 'Linus' });
    await profileReady(stack, linus);
    const results = await Promise.all(Array.from({ length: 6 }, (_, n) => send(linus, friend(`Friend${n}`))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(3);
    for (const r of results.filter((x) => x.status !== 200)) expect(r).toEqual({ status: 409, body: errorBody(CANDIDATE_MESSAGES.referralLimit) });
    expect((await list(linus)).count).toBe(3);
  }, 400_000);

  it('the same friend sent 4 times at once is stored once', async () => {
    const alan = await registerCandidate(stack, { firstName: 'Alan' });
    await profileReady(stack, alan);
    const one = friend('Joan');
    const results = await Promise.all(Array.from({ length: 4 }, () => send(alan, one)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    for (const r of results.filter((x) => x.status !== 200)) expect(r).toEqual({ status: 409, body: errorBody(CANDIDATE_MESSAGES.referralDuplicate) });
    expect((await list(alan)).count).toBe(1);
  }, 400_000);
});
