import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../graphql/create-gateway.js';
import { bodyOf, str } from './accounts.mapping.js';
import { RestError, route, runOperation } from './execute.js';
import { toRest } from './rest-shape.js';
import type { SearchCandidateFieldsFragment, SearchInterviewFieldsFragment } from './generated/graphql.js';
import { SEARCH_CANDIDATES } from './operations/search-candidates.query.js';
import { CANDIDATE_DETAILS } from './operations/candidate-details.query.js';
import { UNLOCK_CANDIDATE } from './operations/unlock-candidate.mutation.js';
import { UNLOCKED_CANDIDATES } from './operations/unlocked-candidates.query.js';
import { COMPANY_TOKENS } from './operations/company-tokens.query.js';
import { COMPANY_PROFILE_PAGE } from './operations/company-profile-page.query.js';
import { UPDATE_COMPANY_PROFILE } from './operations/update-company-profile.mutation.js';

/**
 * The company side of the marketplace (profiles spec 2.2, 2.4-2.6, 7; dashboards spec): candidate
 * search with the dashboard stats, details, unlock, unlocked list, tokens and the company profile.
 * Each route is one operation of the company subgraph, which owns every rule: companies only
 * (403 for a candidate), the hiding rule, and null personal fields until unlock. This file only
 * renames camelCase to the spec's snake_case. (`/api/company/interview-stages` is served with the
 * interview routes, by the interviews subgraph.)
 */
export const COMPANY_REST_MESSAGES = {
  unlocked: 'Candidate unlocked successfully!',
  alreadyUnlocked: 'Candidate already unlocked',
  companyUpdated: 'Company information updated successfully!',
  accountUpdated: 'Account information updated successfully!',
  profileNotFound: 'Company profile not found',
} as const;

/**
 * The spec's "candidate search result": the generic mapping, plus the interviews' source, which
 * the spec names after its own pipeline (every interview here comes from an email).
 */
export function candidateJson(candidate: SearchCandidateFieldsFragment) {
  const rest = toRest(candidate);
  return { ...rest, companies: candidate.companies.map(interviewJson) };
}

function interviewJson(interview: SearchInterviewFieldsFragment) {
  const email = interview.sourceType.startsWith('email');
  return { ...toRest(interview), source_type: email ? 'email_group_auto' : interview.sourceType, source_label: email ? 'Email Analysis' : 'Manual Entry' };
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
  route(app, {
    method: 'GET',
    url: '/api/company/search-candidates',
    handle: async (request) => {
      const query = (request.query ?? {}) as Query;
      const input = {
        page: wholeParam(query['page']),
        perPage: wholeParam(query['per_page']),
        companyName: filterParam(query['company_name']),
        interviewStage: filterParam(query['interview_stage']),
        skills: filterParam(query['skills']),
      };
      const { searchCandidates } = await runOperation(apollo, request, SEARCH_CANDIDATES, { input });
      return { success: true, ...toRest(searchCandidates), candidates: searchCandidates.candidates.map(candidateJson) };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/company/candidate-details/:candidate_id',
    handle: async (request) => {
      const { candidate_id: candidateId } = request.params as { candidate_id: string };
      const { candidateDetails: d } = await runOperation(apollo, request, CANDIDATE_DETAILS, { candidateId });
      return { success: true, candidate: candidateJson(d.candidate), interviews: d.interviews.map(interviewJson), stats: toRest(d.stats) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/company/unlock-candidate',
    handle: async (request) => {
      const body = bodyOf(request.body);
      const candidateId = str(body['candidate_id']) ?? '';
      const { unlockCandidate: u } = await runOperation(apollo, request, UNLOCK_CANDIDATE, { candidateId });
      return {
        success: true,
        message: u.alreadyUnlocked ? COMPANY_REST_MESSAGES.alreadyUnlocked : COMPANY_REST_MESSAGES.unlocked,
        ...toRest(u),
        candidate: candidateJson(u.candidate),
      };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/company/unlocked-candidates',
    handle: async (request) => {
      const { unlockedCandidates } = await runOperation(apollo, request, UNLOCKED_CANDIDATES);
      return { success: true, unlocked_candidates: toRest(unlockedCandidates) };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/company/tokens',
    handle: async (request) => {
      const { companyTokens } = await runOperation(apollo, request, COMPANY_TOKENS);
      return { success: true, ...toRest(companyTokens) };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/company/profile',
    handle: async (request) => {
      const { myCompanyProfile } = await runOperation(apollo, request, COMPANY_PROFILE_PAGE);
      if (!myCompanyProfile) throw new RestError(404, COMPANY_REST_MESSAGES.profileNotFound);
      return { success: true, ...toRest(myCompanyProfile) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/company/profile',
    handle: async (request) => {
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
      const { updateCompanyProfile } = await runOperation(apollo, request, UPDATE_COMPANY_PROFILE, { input });
      const companyForm = [input.companyName, input.industry, input.size, input.website].some((value) => value !== null);
      return {
        success: true,
        message: companyForm ? COMPANY_REST_MESSAGES.companyUpdated : COMPANY_REST_MESSAGES.accountUpdated,
        profile: toRest(updateCompanyProfile),
      };
    },
  });
}
