import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { COMPANY_IDENTITY_MESSAGES, COMPANY_NOT_PROVEN_CODE, type InterviewEvidence } from '@hiring/contracts';
import { uniqueSuffix, waitFor } from '@hiring/service-kit/testing';
import { startTestPublisher, type EventPublisher, aWorkExperience } from '@hiring/test-kit/events';
import { startStack, type Stack, registerCompany, type RegisteredUser } from '@hiring/test-kit/stack';

/**
 * Issue 27 through the gateway (GraphQL and REST), the whole back end on real Kafka and FerretDB:
 * a company's identity is the domains it proved, so renaming itself to a candidate's employers
 * reveals and hides nobody; an unproven company is refused every candidate-facing route; work
 * addresses are proven over REST; companies can ask for employer-verified evidence only.
 */
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const sfx = uniqueSuffix();
let stack: Stack;
let publisher: Awaited<ReturnType<typeof startTestPublisher>>;
let events: EventPublisher;

const get = (path: string, token: string) => stack.rest<Json>('GET', path, undefined, token);
const post = (path: string, body: unknown, token: string) => stack.rest<Json>('POST', path, body, token);

async function company(name: string, email: string): Promise<RegisteredUser> {
  const registered = await registerCompany(stack, { companyName: name, email });
  await waitFor(async () => (await get('/api/company/profile', registered.token)).status === 200, { what: 'the company profile' });
  return registered;
}

