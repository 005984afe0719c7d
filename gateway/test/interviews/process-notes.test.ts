/**
 * Issue 16, deviations from the spec: a candidate's note on a company process (validated, only
 * the owner may write it, published in the interview events and shown to companies as the search
 * entries' `notes`); interview history groups carry `company`; the user carries
 * `email_verified_at`. Real Kafka, FerretDB and DNS, through the gateway.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { InterviewUpdatedV1 } from '@hiring/contracts';
import { uniqueSuffix, waitFor, watchTopic } from '@hiring/service-kit/testing';
import { startDnsServer, generateDkimKey, signMessage, type DkimKey } from '@hiring/test-kit/mail';
import {
  startStack,
  type Stack,
  registerCandidate,
  registerCompany,
  TEST_PASSWORD,
  type RegisteredUser,
  uploadEml,
  waitForUploadAddress,
} from '@hiring/test-kit/stack';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const ATS_DOMAIN = 'us.greenhouse-mail.io';
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let key: DkimKey;
let stack: Stack;
let ada: RegisteredUser;
let bob: RegisteredUser;
let company: RegisteredUser;
let processId = '';

function interviewEmail(to: string) {
  return [
    'From: Acme Recruiting <no-reply@us.greenhouse-mail.io>',
    `To: ${to}`,
    'Subject: Your onsite interview with Acme Inc',
    'Date: Tue, 03 Nov 2026 10:00:00 +0000',
    `Message-ID: <${uniqueSuffix()}@us.greenhouse-mail.io>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Hi,',
    '',
    'We would like to invite you to an onsite interview for the Senior Software Engineer position at Acme on November 12, 2026.',
    '',
    'Acme Recruiting',
    '',
  ].join('\r\n');
}

const upload = (file: Buffer, token: string) => uploadEml<Json>(stack.gateway.url, file, token);

const setNotes = (id: string, notes: unknown, token?: string) =>
  stack.rest<Json>('PATCH', `/api/candidate/interview-processes/${encodeURIComponent(id)}/notes`, { notes }, token);
const history = async (user: RegisteredUser) => (await stack.rest<Json>('GET', '/api/interview-history', undefined, user.token)).body;
/** What the company sees of Ada's interviews (the search projection, fed by the interview events). */
const companyView = async () => (await stack.rest<Json>('GET', `/api/company/candidate-details/${ada.user.id}`, undefined, company.token)).body;
const companyNotes = (expected: string | null) =>
  waitFor(
    async () => {
      const view = await companyView();
      const interviews = (view['interviews'] ?? []) as Json[];
      return interviews.length === 1 && interviews[0]!['notes'] === expected ? interviews[0]! : null;
    },
    { what: `the company to see notes ${JSON.stringify(expected)}` },
  );

beforeAll(async () => {
  dns = await startDnsServer();
  key = generateDkimKey();
  dns.setTxt(`s1._domainkey.${ATS_DOMAIN}`, key.record);
  stack = await startStack({ env: { interviews: { DNS_SERVERS: dns.servers.join(',') } } });
  [ada, bob, company] = await Promise.all([
    registerCandidate(stack, { firstName: 'Ada' }),
    registerCandidate(stack, { firstName: 'Bob' }),
    registerCompany(stack, { companyName: `Notes Reader ${uniqueSuffix()}` }),
  ]);
  await waitForUploadAddress(stack, ada);
  const uploaded = await upload(await signMessage(interviewEmail(ada.email), { domain: ATS_DOMAIN, selector: 's1', key }), ada.token);
  expect(uploaded.status).toBe(200);
  expect(uploaded.body['interview'].visibility).toBe('public');
  processId = uploaded.body['interview'].process_id;
}, 240_000);

afterAll(async () => {
  await stack?.stop();
  await dns?.close();
});

describe('interview history groups', () => {
  it('carry `company` (the documents’ field) besides company_name, and the process notes', async () => {
    const body = await history(ada);
    expect(body['companies']).toHaveLength(1);
    const group = body['companies'][0];
    expect(group).toMatchObject({ process_id: processId, company: group['company_name'], notes: null });
    expect(group['company']).toMatch(/^Acme/);
  });

  it('give each interview the documented overall_confidence {status, message} (with its score)', async () => {
    const interview = (await history(ada))['companies'][0]['interviews'][0];
    expect(interview['overall_confidence']).toEqual({
      status: expect.stringMatching(/^(HIGH|MEDIUM|LOW)_CONFIDENCE$/),
      message: expect.any(String),
      score: expect.any(Number),
    });
  });
});

