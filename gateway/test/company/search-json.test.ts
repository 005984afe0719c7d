import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { uniqueSuffix, waitFor } from '@hiring/service-kit/testing';
import { startTestPublisher, type EventPublisher } from '../../../services/company/test/support/events.js';
import { aProfile, anInterview, aWorkExperience } from '../../../services/company/test/support/builders.js';
import { candidateJson, SEARCH, type CandidateGql } from '../../src/rest/company.routes.js';
import { startStack, type Stack } from '../support/start-stack.js';
import { registerCompany, type RegisteredUser } from '../support/accounts.js';

/**
 * The search's REST body is built by the company subgraph from card fragments made once per
 * candidate and lock state (searchCandidatesJson). It must stay, byte for byte, what the REST
 * facade made of the typed GraphQL answer (searchCandidates mapped by `candidateJson`), also after
 * events replace a candidate's entry (profile, interview update, deletion) and after an unlock
 * (the unlocked card). Real Kafka and FerretDB, the whole back end.
 */
type Json = Record<string, unknown>;
interface TypedPage {
  searchCandidates: {
    candidates: CandidateGql[];
    pagination: { page: number; perPage: number; total: number; pages: number };
    stats: { totalCandidates: number; unlockedCandidates: number; unlockedOffers: number; unlockedInterviews: number; topStages: { stage: string; label: string; count: number }[] };
  };
}

const sfx = uniqueSuffix();
const marker = `frag${sfx}`;
let stack: Stack;
let publisher: Awaited<ReturnType<typeof startTestPublisher>>;
let events: EventPublisher;
let company: RegisteredUser;

