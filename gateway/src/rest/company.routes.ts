import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../graphql/create-gateway.js';
import { bodyOf, str } from './accounts.mapping.js';
import { RestError, route, runOperation, sendRestError } from './execute.js';

/**
 * The company side of the marketplace (profiles spec 2.2, 2.4-2.6, 7; dashboards spec): candidate
 * search with the dashboard stats, details, unlock, unlocked list, tokens and the company profile.
 * Each route is one operation of the company subgraph, which owns every rule: companies only
 * (403 for a candidate), the hiding rule, and null personal fields until unlock. This file only
 * renames camelCase to the spec's snake_case. (`/api/company/interview-stages` is served with the
 * interview routes, by the interviews subgraph.)
 */
const INTERVIEW = `id processId companyName companyDomain position aiExtractedPosition positionEditedByCandidate
  jobFamily jobTitle stage stageLabel date sourceType aiSummary notes evidence { kind signingDomain system employer label }`;
const CANDIDATE = `id isUnlocked name firstName lastName email linkedinUrl preferredLocation currentCompany
  expectedBaseSalary dreamScenarioBaseSalary yearsExperience workModel isStrictlyRemote currentPosition jobFamily jobTitle
  skills top5Skills education { institution degreeLevel fieldOfStudy }
  workExperiences { company jobTitle startMonth startYear endMonth endYear isCurrent }
  interviews { ${INTERVIEW} } stats { totalInterviews totalCompanies offersReceived }`;
const PROFILE = `id email firstName lastName companyName industry size website tokens`;

/** The REST body of the search, built by the company subgraph (the same mapping as `candidateJson` below). */
export const SEARCH_JSON = `query SearchCandidatesJson($input: CandidateSearchInput) { searchCandidatesJson(input: $input) }`;
/** The same search, typed: what a GraphQL client asks; tests compare its mapping with SEARCH_JSON's body. */
export const SEARCH = `query SearchCandidates($input: CandidateSearchInput) {
  searchCandidates(input: $input) {
    candidates { ${CANDIDATE} }
    pagination { page perPage total pages }
    stats { totalCandidates unlockedCandidates unlockedOffers unlockedInterviews topStages { stage label count } }
  }
}`;
const DETAILS = `query CandidateDetails($candidateId: ID!) {
  candidateDetails(candidateId: $candidateId) { candidate { ${CANDIDATE} } interviews { ${INTERVIEW} } stats { totalInterviews totalCompanies offersReceived } }
}`;
const UNLOCK = `mutation UnlockCandidate($candidateId: ID!) {
  unlockCandidate(candidateId: $candidateId) { candidate { ${CANDIDATE} } tokens tokensSpent alreadyUnlocked }
}`;
const UNLOCKED = `query UnlockedCandidates { unlockedCandidates { id unlockedAt tokensSpent } }`;
const TOKENS = `query CompanyTokens {
  companyTokens { tokens unlockCost packages { id name kind priceUsd tokens interval unlocks pricePerUnlockUsd savingsPerMonthUsd bestValue expires features } }
}`;
const GET_PROFILE = `query CompanyProfilePage { companyTokens { tokens } myCompanyProfile { ${PROFILE} } }`;
const UPDATE_PROFILE = `mutation UpdateCompanyProfile($input: CompanyProfileInput!) { updateCompanyProfile(input: $input) { ${PROFILE} } }`;

export const COMPANY_REST_MESSAGES = {
  unlocked: 'Candidate unlocked successfully!',
  alreadyUnlocked: 'Candidate already unlocked',
  companyUpdated: 'Company information updated successfully!',
  accountUpdated: 'Account information updated successfully!',
  profileNotFound: 'Company profile not found',
} as const;

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
}

interface Stats {
  totalInterviews: number;
  totalCompanies: number;
  offersReceived: number;
}

export interface CandidateGql {
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
  workExperiences: { company: string | null; jobTitle: string; startMonth: number | null; startYear: number | null; endMonth: number | null; endYear: number | null; isCurrent: boolean }[];
  interviews: InterviewGql[];
  stats: Stats;
}

interface ProfileGql {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  industry: string | null;
  size: string | null;
  website: string | null;
  tokens: number;
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
  return { kind: e.kind, signing_domain: e.signingDomain, system: e.system, employer: e.employer, label: e.label };
}

const statsJson = (s: Stats) => ({ total_interviews: s.totalInterviews, total_companies: s.totalCompanies, offers_received: s.offersReceived });

/** The spec's "candidate search result"; the personal fields arrive null from the subgraph until unlock. */
export function candidateJson(c: CandidateGql) {
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
  };
}

function profileJson(p: ProfileGql) {
  return {
    id: p.id,
    email: p.email,
    first_name: p.firstName,
    last_name: p.lastName,
    company_name: p.companyName,
    industry: p.industry,
    size: p.size,
    website: p.website,
    tokens: p.tokens,
  };
}

/** `?page=2` → 2; blank → null (the default); anything else → -1, which the subgraph refuses with its text. */
function wholeParam(value: unknown): number | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return null;
  return /^\d{1,9}$/.test(text) ? Number(text) : -1;
}

/** Blank filters are not sent. */
function filterParam(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  return text || null;
}

type Query = Record<string, unknown>;

