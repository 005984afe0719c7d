import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { COMPANY_IDENTITY_MESSAGES, EML_UPLOAD_MESSAGES, InterviewUpdatedV1 } from '@hiring/contracts';
import { uniqueSuffix, waitFor, watchTopic } from '@hiring/service-kit/testing';
import { startDnsServer, generateDkimKey, signMessage, type DkimKey } from '@hiring/test-kit/mail';
import {
  postEml,
  startStack,
  type Stack,
  registerCandidate,
  registerCompany,
  type RegisteredUser,
  uploadEml,
  waitForUploadAddress,
} from '@hiring/test-kit/stack';

/**
 * Tenant binding through the gateway (real Kafka, FerretDB, DKIM through the test DNS server): a
 * proven company uploads an email its hiring system sent to its own verified address, and the
 * Greenhouse board the signed email links to is bound to the company's directory entry. A
 * candidate's interview from that board, uploaded earlier as "sender named", is judged again and
 * published as "employer verified". Refused: an unproven company, an email addressed to someone
 * else, an email naming no board, and a board already bound to another company.
 */
const ATS_DOMAIN = 'us.greenhouse-mail.io';
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let key: DkimKey;
let stack: Stack;
let ada: RegisteredUser;
let acme: RegisteredUser;
let rival: RegisteredUser;
let unproven: RegisteredUser;
const suffix = uniqueSuffix()
  .replace(/[^a-z0-9]/gi, '')
  .toLowerCase()
  .slice(-8);
const acmeName = `Acmecorp${suffix}`;
const tenant = `acmecorp${suffix}`;

function greenhouseMail(to: string, options: { company?: string; board?: string | null; subject?: string } = {}) {
  const company = options.company ?? acmeName;
  return [
    `From: ${company} <no-reply@us.greenhouse-mail.io>`,
    `To: ${to}`,
    `Subject: ${options.subject ?? `Your onsite interview with ${company}`}`,
    'Date: Tue, 03 Nov 2026 10:00:00 +0000',
    `Message-ID: <${uniqueSuffix()}@us.greenhouse-mail.io>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Hi,',
    '',
    `Thank you for your time so far. We would like to invite you to an onsite interview for the Senior Software Engineer position at ${company} on November 12, 2026.`,
    ...(options.board === null ? [] : ['', `Your application: https://boards.greenhouse.io/${options.board ?? tenant}/jobs/4021`]),
    '',
    `Best regards, ${company} Recruiting`,
    '',
  ].join('\r\n');
}

const sign = (message: string) => signMessage(message, { domain: ATS_DOMAIN, selector: 's1', key });

function bindUpload(file: Buffer | string, token: string | undefined) {
  return postEml<{ success: boolean; tenants: { system: string; tenant: string }[]; message: string }>(
    `${stack.gateway.url}/api/company/hiring-system-tenants`,
    'file',
    file,
    token,
    { filename: 'greenhouse.eml' },
  );
}

/**
 * The company's directory entry, built from the CompanyIdentityChanged event the company service
 * publishes when a company registers at its own domain (the registration address was verified by code).
 */
async function proven(company: RegisteredUser) {
  // The model the interviews service registered on its connection, by name: no import of its internals.
  const entries = stack.services.interviews.connection.model<{ _id: string; domains: string[] }>('EmployerDirectoryEntry');
  await waitFor(async () => ((await entries.findById(`company:${company.user.id}`).lean().exec())?.domains.length ? true : null), {
    what: 'the directory entry of the proven company',
  });
}

beforeAll(async () => {
  dns = await startDnsServer();
  key = generateDkimKey();
  dns.setTxt(`s1._domainkey.${ATS_DOMAIN}`, key.record);
  stack = await startStack({ env: { interviews: { DNS_SERVERS: dns.servers.join(','), UPLOADS_PER_10_MINUTES: '20' } } });
  [ada, acme, rival, unproven] = await Promise.all([
    registerCandidate(stack),
    // Its own domain spells its name (acmecorp<suffix>.com): the name the company service binds to it.
    registerCompany(stack, { companyName: acmeName, email: `hr@${tenant}.com` }),
    registerCompany(stack, { companyName: 'Rival Corp', email: `hr@rivalcorp${tenant}.com` }),
    // At a personal mail provider: registered, but no domain proven.
    registerCompany(stack, { companyName: 'Not Yet Proven', email: `not.yet.${tenant}@gmail.com` }),
  ]);
  await waitForUploadAddress(stack, ada);
  await Promise.all([proven(acme), proven(rival)]);
}, 240_000);

afterAll(async () => {
  await stack?.stop();
  await dns?.close();
});

