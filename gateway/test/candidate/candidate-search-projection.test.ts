import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EVIDENCE_LEVEL_DESCRIPTIONS, EVIDENCE_LEVEL_LABELS } from '@hiring/contracts';
import { uniqueSuffix, waitFor } from '@hiring/service-kit/testing';
import { startDnsServer, generateDkimKey, signMessage, type DkimKey } from '@hiring/test-kit/mail';
import { startStack, type Stack, registerCandidate, registerCompany, type RegisteredUser, uploadEml } from '@hiring/test-kit/stack';
import { EVENT_WAIT_MS, mailboxReady, profileReady } from './support.js';

/**
 * The event path from a profile change to company search (issue 7): every change publishes
 * CandidateProfileUpdated with a full snapshot, and the company service's search projection
 * follows — the new position shows, and a company the candidate now says they worked for no
 * longer sees them (the hiding rule). The latency from the change to the search is printed.
 */
const ATS_DOMAIN = 'us.greenhouse-mail.io';

let dns: Awaited<ReturnType<typeof startDnsServer>>;
let key: DkimKey;
let stack: Stack;
let ada: RegisteredUser;
let initech: RegisteredUser;

type SearchJson = {
  candidates: {
    candidate_id: string;
    current_position: string | null;
    name: string | null;
    current_company: string | null;
    companies: { company_name: string; evidence: Record<string, unknown> | null }[];
  }[];
};

const upload = (eml: Buffer) => uploadEml(stack.gateway.url, eml, ada.token);

async function search(company: RegisteredUser) {
  const r = await stack.rest<SearchJson>('GET', '/api/company/search-candidates?per_page=100', undefined, company.token);
  return r.body.candidates?.find((c) => c.candidate_id === ada.user.id);
}

beforeAll(async () => {
  dns = await startDnsServer();
  key = generateDkimKey();
  dns.setTxt(`s1._domainkey.${ATS_DOMAIN}`, key.record);
  stack = await startStack({ env: { interviews: { DNS_SERVERS: dns.servers.join(',') } } });
  ada = await registerCandidate(stack);
  // Proven on its own domain, which spells its name: the hiding rule recognises it by that (issue 27).
  const initechSuffix = uniqueSuffix();
  initech = await registerCompany(stack, { companyName: `Initech ${initechSuffix}`, email: `hr@initech-${initechSuffix}.test` });
  await profileReady(stack, ada);
  await mailboxReady(stack, ada);
  // a public interview with another company makes the candidate searchable
  const email = [
    'From: Globex Recruiting <no-reply@us.greenhouse-mail.io>',
    `To: ${ada.email}`,
    'Subject: Your onsite interview with Globex',
    'Date: Tue, 03 Nov 2026 10:00:00 +0000',
    `Message-ID: <${uniqueSuffix()}@us.greenhouse-mail.io>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    'Hi,',
    '',
    'We would like to invite you to an onsite interview for the Senior Software Engineer position at Globex on November 12, 2026.',
    '',
    'Best regards,',
    'Globex Recruiting',
    '',
  ].join('\r\n');
  const uploaded = await upload(await signMessage(email, { domain: ATS_DOMAIN, selector: 's1', key }));
  expect(uploaded.status).toBe(200);
  await waitFor(async () => search(initech), { what: 'the candidate in company search', timeoutMs: EVENT_WAIT_MS, intervalMs: 250 });
}, 900_000);

afterAll(async () => {
  await stack?.stop();
  await dns?.close();
});

describe('profile changes reach company search through CandidateProfileUpdated', () => {
  it('the uploaded interview carries its evidence level to company search, before unlock (issue 11)', async () => {
    const found = await search(initech);
    expect(found?.name).toBeNull();
    expect(found?.companies).toEqual([
      expect.objectContaining({
        company_name: 'Globex',
        // A recognised hiring system naming the employer, whose tenant no employer bound: named by the sender (issue 27).
        evidence: {
          kind: 'hiring_system',
          signing_domain: ATS_DOMAIN,
          system: 'Greenhouse',
          employer: 'Globex',
          label: 'Signed by Greenhouse for Globex',
          level: 'sender_named',
          level_label: EVIDENCE_LEVEL_LABELS.sender_named,
          level_description: EVIDENCE_LEVEL_DESCRIPTIONS.sender_named,
        },
      }),
    ]);
  });

  it('a new current role shows as the position; personal fields stay null before unlock', async () => {
    expect(await search(initech)).toMatchObject({ current_position: 'Backend Engineer', name: null, current_company: null });
    const changed = Date.now();
    const r = await stack.rest(
      'POST',
      '/api/candidate/profile',
      {
        work_experiences: JSON.stringify([
          { company: 'Analytical Engines', jobTitle: 'Backend Engineer', startMonth: 1, startYear: 2020, endMonth: 2, endYear: 2021, isCurrent: false },
          { company: 'Difference Ltd', jobTitle: 'Principal Engineer', startMonth: 3, startYear: 2021, endMonth: null, endYear: null, isCurrent: true },
        ]),
      },
      ada.token,
    );
    expect(r.status).toBe(200);
    await waitFor(async () => (await search(initech))?.current_position === 'Principal Engineer', {
      what: 'the new position in search',
      timeoutMs: EVENT_WAIT_MS,
      intervalMs: 50,
    });
    console.info(`profile change visible in company search after ${Date.now() - changed} ms`);
    expect(await search(initech)).toMatchObject({ name: null, current_company: null });
  }, 600_000);

  it('a company added to the work history hides the candidate from that company', async () => {
    const profile = (await stack.rest<{ work_experiences: string }>('GET', '/api/candidate/profile', undefined, ada.token)).body;
    const entries = JSON.parse(profile.work_experiences) as unknown[];
    const companyName = initech.user.company_name!;
    const changed = Date.now();
    const r = await stack.rest(
      'POST',
      '/api/candidate/profile',
      {
        work_experiences: JSON.stringify([
          ...entries,
          { company: companyName, jobTitle: 'Intern', startMonth: 6, startYear: 2018, endMonth: 8, endYear: 2018, isCurrent: false },
        ]),
      },
      ada.token,
    );
    expect(r.status).toBe(200);
    await waitFor(async () => !(await search(initech)), { what: 'the candidate hidden from the company', timeoutMs: EVENT_WAIT_MS, intervalMs: 50 });
    console.info(`hiding rule applied in company search after ${Date.now() - changed} ms`);
  }, 600_000);
});