/** The REST body as text and parsed, for `skills=<marker>` plus `extra`. */
async function restText(extra = '') {
  const response = await fetch(`${stack.gateway.url}/api/company/search-candidates?skills=${marker}${extra}`, { headers: { authorization: `Bearer ${company.token}` } });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

/** What the REST facade used to answer: the typed GraphQL search, mapped field by field. */
async function mappedText(input: Json) {
  const { body } = await stack.graphql<TypedPage>(SEARCH, { input: { skills: marker, ...input } }, company.token);
  const r = body.data!.searchCandidates;
  return JSON.stringify({
    success: true,
    candidates: r.candidates.map(candidateJson),
    pagination: { page: r.pagination.page, per_page: r.pagination.perPage, total: r.pagination.total, pages: r.pagination.pages },
    stats: {
      total_candidates: r.stats.totalCandidates,
      unlocked_candidates: r.stats.unlockedCandidates,
      unlocked_offers: r.stats.unlockedOffers,
      unlocked_interviews: r.stats.unlockedInterviews,
      top_stages: r.stats.topStages,
    },
  });
}

async function expectSame(extra = '', input: Json = {}) {
  const rest = await restText(extra);
  expect(rest.status).toBe(200);
  expect(rest.type).toMatch(/^application\/json/);
  expect(rest.text).toBe(await mappedText(input));
  return JSON.parse(rest.text) as { candidates: Json[]; pagination: { total: number } };
}

/** Waits until the view answers `check` for the marker's candidates. */
function until(check: (body: { candidates: Json[]; pagination: { total: number } }) => boolean, what: string) {
  return waitFor(
    async () => {
      const rest = await restText('&per_page=100');
      const body = rest.status === 200 ? (JSON.parse(rest.text) as { candidates: Json[]; pagination: { total: number } }) : null;
      return body && check(body) ? body : null;
    },
    { what },
  );
}

const byId = (body: { candidates: Json[] }, id: string) => body.candidates.find((c) => c['id'] === id);

beforeAll(async () => {
  publisher = await startTestPublisher();
  events = publisher.events;
  stack = await startStack();
  company = await registerCompany(stack, { companyName: `Fragment ${sfx} Inc` });
  await waitFor(async () => (await stack.rest('GET', '/api/company/profile', undefined, company.token)).status === 200, { what: 'the company profile' });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  await publisher?.stop();
});

describe('searchCandidatesJson (the REST search body from card fragments)', () => {
  const alice = aProfile({ skills: ['Go', marker], firstName: `Alice${sfx}`, lastName: 'Locked', email: `alice-${sfx}@example.test`, linkedinUrl: null, location: null });
  const bob = aProfile({
    skills: ['Rust', 'SQL', 'Kafka', 'Go', 'Python', 'Java', marker],
    firstName: `Bob${sfx}`,
    email: `bob-${sfx}@example.test`,
    workExperiences: [aWorkExperience({ company: `Employer ${sfx}`, isCurrent: false, endMonth: 3, endYear: 2024 }), aWorkExperience({ company: 'Now Corp', isCurrent: true })],
  });
  const bobInterview = anInterview(bob.candidateId, { companyName: 'Globex', stage: 'onsite', aiSummary: 'Went "well" \u2014 ünïcode & <tags>' });

  beforeAll(async () => {
    await events.candidate(alice, [
      {
        companyName: 'Hooli',
        companyDomain: 'hooli.com',
        stage: 'offer',
        interviewDate: '2026-01-01T00:00:00.000Z',
        evidence: { kind: 'hiring_system', signingDomain: 'us.greenhouse-mail.io', system: 'Greenhouse', employer: 'Hooli', label: 'Signed by Greenhouse for Hooli' },
      },
      { stage: 'final', evidence: null, companyDomain: null, interviewDate: null },
    ]);
    await events.profile(bob);
    await events.uploaded(bobInterview);
    await until((b) => b.pagination.total === 2, 'both candidates');
  }, 60_000);

  it('is the typed search mapped by the REST facade, byte for byte, on every page size and filter', async () => {
    await expectSame();
    await expectSame('&per_page=1&page=2', { perPage: 1, page: 2 });
    await expectSame('&company_name=globex', { companyName: 'globex' });
    await expectSame('&interview_stage=Onsite', { interviewStage: 'Onsite' });
    const empty = await expectSame('&page=9', { page: 9 });
    expect(empty.candidates).toEqual([]);
  });

  it('answers errors with the REST texts and statuses', async () => {
    const bad = await restText('&per_page=101');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text)).toEqual({ success: false, error: 'Results per page must be a whole number from 1 to 100', message: 'Results per page must be a whole number from 1 to 100' });
    const anonymous = await fetch(`${stack.gateway.url}/api/company/search-candidates`);
    expect(anonymous.status).toBe(401);
  });

  it('follows a profile event, an interview update and a deletion (a new entry, a new fragment)', async () => {
    await events.profile({ ...bob, revision: bob.revision + 1, skills: ['Elixir', marker], yearsExperience: 11 });
    await until((b) => (byId(b, bob.candidateId)?.['skills'] as string[] | undefined)?.[0] === 'Elixir', 'the new skills');
    await expectSame();

    await events.updated({ ...bobInterview, revision: bobInterview.revision + 1, stage: 'final' });
    await until((b) => (byId(b, bob.candidateId)?.['companies'] as Json[] | undefined)?.[0]?.['stage'] === 'final', 'the updated interview');
    await expectSame();

    const [, second] = (await until((b) => (byId(b, alice.candidateId)?.['companies'] as Json[] | undefined)?.length === 2, 'alice with two interviews'))
      .candidates.find((c) => c['id'] === alice.candidateId)!['companies'] as Json[];
    await events.deleted({ interviewId: second!['id'] as string, candidateId: alice.candidateId, processId: second!['process_id'] as string }, 99);
    await until((b) => (byId(b, alice.candidateId)?.['companies'] as Json[] | undefined)?.length === 1, 'the deletion');
    await expectSame();
  }, 60_000);

  it('serves the unlocked card after an unlock and never a locked candidate\'s personal data', async () => {
    const locked = await restText();
    for (const secret of [alice.firstName, alice.email, bob.firstName, bob.email, `Employer ${sfx}`]) expect(locked.text).not.toContain(secret);

    await events.grant(company.user.id, 10);
    await waitFor(async () => (await stack.rest<Json>('GET', '/api/company/tokens', undefined, company.token)).body['tokens'] === 10, { what: 'the grant' });
    const unlock = await stack.rest<Json>('POST', '/api/company/unlock-candidate', { candidate_id: bob.candidateId }, company.token);
    expect(unlock.status).toBe(200);

    const body = await expectSame();
    expect(byId(body, bob.candidateId)).toMatchObject({ is_unlocked: true, first_name: bob.firstName, email: bob.email });
    expect(byId(body, alice.candidateId)).toMatchObject({ is_unlocked: false, first_name: null, email: null, linkedin_url: null });
    const text = (await restText()).text;
    expect(text).toContain(`Employer ${sfx}`);
    expect(text).not.toContain(alice.email);
  }, 60_000);
});
