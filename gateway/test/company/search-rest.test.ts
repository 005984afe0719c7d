import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { uniqueSuffix, waitFor } from '@hiring/service-kit/testing';
import { startTestPublisher, type EventPublisher, aProfile, anInterview, aWorkExperience } from '@hiring/test-kit/events';
import { startStack, type Stack, registerCompany, type RegisteredUser } from '@hiring/test-kit/stack';

/**
 * The search's REST body is the typed GraphQL search through the facade's generic mapping. It must
 * stay what the spec's mapping, written out field by field below (the facade's hand-written mapper
 * before the generic one), makes of the same GraphQL answer, also after events replace a
 * candidate's entry (profile, interview update, deletion) and after an unlock (the unlocked card).
 * Real Kafka and FerretDB, the whole back end.
 */
type Json = Record<string, unknown>;

// The contract, field by field: the spec's names for what a GraphQL client gets.
const INTERVIEW_FIELDS = `id processId companyName companyDomain position aiExtractedPosition positionEditedByCandidate
  jobFamily jobTitle stage stageLabel date sourceType aiSummary notes evidence { kind signingDomain system employer label level levelLabel levelDescription }`;
const CANDIDATE = `id isUnlocked name firstName lastName email linkedinUrl preferredLocation currentCompany
  expectedBaseSalary dreamScenarioBaseSalary yearsExperience workModel isStrictlyRemote currentPosition jobFamily jobTitle
  skills top5Skills education { institution degreeLevel fieldOfStudy }
  workExperiences { company jobTitle startMonth startYear endMonth endYear isCurrent }
  interviews { ${INTERVIEW_FIELDS} } stats { totalInterviews totalCompanies offersReceived } employerVerifiedInterviews`;
const SEARCH = `query SearchCandidates($input: CandidateSearchInput) {
  searchCandidates(input: $input) {
    candidates { ${CANDIDATE} }
    pagination { page perPage total pages }
    stats { totalCandidates unlockedCandidates unlockedOffers unlockedInterviews topStages { stage label count } }
  }
}`;

interface InterviewGql {
  id: string;
  processId: string;
  companyName: string;
  companyDomain: string | null;
  position: string | null;
  aiExtractedPosition: string | null;
  positionEditedByCandidate: boolean;
  jobFamily: string | null;
  jobTitle: string | null;
  stage: string;
  stageLabel: string;
  date: string | null;
  sourceType: string;
  aiSummary: string | null;
  notes: string | null;
  evidence: EvidenceGql | null;
}

interface EvidenceGql {
  kind: string;
  signingDomain: string;
  system: string | null;
  employer: string;
  label: string;
  level: string;
  levelLabel: string;
  levelDescription: string;
}

interface Stats {
  totalInterviews: number;
  totalCompanies: number;
  offersReceived: number;
}

interface CandidateGql {
  id: string;
  isUnlocked: boolean;
  name: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  linkedinUrl: string | null;
  preferredLocation: string | null;
  currentCompany: string | null;
  expectedBaseSalary: number | null;
  dreamScenarioBaseSalary: number | null;
  yearsExperience: number | null;
  workModel: string | null;
  isStrictlyRemote: boolean;
  currentPosition: string | null;
  jobFamily: string | null;
  jobTitle: string | null;
  skills: string[];
  top5Skills: string[];
  education: { institution: string | null; degreeLevel: string | null; fieldOfStudy: string | null };
  workExperiences: {
    company: string | null;
    jobTitle: string;
    startMonth: number | null;
    startYear: number | null;
    endMonth: number | null;
    endYear: number | null;
    isCurrent: boolean;
  }[];
  interviews: InterviewGql[];
  stats: Stats;
  employerVerifiedInterviews: number;
}