describe('binding a hiring-system account (POST /api/company/hiring-system-tenants)', () => {
  let interviewId = '';

  it('a candidate’s interview from an unbound board is public and sender named', async () => {
    const { status, body } = await uploadEml<Record<string, any>>(stack.gateway.url, await sign(greenhouseMail(ada.email)), ada.token); // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(status).toBe(200);
    expect(body['interview'].visibility).toBe('public');
    interviewId = body['interview'].id;
    const history = await stack.graphql<{
      interviewHistory: {
        companies: {
          interviews: { id: string; evidenceLevel: string; evidenceAdvice: string | null; evidence: { level: string; levelLabel: string } | null }[];
        }[];
      };
    }>('{ interviewHistory { companies { interviews { id evidenceLevel evidenceAdvice evidence { level levelLabel label } } } } }', {}, ada.token);
    const mine = history.body.data!.interviewHistory.companies.flatMap((c) => c.interviews).find((i) => i.id === interviewId)!;
    expect(mine).toMatchObject({ evidenceLevel: 'sender_named', evidence: { level: 'sender_named', levelLabel: 'Employer as named by the sender' } });
    expect(mine.evidenceAdvice).toMatch(/not verified as/);
  });

  it('refuses an unproven company, with the company identity text', async () => {
    const { status, body } = await bindUpload(await sign(greenhouseMail(unproven.email)), unproven.token);
    expect({ status, success: body.success, message: body.message }).toEqual({ status: 403, success: false, message: COMPANY_IDENTITY_MESSAGES.notProven });
  });

  it('refuses candidates and anonymous callers', async () => {
    expect((await bindUpload(await sign(greenhouseMail(ada.email)), ada.token)).status).toBe(403);
    expect((await bindUpload(await sign(greenhouseMail(ada.email)), undefined)).status).toBe(401);
  });

  it('refuses an email not addressed to the company', async () => {
    const { status, body } = await bindUpload(await sign(greenhouseMail(`someone.else.${suffix}@elsewhere.test`)), acme.token);
    expect({ status, success: body.success }).toEqual({ status: 422, success: false });
    expect(body.message).toMatch(/not sent to one of your company's verified work addresses/);
  });

  it('refuses an email that names no board, and one whose signature does not hold', async () => {
    const none = await bindUpload(await sign(greenhouseMail(acme.email, { board: null })), acme.token);
    expect({ status: none.status, message: none.body.message }).toEqual({
      status: 422,
      message: expect.stringMatching(/could not find your Greenhouse account/),
    });
    const edited = (await sign(greenhouseMail(acme.email))).toString().replace('onsite interview', 'offer');
    const broken = await bindUpload(edited, acme.token);
    expect({ status: broken.status, success: broken.body.success }).toEqual({ status: 422, success: false });
  });

  it('answers "try again" (503) when the hiring system’s signing key cannot be looked up, and binds nothing', async () => {
    dns.silence(`stalled._domainkey.${ATS_DOMAIN}`);
    const stalled = await signMessage(greenhouseMail(acme.email), { domain: ATS_DOMAIN, selector: 'stalled', key });
    // One attempt: the DNS timeout is the service's own (about 9 s, 3 s then 6 s).
    const { status, body } = await postEml<{ success: boolean; message: string }>(
      `${stack.gateway.url}/api/company/hiring-system-tenants`,
      'file',
      stalled,
      acme.token,
      {
        attempts: 1,
      },
    );
    expect({ status, success: body.success, message: body.message }).toEqual({ status: 503, success: false, message: EML_UPLOAD_MESSAGES.keyLookupFailed });
    const entries = stack.services.interviews.connection.model<{ _id: string; tenants?: unknown[] }>('EmployerDirectoryEntry');
    expect((await entries.findById(`company:${acme.user.id}`).lean().exec())?.tenants ?? []).toEqual([]);
  }, 60_000);

  it('binds the board named in a signed email to the company’s own address, and the candidate’s interview becomes employer verified', async () => {
    const watcher = await watchTopic(stack.services.interviews.kafka, InterviewUpdatedV1);
    try {
      const { status, body } = await bindUpload(
        await sign(greenhouseMail(acme.email, { subject: 'New application for Senior Software Engineer' })),
        acme.token,
      );
      expect({ status, body }).toEqual({
        status: 200,
        body: { success: true, tenants: [{ system: 'Greenhouse', tenant }], message: expect.stringContaining(`Greenhouse account "${tenant}"`) },
      });
      const mine = await stack.graphql<{ myHiringSystemTenants: { system: string; tenant: string }[] }>(
        '{ myHiringSystemTenants { system tenant } }',
        {},
        acme.token,
      );
      expect(mine.body.data?.myHiringSystemTenants).toEqual([{ system: 'Greenhouse', tenant }]);
      const updated = await waitFor(async () => watcher.events.find((e) => e.aggregateId === interviewId), {
        what: 'InterviewUpdated after the binding',
        timeoutMs: 30_000,
      });
      expect(updated.payload).toMatchObject({ visibility: 'public', evidence: { level: 'employer_verified', label: `Signed by Greenhouse for ${acmeName}` } });
    } finally {
      await watcher.stop();
    }
  });

  it('refuses a board already bound to another company', async () => {
    const { status, body } = await bindUpload(await sign(greenhouseMail(rival.email, { company: 'Rival Corp' })), rival.token);
    expect({ status, success: body.success, message: body.message }).toEqual({
      status: 409,
      success: false,
      message: `The Greenhouse account "${tenant}" is already bound to ${acmeName}`,
    });
    const mine = await stack.graphql<{ myHiringSystemTenants: unknown[] }>('{ myHiringSystemTenants { system tenant } }', {}, rival.token);
    expect(mine.body.data?.myHiringSystemTenants).toEqual([]);
  });

  it('the level follows the candidate hiding and showing the interview', async () => {
    const set = (visibility: string) =>
      stack.graphql<{ setInterviewVisibility: { evidenceLevel: string; evidenceAdvice: string | null } }>(
        'mutation($id: ID!, $v: String!) { setInterviewVisibility(id: $id, visibility: $v) { evidenceLevel evidenceAdvice } }',
        { id: interviewId, v: visibility },
        ada.token,
      );
    expect((await set('private')).body.data?.setInterviewVisibility).toEqual({
      evidenceLevel: 'private',
      evidenceAdvice: expect.stringMatching(/Make it public/),
    });
    expect((await set('public')).body.data?.setInterviewVisibility).toEqual({ evidenceLevel: 'employer_verified', evidenceAdvice: null });
  });

  it('is declared in the OpenAPI document', async () => {
    const doc = await stack.rest<{ paths: Record<string, { post?: { summary?: string } }> }>('GET', '/api/openapi.json');
    expect(doc.body.paths['/api/company/hiring-system-tenants']?.post?.summary).toMatch(/hiring-system account/);
  });
});
