import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { IdempotentConsumer } from '@hiring/service-kit';
import { CATCHING_UP_MESSAGE } from '@hiring/service-kit';
import { uniqueSuffix, waitFor } from '@hiring/service-kit/testing';
import { startStack, type ServiceName, type Stack, registerCandidate, registerCompany, type RegisteredUser, uploadEml } from '@hiring/test-kit/stack';

/**
 * Read-your-writes on the whole back end (real Kafka and FerretDB): a user who acts right after
 * their own write never gets a "not found" or a refusal caused by an event that has not arrived.
 * To make the lag certain rather than lucky, each test holds the consumer group that applies the
 * write's event, acts, and lets the group go a moment later: the read must wait for it and then
 * answer as if there had been no lag. Held for longer than the read's bound, the answer is a
 * retryable 503, never a false "not found".
 */
type Json = Record<string, unknown>;
let stack: Stack;
// A paused kafkajs consumer looks again within its fetch wait (5 s): the bound leaves room for that.
const BARRIER_MS = 9000;

beforeAll(async () => {
  const env = { READ_BARRIER_TIMEOUT_MS: String(BARRIER_MS) };
  stack = await startStack({ env: { company: env, candidate: env, interviews: env } });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
});

function consumerOf(service: ServiceName, group: string): IdempotentConsumer {
  const consumer = stack.services[service].consumers.find((c) => c.groupId.endsWith(group));
  if (!consumer) throw new Error(`no consumer ${group} in ${service}`);
  return consumer;
}

/** Pauses the group (its events wait on the broker) and returns a function that resumes it. */
async function hold(service: ServiceName, group: string): Promise<(afterMs?: number) => Promise<void>> {
  const consumer = consumerOf(service, group);
  consumer.pause();
  return async (afterMs = 0) => {
    await new Promise((resolve) => setTimeout(resolve, afterMs));
    consumer.resume();
  };
}

function interviewEmail(to: string) {
  return [
    'From: Acme Recruiting <recruiting@acme-robotics.example>',
    `To: ${to}`,
    'Subject: Your onsite interview with Acme Robotics',
    'Date: Tue, 03 Nov 2026 10:00:00 +0000',
    `Message-ID: <${uniqueSuffix()}@acme-robotics.example>`,
    'Content-Type: text/plain; charset=utf-8',
    '',
    'We would like to invite you to an onsite interview for the Senior Software Engineer position at Acme Robotics on November 12, 2026.',
    '',
  ].join('\r\n');
}

const upload = (user: RegisteredUser, eml: string) => uploadEml<Json>(stack.gateway.url, eml, user.token);

describe('read-your-writes', () => {
  it('a company that has just registered gets its dashboard, profile and balance at once', async () => {
    const release = await hold('company', 'company.profiles');
    const company = await registerCompany(stack, { companyName: `Fresh ${uniqueSuffix()} Inc` });
    const [search, profile, tokens] = await Promise.all([
      stack.rest<Json>('GET', '/api/company/search-candidates?per_page=5', undefined, company.token),
      stack.rest<Json>('GET', '/api/company/profile', undefined, company.token),
      stack.rest<Json>('GET', '/api/company/tokens', undefined, company.token),
      release(800),
    ]);
    expect(search.status).toBe(200);
    expect(search.body['pagination']).toEqual(expect.objectContaining({ page: 1, per_page: 5 }));
    expect(profile.status).toBe(200);
    expect(JSON.stringify(profile.body)).toContain('Fresh ');
    expect(tokens.status).toBe(200);
  });

  it('answers a retryable 503, not "Company profile not found", while the registration cannot be applied', async () => {
    const release = await hold('company', 'company.profiles');
    const company = await registerCompany(stack);
    const during = await stack.rest<Json>('GET', '/api/company/search-candidates', undefined, company.token);
    expect(during.status).toBe(503);
    expect(during.body['error']).toBe(CATCHING_UP_MESSAGE);
    await release();
    expect((await stack.rest<Json>('GET', '/api/company/search-candidates', undefined, company.token)).status).toBe(200);
    // A company that really has no profile (none was ever registered) is still told so: no endless wait.
    const noProfile = await stack.graphql<{ myCompanyProfile: unknown }>('{ myCompanyProfile { id } }', {}, (await registerCandidate(stack)).token);
    expect(noProfile.body.data?.myCompanyProfile ?? null).toBeNull();
  }, 60_000);

  it('a candidate who has just registered sees the profile and uploads an email sent to the login address', async () => {
    const releaseProfiles = await hold('candidate', 'candidate.profiles');
    const releaseMailbox = await hold('interviews', 'interviews.mailboxes');
    const ada = await registerCandidate(stack);
    const [profile, uploaded] = await Promise.all([
      stack.rest<Json>('GET', '/api/candidate/profile', undefined, ada.token),
      // The login address is in the signed token: the upload needs no event at all.
      upload(ada, interviewEmail(ada.email)),
      releaseProfiles(800),
    ]);
    await releaseMailbox();
    expect(profile.status).toBe(200);
    expect(profile.body['revision']).toBe(1);
    expect(uploaded.status).toBe(200);
    expect(uploaded.body['success']).toBe(true);
  });

  it('an address verified a moment ago can be uploaded from at once', async () => {
    const ada = await registerCandidate(stack);
    const extra = `ada.${uniqueSuffix()}@elsewhere.test`;
    const since = new Date();
    expect((await stack.rest('POST', '/api/candidate/add-email', { email: extra }, ada.token)).status).toBe(200);
    const code = await stack.smtp.waitForCode(extra, { since });
    const release = await hold('interviews', 'interviews.mailboxes');
    expect((await stack.rest('POST', '/api/candidate/verify-additional-email', { email: extra, code }, ada.token)).status).toBe(200);
    const [uploaded] = await Promise.all([upload(ada, interviewEmail(extra)), release(800)]);
    expect(uploaded.status).toBe(200);
    // And an address that was never verified is still refused, after the view has caught up.
    const refused = await upload(ada, interviewEmail(`nobody.${uniqueSuffix()}@elsewhere.test`));
    expect(refused.status).toBe(422);
  });

  it('tokens just bought show in the balance and can be spent at once', async () => {
    const company = await registerCompany(stack);
    await waitFor(async () => (await stack.rest('GET', '/api/company/profile', undefined, company.token)).status === 200, { what: 'the company profile' });
    const before = (await stack.rest<Json>('GET', '/api/company/tokens', undefined, company.token)).body['tokens'] as number;
    const release = await hold('company', 'company.wallet');
    const bought = await stack.rest<Json>('POST', '/api/company/create-checkout-session', { purchase_type: 'one_time' }, company.token);
    expect(bought.status).toBe(200);
    const [tokens] = await Promise.all([stack.rest<Json>('GET', '/api/company/tokens', undefined, company.token), release(800)]);
    expect(tokens.status).toBe(200);
    expect(tokens.body['tokens']).toBeGreaterThan(before);
  });
});