describe('a candidate’s note on a process', () => {
  it('refuses what is not a short plain text, with clear texts, and stores nothing', async () => {
    const long = await setNotes(processId, 'x'.repeat(501), ada.token);
    expect(long.status).toBe(400);
    expect(long.body['error']).toBe('Notes must be at most 500 characters');
    const control = await setNotes(processId, 'Friendly\u0007 team', ada.token);
    expect(control.status).toBe(400);
    expect(control.body['error']).toBe('Notes can only contain plain text and line breaks');
    expect((await history(ada))['companies'][0]['notes']).toBeNull();
  });

  it('cannot be written by another candidate, by a company, or without a session (checked by the server)', async () => {
    const other = await setNotes(processId, 'Bob was here', bob.token);
    expect(other.status).toBe(404);
    expect(other.body['error']).toBe('Interview process not found');
    const byCompany = await setNotes(processId, 'A company was here', company.token);
    expect(byCompany.status).toBe(403);
    const anonymous = await setNotes(processId, 'Nobody', undefined);
    expect(anonymous.status).toBe(401);
    // GraphQL says the same
    const graph = await stack.graphql<Json>(
      'mutation($p: ID!, $n: String!) { setInterviewProcessNotes(processId: $p, notes: $n) { notes } }',
      { p: processId, n: 'Bob again' },
      bob.token,
    );
    expect(graph.body.errors?.[0]?.message).toBe('Interview process not found');
    expect((await history(ada))['companies'][0]['notes']).toBeNull();
  });

  it('is stored trimmed, published in InterviewUpdated, and shown to companies as the entry’s notes', async () => {
    const watcher = await watchTopic(stack.services.interviews.kafka, InterviewUpdatedV1);
    const saved = await setNotes(processId, '  Four rounds; the system design one was on a whiteboard.\nFriendly team.  ', ada.token);
    expect(saved.status).toBe(200);
    const note = 'Four rounds; the system design one was on a whiteboard.\nFriendly team.';
    expect(saved.body).toEqual({ success: true, process_id: processId, notes: note });
    expect((await history(ada))['companies'][0]['notes']).toBe(note);
    const event = await waitFor(
      async () => watcher.events.find((e) => (e.payload as Json)['processId'] === processId && (e.payload as Json)['notes'] === note),
      { what: 'InterviewUpdated with the notes' },
    );
    await watcher.stop();
    expect((event.payload as Json)['candidateId']).toBe(ada.user.id);
    expect((await companyNotes(note))['company_name']).toMatch(/^Acme/);
  });

  it('is cleared by an empty note (GraphQL), for the company too', async () => {
    const graph = await stack.graphql<{ setInterviewProcessNotes: { processId: string; notes: string | null } }>(
      'mutation($p: ID!, $n: String!) { setInterviewProcessNotes(processId: $p, notes: $n) { processId notes } }',
      { p: processId, n: '   ' },
      ada.token,
    );
    expect(graph.body.data?.setInterviewProcessNotes).toEqual({ processId, notes: null });
    await companyNotes(null);
  });
});

describe('the user entity', () => {
  it('carries email_verified_at (set when the address was verified) in REST and GraphQL', async () => {
    const login = await stack.rest<Json>('POST', '/api/login', { email: ada.email, password: TEST_PASSWORD });
    expect(login.status).toBe(200);
    expect(login.body['user']['email_verified']).toBe(true);
    const verifiedAt = login.body['user']['email_verified_at'] as string;
    expect(new Date(verifiedAt).toISOString()).toBe(verifiedAt);
    expect(Date.now() - Date.parse(verifiedAt)).toBeLessThan(10 * 60_000);
    const me = await stack.graphql<{ me: { emailVerified: boolean; emailVerifiedAt: string | null } }>(
      '{ me { emailVerified emailVerifiedAt } }',
      {},
      ada.token,
    );
    expect(me.body.data?.me).toEqual({ emailVerified: true, emailVerifiedAt: verifiedAt });
  });
});