/** The spec's "interview or company entry (search)". Interviews come from emails: `email_group_auto`. */
function interviewJson(i: InterviewGql) {
  return {
    id: i.id,
    process_id: i.processId,
    company_name: i.companyName,
    company_domain: i.companyDomain,
    position: i.position,
    ai_extracted_position: i.aiExtractedPosition,
    position_edited_by_candidate: i.positionEditedByCandidate,
    job_family: i.jobFamily,
    job_title: i.jobTitle,
    stage: i.stage,
    stage_label: i.stageLabel,
    date: i.date,
    source_type: i.sourceType.startsWith('email') ? 'email_group_auto' : i.sourceType,
    source_label: i.sourceType.startsWith('email') ? 'Email Analysis' : 'Manual Entry',
    ai_summary: i.aiSummary,
    notes: i.notes,
    evidence: i.evidence ? evidenceJson(i.evidence) : null,
  };
}

/** Why the interview is believed (the DKIM signing domain and the employer it names); shown before unlock. */
function evidenceJson(e: EvidenceGql) {
  // The evidence level in words (issue 27): employer_verified or sender_named.
  return {
    kind: e.kind,
    signing_domain: e.signingDomain,
    system: e.system,
    employer: e.employer,
    label: e.label,
    level: e.level,
    level_label: e.levelLabel,
    level_description: e.levelDescription,
  };
}

const statsJson = (s: Stats) => ({ total_interviews: s.totalInterviews, total_companies: s.totalCompanies, offers_received: s.offersReceived });

/** The spec's "candidate search result"; the personal fields arrive null from the subgraph until unlock. */
function candidateJson(c: CandidateGql) {
  return {
    id: c.id,
    candidate_id: c.id,
    is_unlocked: c.isUnlocked,
    name: c.name,
    first_name: c.firstName,
    last_name: c.lastName,
    email: c.email,
    linkedin_url: c.linkedinUrl,
    preferred_location: c.preferredLocation,
    current_company: c.currentCompany,
    expected_base_salary: c.expectedBaseSalary,
    dream_scenario_base_salary: c.dreamScenarioBaseSalary,
    years_experience: c.yearsExperience,
    work_model: c.workModel,
    is_strictly_remote: c.isStrictlyRemote,
    current_position: c.currentPosition,
    job_family: c.jobFamily,
    job_title: c.jobTitle,
    skills: c.skills,
    top5_skills: c.top5Skills,
    education: { institution: c.education.institution, degree_level: c.education.degreeLevel, field_of_study: c.education.fieldOfStudy },
    // The work experience entity keeps its camelCase keys (company, jobTitle, startMonth, ...).
    work_experiences: c.workExperiences,
    companies: c.interviews.map(interviewJson),
    stats: statsJson(c.stats),
    employer_verified_interviews: c.employerVerifiedInterviews,
  };
}