export function registerCompanyRoutes(app: FastifyInstance, apollo: ApolloServer<GatewayContext>): void {
  // The subgraph builds this body from precomputed card fragments (searchCandidatesJson): the
  // route passes the text through instead of executing ~200 fields per candidate in the subgraph,
  // again in the gateway and mapping them here (profiled: that was most of a search's CPU).
  app.get('/api/company/search-candidates', async (request, reply) => {
    try {
      const query = (request.query ?? {}) as Query;
      const input = {
        page: wholeParam(query['page']),
        perPage: wholeParam(query['per_page']),
        companyName: filterParam(query['company_name']),
        interviewStage: filterParam(query['interview_stage']),
        skills: filterParam(query['skills']),
      };
      const { searchCandidatesJson } = await runOperation<{ searchCandidatesJson: string }>(apollo, request, SEARCH_JSON, { input });
      return reply.type('application/json; charset=utf-8').send(searchCandidatesJson);
    } catch (error) {
      return sendRestError(reply, error);
    }
  });

  app.get(
    '/api/company/candidate-details/:candidate_id',
    route(async (request) => {
      const { candidate_id: candidateId } = request.params as { candidate_id: string };
      const { candidateDetails: d } = await runOperation<{ candidateDetails: { candidate: CandidateGql; interviews: InterviewGql[]; stats: Stats } }>(
        apollo,
        request,
        DETAILS,
        { candidateId },
      );
      return { success: true, candidate: candidateJson(d.candidate), interviews: d.interviews.map(interviewJson), stats: statsJson(d.stats) };
    }),
  );

  app.post(
    '/api/company/unlock-candidate',
    route(async (request) => {
      const body = bodyOf(request.body);
      const candidateId = str(body['candidate_id']) ?? '';
      const { unlockCandidate: u } = await runOperation<{ unlockCandidate: { candidate: CandidateGql; tokens: number; tokensSpent: number; alreadyUnlocked: boolean } }>(
        apollo,
        request,
        UNLOCK,
        { candidateId },
      );
      return {
        success: true,
        message: u.alreadyUnlocked ? COMPANY_REST_MESSAGES.alreadyUnlocked : COMPANY_REST_MESSAGES.unlocked,
        candidate: candidateJson(u.candidate),
        tokens: u.tokens,
        tokens_remaining: u.tokens,
        tokens_spent: u.tokensSpent,
        already_unlocked: u.alreadyUnlocked,
      };
    }),
  );

  app.get(
    '/api/company/unlocked-candidates',
    route(async (request) => {
      const { unlockedCandidates } = await runOperation<{ unlockedCandidates: { id: string; unlockedAt: string; tokensSpent: number }[] }>(apollo, request, UNLOCKED);
      return {
        success: true,
        unlocked_candidates: unlockedCandidates.map((u) => ({ id: u.id, candidate_id: u.id, unlocked_at: u.unlockedAt, tokens_spent: u.tokensSpent })),
      };
    }),
  );

  app.get(
    '/api/company/tokens',
    route(async (request) => {
      const { companyTokens: t } = await runOperation<{
        companyTokens: {
          tokens: number;
          unlockCost: number;
          packages: { id: string; name: string; kind: string; priceUsd: number; tokens: number; interval: string | null; unlocks: number; pricePerUnlockUsd: number; savingsPerMonthUsd: number; bestValue: boolean; expires: boolean; features: string[] }[];
        };
      }>(apollo, request, TOKENS);
      return {
        success: true,
        tokens: t.tokens,
        unlock_cost: t.unlockCost,
        packages: t.packages.map((p) => ({
          id: p.id,
          name: p.name,
          type: p.kind,
          price: p.priceUsd,
          tokens: p.tokens,
          interval: p.interval,
          unlocks: p.unlocks,
          price_per_unlock: p.pricePerUnlockUsd,
          savings_per_month: p.savingsPerMonthUsd,
          best_value: p.bestValue,
          expires: p.expires,
          features: p.features,
        })),
      };
    }),
  );

  app.get(
    '/api/company/profile',
    route(async (request) => {
      const { myCompanyProfile } = await runOperation<{ myCompanyProfile: ProfileGql | null }>(apollo, request, GET_PROFILE);
      if (!myCompanyProfile) throw new RestError(404, COMPANY_REST_MESSAGES.profileNotFound);
      return { success: true, ...profileJson(myCompanyProfile) };
    }),
  );

  app.post(
    '/api/company/profile',
    route(async (request) => {
      const body = bodyOf(request.body);
      const field = (name: string) => (name in body ? (str(body[name]) ?? '') : null);
      const input = {
        firstName: field('first_name'),
        lastName: field('last_name'),
        companyName: field('company_name'),
        industry: field('industry'),
        size: field('size'),
        website: field('website'),
      };
      const { updateCompanyProfile } = await runOperation<{ updateCompanyProfile: ProfileGql }>(apollo, request, UPDATE_PROFILE, { input });
      const companyForm = ['companyName', 'industry', 'size', 'website'].some((key) => input[key as keyof typeof input] !== null);
      return {
        success: true,
        message: companyForm ? COMPANY_REST_MESSAGES.companyUpdated : COMPANY_REST_MESSAGES.accountUpdated,
        profile: profileJson(updateCompanyProfile),
      };
    }),
  );
}