async function codeMailedTo(email: string, since: Date): Promise<string> {
  const mail = await stack.smtp.waitForMail((m) => m.to.includes(email) && m.receivedAt >= since, { what: `the code mailed to ${email}` });
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in ${mail.text}`);
  return code;
}

const evidence = (level: InterviewEvidence['level']): InterviewEvidence => ({
  kind: 'employer_domain',
  signingDomain: 'northwind.com',
  system: null,
  employer: 'Northwind Robotics',
  label: 'Signed by northwind.com',
  level,
});

beforeAll(async () => {
  publisher = await startTestPublisher();
  events = publisher.events;
  stack = await startStack();
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  await publisher?.stop();
});

describe('the rename oracle is closed', () => {
  it('renaming (GraphQL and REST) to each of a candidate’s employers changes no result, total, stat or details answer', async () => {
    const skill = `oracle${sfx}`;
    const employers = [`Current ${sfx} Corp`, `Past ${sfx} GmbH`, `Interviewed ${sfx}`, `Secret ${sfx} Labs`];
    const { profile: target } = await events.candidate(
      { skills: [skill], currentCompany: employers[0], workExperiences: [aWorkExperience({ company: employers[1] })] },
      [
        { companyName: employers[2], stage: 'onsite' },
        { companyName: employers[3], companyDomain: `secret-${sfx}.io`, visibility: 'private' },
      ],
    );
    await events.candidate({ skills: [skill] }, [{ companyName: 'Elsewhere', stage: 'offer' }]);
    const viaGraphql = await company(`Prober ${sfx}`, `hr.${sfx}@prober-${sfx}.test`);
    const viaRest = await company(`Prober Two ${sfx}`, `hr.${sfx}@prober-two-${sfx}.test`);

    const answer = async (token: string) => {
      const search = await get(`/api/company/search-candidates?skills=${skill}&per_page=100`, token);
      const details = await get(`/api/company/candidate-details/${target.candidateId}`, token);
      const dashboard = await stack.graphql<Json>(
        `{ searchCandidates(input: { perPage: 100 }) { stats { totalCandidates topStages { stage count } } } }`,
        {},
        token,
      );
      return {
        ids: (search.body['candidates'] as Json[]).map((c) => c['candidate_id'] as string).sort(),
        total: search.body['pagination']['total'] as number,
        stats: dashboard.body.data?.['searchCandidates']['stats'] as unknown,
        details: details.status,
      };
    };
    for (const prober of [viaGraphql, viaRest]) await waitFor(async () => (await answer(prober.token)).total === 2, { what: 'both candidates' });
    const before = [await answer(viaGraphql.token), await answer(viaRest.token)];
    expect(before[0]!.details).toBe(200);

    const renames: [RegisteredUser, string[], (token: string, name: string) => Promise<unknown>][] = [
      [
        viaGraphql,
        employers.slice(0, 2),
        async (token, name) =>
          expect(
            (await stack.graphql(`mutation($n: String!) { saveCompanyProfile(input: { companyName: $n }) { message } }`, { n: name }, token)).body.errors,
          ).toBeUndefined(),
      ],
      [viaRest, employers.slice(2), async (token, name) => expect((await post('/api/company/profile', { company_name: name }, token)).status).toBe(200)],
    ];
    for (const [prober, names, rename] of renames) {
      const index = prober === viaGraphql ? 0 : 1;
      for (const name of names) {
        await rename(prober.token, name);
        expect(await answer(prober.token)).toEqual(before[index]);
      }
    }
    // The rename limit over REST: the spec's error shape with the limit text.
    await post('/api/company/profile', { company_name: `Another ${sfx}` }, viaRest.token);
    const limited = await post('/api/company/profile', { company_name: `Yet another ${sfx}` }, viaRest.token);
    expect([limited.status, limited.body]).toEqual([
      429,
      { success: false, error: COMPANY_IDENTITY_MESSAGES.renameLimit, message: COMPANY_IDENTITY_MESSAGES.renameLimit },
    ]);
    const profile = (await get('/api/company/profile', viaRest.token)).body;
    expect(profile['name_history'].map((n: Json) => n['name'])).toEqual([`Another ${sfx}`, employers[3], employers[2], `Prober Two ${sfx}`]);
  }, 300_000);

  it('a proven employer never sees its own candidates through any account on its domain', async () => {
    const skill = `employer${sfx}`;
    const domain = `brightpath-${sfx}.com`;
    const { profile: staff } = await events.candidate({ skills: [skill], currentCompany: `Brightpath ${sfx}` }, [{ companyName: 'Hooli', stage: 'onsite' }]);
    const { profile: applicant } = await events.candidate({ skills: [skill] }, [{ companyName: 'Unnamed', companyDomain: `mail.${domain}`, stage: 'final' }]);
    const { profile: other } = await events.candidate({ skills: [skill] }, [{ companyName: 'Globex', stage: 'offer' }]);
    const onlooker = await company(`Onlooker ${sfx}`, `hr.${sfx}@onlooker-${sfx}.test`);
    await waitFor(async () => (await get(`/api/company/search-candidates?skills=${skill}`, onlooker.token)).body['pagination']?.['total'] === 3, {
      what: 'the three candidates',
    });
    for (const account of [await company('Some Name', `hr.${sfx}@${domain}`), await company('Any Name', `cto.${sfx}@jobs.${domain}`)]) {
      const search = await get(`/api/company/search-candidates?skills=${skill}`, account.token);
      expect(search.body['candidates'].map((c: Json) => c['candidate_id'])).toEqual([other.candidateId]);
      for (const hidden of [staff.candidateId, applicant.candidateId]) {
        expect((await get(`/api/company/candidate-details/${hidden}`, account.token)).status).toBe(404);
      }
    }
  }, 300_000);
});

describe('an unproven company', () => {
  it('is answered 403 with the text on every candidate route and COMPANY_NOT_PROVEN in GraphQL, and proves a work address over REST', async () => {
    const unproven = await company(`Unproven ${sfx}`, `founder.${sfx}@gmail.com`);
    const { profile: candidate } = await events.candidate({ skills: [`unproven${sfx}`] }, [{ companyName: 'Hooli' }]);
    const forbidden = { success: false, error: COMPANY_IDENTITY_MESSAGES.notProven, message: COMPANY_IDENTITY_MESSAGES.notProven };
    for (const [method, path, body] of [
      ['GET', '/api/company/search-candidates'],
      ['GET', `/api/company/candidate-details/${candidate.candidateId}`],
      ['GET', '/api/company/unlocked-candidates'],
      ['POST', '/api/company/unlock-candidate', { candidate_id: candidate.candidateId }],
    ] as const) {
      const answer = await stack.rest<Json>(method, path, body, unproven.token);
      expect([path, answer.status, answer.body]).toEqual([path, 403, forbidden]);
    }
    const gql = await stack.graphql(`{ searchCandidates { pagination { total } } }`, {}, unproven.token);
    expect(gql.body.errors?.[0]).toMatchObject({ message: COMPANY_IDENTITY_MESSAGES.notProven, extensions: { code: COMPANY_NOT_PROVEN_CODE } });
    // Still allowed: its profile (showing it is unproven) and the tokens page.
    expect((await get('/api/company/profile', unproven.token)).body).toMatchObject({
      identity_proven: false,
      proven_domains: [],
      website_proven: false,
      work_addresses: [],
    });
    expect((await get('/api/company/tokens', unproven.token)).status).toBe(200);

    // Proving a work address over REST.
    const personal = await post('/api/company/work-addresses', { email: `me.${sfx}@yahoo.com` }, unproven.token);
    expect([personal.status, personal.body['error']]).toEqual([400, COMPANY_IDENTITY_MESSAGES.personalAddress]);
    const address = `hr.${sfx}@unproven-${sfx}.io`;
    const since = new Date();
    const sent = await post('/api/company/work-addresses', { email: address }, unproven.token);
    expect(sent).toEqual({ status: 200, body: { success: true, email: address, message: COMPANY_IDENTITY_MESSAGES.codeSent(address) } });
    const code = await codeMailedTo(address, since);
    const wrong = await post('/api/company/work-addresses/verify', { email: address, code: code === '000000' ? '111111' : '000000' }, unproven.token);
    expect([wrong.status, wrong.body['error']]).toEqual([400, COMPANY_IDENTITY_MESSAGES.codeInvalid]);
    const verified = await post('/api/company/work-addresses/verify', { email: address, code }, unproven.token);
    expect(verified.status).toBe(200);
    expect(verified.body).toMatchObject({
      success: true,
      message: COMPANY_IDENTITY_MESSAGES.addressVerified,
      profile: {
        identity_proven: true,
        proven_domains: [`unproven-${sfx}.io`],
        work_addresses: [{ email: address, domain: `unproven-${sfx}.io`, source: 'profile' }],
      },
    });
    expect((await get('/api/company/search-candidates', unproven.token)).status).toBe(200);
  }, 300_000);
});

describe('search by evidence level', () => {
  it('employer_verified_only keeps employer-verified candidates, who come first among equals, with the level fields in REST', async () => {
    const skill = `level${sfx}`;
    const { profile: named } = await events.candidate({ skills: [skill] }, [
      { companyName: 'Northwind Robotics', stage: 'onsite', interviewDate: '2026-06-01T00:00:00.000Z', evidence: evidence('sender_named') },
    ]);
    const { profile: verified } = await events.candidate({ skills: [skill] }, [
      { companyName: 'Northwind Robotics', stage: 'onsite', interviewDate: '2026-01-01T00:00:00.000Z', evidence: evidence('employer_verified') },
    ]);
    const viewer = await company(`Viewer ${sfx}`, `hr.${sfx}@viewer-${sfx}.test`);
    const all = await waitFor(
      async () => {
        const r = await get(`/api/company/search-candidates?skills=${skill}`, viewer.token);
        return r.body['pagination']?.['total'] === 2 ? r.body : null;
      },
      { what: 'both candidates' },
    );
    // Same offers and furthest stage: the employer-verified one first, although its interview is older.
    expect(all['candidates'].map((c: Json) => c['candidate_id'])).toEqual([verified.candidateId, named.candidateId]);
    expect(all['candidates'][0]).toMatchObject({
      employer_verified_interviews: 1,
      companies: [{ evidence: { level: 'employer_verified', level_label: 'Employer verified', level_description: expect.any(String) } }],
    });
    expect(all['candidates'][1]['companies'][0]['evidence']).toMatchObject({ level: 'sender_named', level_label: 'Employer as named by the sender' });
    const only = await get(`/api/company/search-candidates?skills=${skill}&employer_verified_only=true`, viewer.token);
    expect([only.body['pagination']['total'], only.body['candidates'].map((c: Json) => c['candidate_id'])]).toEqual([1, [verified.candidateId]]);
    const gql = await stack.graphql<Json>(
      `query($f: CandidateFilterInput) { candidates(first: 10, filter: $f) { totalCount edges { node { id employerVerifiedInterviews } } } }`,
      { f: { skills: skill, employerVerifiedOnly: true } },
      viewer.token,
    );
    expect(gql.body.data?.['candidates']).toEqual({ totalCount: 1, edges: [{ node: { id: verified.candidateId, employerVerifiedInterviews: 1 } }] });
  }, 300_000);
});