interface TypedPage {
  searchCandidates: {
    candidates: CandidateGql[];
    pagination: { page: number; perPage: number; total: number; pages: number };
    stats: {
      totalCandidates: number;
      unlockedCandidates: number;
      unlockedOffers: number;
      unlockedInterviews: number;
      topStages: { stage: string; label: string; count: number }[];
    };
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
  const response = await fetch(`${stack.gateway.url}/api/company/search-candidates?skills=${marker}${extra}`, {
    headers: { authorization: `Bearer ${company.token}` },
  });
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

/** What the REST facade answered with hand-written mappers: the typed GraphQL search, mapped field by field. */
async function mapped(input: Json) {
  const { body } = await stack.graphql<TypedPage>(SEARCH, { input: { skills: marker, ...input } }, company.token);
  const r = body.data!.searchCandidates;
  return {
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
  };
}

async function expectSame(extra = '', input: Json = {}) {
  const rest = await restText(extra);
  expect(rest.status).toBe(200);
  expect(rest.type).toMatch(/^application\/json/);
  // The same JSON value (key order is not part of the contract).
  expect(JSON.parse(rest.text)).toEqual(await mapped(input));
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

describe('the REST search body (typed searchCandidates, generic mapping)', () => {
  const alice = aProfile({
    skills: ['Go', marker],
    firstName: `Alice${sfx}`,
    lastName: 'Locked',
    email: `alice-${sfx}@example.test`,
    linkedinUrl: null,
    location: null,
  });
  const bob = aProfile({
    skills: ['Rust', 'SQL', 'Kafka', 'Go', 'Python', 'Java', marker],
    firstName: `Bob${sfx}`,
    email: `bob-${sfx}@example.test`,
    workExperiences: [
      aWorkExperience({ company: `Employer ${sfx}`, isCurrent: false, endMonth: 3, endYear: 2024 }),
      aWorkExperience({ company: 'Now Corp', isCurrent: true }),
    ],
  });
  const bobInterview = anInterview(bob.candidateId, { companyName: 'Globex', stage: 'onsite', aiSummary: 'Went "well" \u2014 ünïcode & <tags>' });

  beforeAll(async () => {
    await events.candidate(alice, [
      {
        companyName: 'Hooli',
        companyDomain: 'hooli.com',
        stage: 'offer',
        interviewDate: '2026-01-01T00:00:00.000Z',
        evidence: {
          kind: 'hiring_system',
          signingDomain: 'us.greenhouse-mail.io',
          system: 'Greenhouse',
          employer: 'Hooli',
          label: 'Signed by Greenhouse for Hooli',
          level: 'sender_named',
        },
      },
      { stage: 'final', evidence: null, companyDomain: null, interviewDate: null },
    ]);
    await events.profile(bob);
    await events.uploaded(bobInterview);
    // Every event applied, not only both profiles: alice's two interviews and bob's one.
    const interviewsOf = (b: { candidates: Json[] }, id: string) => (byId(b, id)?.['companies'] as Json[] | undefined)?.length;
    await until((b) => interviewsOf(b, alice.candidateId) === 2 && interviewsOf(b, bob.candidateId) === 1, 'both candidates with their interviews');
  }, 60_000);

  it('is the typed search mapped as the spec names it, on every page size and filter', async () => {
    await expectSame();
    await expectSame('&per_page=1&page=2', { perPage: 1, page: 2 });
    await expectSame('&company_name=globex', { companyName: 'globex' });
    await expectSame('&interview_stage=Onsite', { interviewStage: 'Onsite' });
    // Neither has employer-verified evidence (Hooli's is only named by Greenhouse).
    expect((await expectSame('&employer_verified_only=true', { employerVerifiedOnly: true })).candidates).toEqual([]);
    const empty = await expectSame('&page=9', { page: 9 });
    expect(empty.candidates).toEqual([]);
  });

  it('answers errors with the REST texts and statuses', async () => {
    const bad = await restText('&per_page=101');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text)).toEqual({
      success: false,
      error: 'Results per page must be a whole number from 1 to 100',
      message: 'Results per page must be a whole number from 1 to 100',
    });
    const anonymous = await fetch(`${stack.gateway.url}/api/company/search-candidates`);
    expect(anonymous.status).toBe(401);
  });

  it('follows a profile event, an interview update and a deletion (a new entry)', async () => {
    await events.profile({ ...bob, revision: bob.revision + 1, skills: ['Elixir', marker], yearsExperience: 11 });
    await until((b) => (byId(b, bob.candidateId)?.['skills'] as string[] | undefined)?.[0] === 'Elixir', 'the new skills');
    await expectSame();

    await events.updated({ ...bobInterview, revision: bobInterview.revision + 1, stage: 'final' });
    await until((b) => (byId(b, bob.candidateId)?.['companies'] as Json[] | undefined)?.[0]?.['stage'] === 'final', 'the updated interview');
    await expectSame();

    const [, second] = (
      await until((b) => (byId(b, alice.candidateId)?.['companies'] as Json[] | undefined)?.length === 2, 'alice with two interviews')
    ).candidates.find((c) => c['id'] === alice.candidateId)!['companies'] as Json[];
    await events.deleted({ interviewId: second!['id'] as string, candidateId: alice.candidateId, processId: second!['process_id'] as string }, 99);
    await until((b) => (byId(b, alice.candidateId)?.['companies'] as Json[] | undefined)?.length === 1, 'the deletion');
    await expectSame();
  }, 60_000);

  it("serves the unlocked card after an unlock and never a locked candidate's personal data", async () => {
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
