import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import { INTERVIEW_SOURCE_LABELS, UNLOCK_COST_TOKENS } from '@hiring/contracts/vocabulary';
import type { GatewayContext } from '../graphql/create-gateway.js';
import { bodyOf, str } from './accounts.mapping.js';
import { route, runOperation } from './execute.js';
import { toRest } from './rest-shape.js';
import { Type } from 'typebox';
import type { JsonSchema, ObjectSchema, OperationSchemas } from './openapi/json-schema.js';
import { FilledText, TEXT, body, extend, ok, says } from './openapi/request-schemas.js';
import type { SearchCandidateFieldsFragment } from './generated/graphql.js';
import { SEARCH_CANDIDATES } from './operations/search-candidates.query.js';
import { CANDIDATE_DETAILS } from './operations/candidate-details.query.js';
import { UNLOCK_CANDIDATE } from './operations/unlock-candidate.mutation.js';
import { UNLOCKED_CANDIDATES } from './operations/unlocked-candidates.query.js';
import { COMPANY_TOKEN_PACKAGES } from './operations/company-token-packages.query.js';
import { COMPANY_PROFILE_PAGE } from './operations/company-profile-page.query.js';
import { SAVE_COMPANY_PROFILE } from './operations/save-company-profile.mutation.js';
import { REQUEST_WORK_ADDRESS_CODE, VERIFY_WORK_ADDRESS } from './operations/work-addresses.mutation.js';
import {
  ACCOUNT_LIMITS,
  SEARCH_LIMITS,
  SEARCH_MESSAGES,
  UNLOCK_REQUEST_MESSAGES,
  COMPANY_IDENTITY_MESSAGES,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN_SOURCE,
  INDUSTRIES,
  COMPANY_PROFILE_LIMITS,
  COMPANY_PROFILE_MESSAGES,
  COMPANY_SIZES,
  WEBSITE_MAX_LENGTH,
  WEBSITE_PATTERN_SOURCE,
} from '@hiring/contracts/vocabulary';

/**
 * The company side of the marketplace (docs/product/screens.md#company-profile, docs/product/screens.md#candidate-search, docs/product/screens.md#candidate-detail, docs/product/screens.md#interview-process-summary, docs/product/api.md#rest-api; docs/product/screens.md#dashboard): candidate
 * search with the dashboard stats, details, unlock, unlocked list, tokens and the company profile.
 * Each route is one operation of the company subgraph, which owns every rule: companies only
 * (403 for a candidate), the hiding rule, null personal fields until unlock, the messages. This file only
 * renames camelCase to the spec's snake_case. (`/api/company/interview-stages` is served with the
 * interview routes, by the interviews subgraph.)
 */
/**
 * The spec's "candidate search result": the generic mapping. The subgraph words every value (the
 * spec's source type and label included, RestInterviewFields); this only renames.
 */
export function candidateJson(candidate: SearchCandidateFieldsFragment) {
  return toRest(candidate);
}

/** The digits a page parameter may have (a whole number the graph's Int holds). */
const WHOLE_PARAM_DIGITS = 9;
const WHOLE_PARAM = new RegExp(`^\\d{1,${WHOLE_PARAM_DIGITS}}$`);

/** `?page=2` → 2; blank → null (the default); anything else → -1, which the subgraph refuses with its text. */
function wholeParam(value: unknown): number | null {
  const text = typeof value === 'string' ? value.trim() : '';
  if (!text) return null;
  return WHOLE_PARAM.test(text) ? Number(text) : -1;
}

/** `1|2|...|max`: a query parameter's whole-number range as a pattern (query values are text). */
function wholeNumbersUpTo(max: number): string {
  return Array.from({ length: max }, (_, index) => String(index + 1)).join('|');
}

/** `?employer_verified_only=true` (or 1, yes): only candidates with an employer-verified interview. */
function flagParam(value: unknown): boolean | null {
  const text = typeof value === 'string' ? value.trim().toLowerCase() : '';
  return ['true', '1', 'yes', 'on'].includes(text) ? true : null;
}

/** Blank filters are not sent. */
function filterParam(value: unknown): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  return text || null;
}

type Query = Record<string, unknown>;

const m = COMPANY_PROFILE_MESSAGES;
/** A name the company service keeps: not blank, at most `max` characters. */
const profileName = (required: string, field: string, max: number) =>
  Type.String({ pattern: '\\S', maxLength: max, ...says({ pattern: required, maxLength: m.tooLong(field, max) }) });
/** `Media` → `[Mm][Ee][Dd][Ii][Aa]`: the service matches options in any letter case (JSON Schema patterns have no flags). */
const anyCase = (option: string): string =>
  [...option].map((c) => (c.toLowerCase() !== c.toUpperCase() ? `[${c.toUpperCase()}${c.toLowerCase()}]` : c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('');
/** One of the options in any letter case (the service trims and matches so), or blank (or null) to clear it. */
const option = (options: readonly string[], text: string) =>
  Type.Union([Type.String({ pattern: `^\\s*(?:${options.map(anyCase).join('|')})?\\s*$` }), Type.Null()], says(text));
/**
 * The account form (names) or the company form: every field optional, at least one given
 * (the service answers "Nothing to update" otherwise), each held to the company service's rule.
 */
const PROFILE_FIELDS = {
  first_name: profileName(m.firstNameRequired, 'First name', COMPANY_PROFILE_LIMITS.nameMaxLength),
  last_name: profileName(m.lastNameRequired, 'Last name', COMPANY_PROFILE_LIMITS.nameMaxLength),
  company_name: profileName(m.companyNameRequired, 'Company name', COMPANY_PROFILE_LIMITS.companyNameMaxLength),
  industry: option(INDUSTRIES, m.industry),
  size: option(COMPANY_SIZES, m.size),
  website: Type.Union([Type.String({ pattern: WEBSITE_PATTERN_SOURCE, maxLength: WEBSITE_MAX_LENGTH }), Type.Null()], says(m.website)),
};
/** A well-formed address (the company service's rule); whether it is at the company's domain is its to say. */
const WORK_ADDRESS = Type.String({ pattern: EMAIL_PATTERN_SOURCE, maxLength: EMAIL_MAX_LENGTH, ...says(COMPANY_IDENTITY_MESSAGES.invalidAddress) });
const SIX_DIGITS = `^\\s*[0-9]{${ACCOUNT_LIMITS.verificationCodeLength}}\\s*$`;
const PROFILE_FORM = Type.Object(Object.fromEntries(Object.entries(PROFILE_FIELDS).map(([name, schema]) => [name, Type.Optional(schema)])), {
  anyOf: Object.keys(PROFILE_FIELDS).map((name) => ({ required: [name] })),
  ...says(m.nothingToUpdate),
});

/** candidateJson's schema: the generic mapping's, with the spec's two source labels as an enum. */
function candidateSchema(docs: OperationSchemas): { candidate: ObjectSchema; interview: ObjectSchema } {
  const mapped = docs.objectField(CANDIDATE_DETAILS, 'candidateDetails');
  const interviewOf = (schema: JsonSchema) => schema['items'] as ObjectSchema;
  const interview = extend(interviewOf(mapped.properties['interviews'] as JsonSchema), {
    source_type: TEXT,
    source_label: { enum: Object.values(INTERVIEW_SOURCE_LABELS) },
  });
  return { interview, candidate: extend(mapped.properties['candidate'] as ObjectSchema, { companies: { type: 'array', items: interview } }) };
}

export function registerCompanyRoutes(app: FastifyInstance, apollo: ApolloServer<GatewayContext>, docs: OperationSchemas): void {
  const { candidate, interview } = candidateSchema(docs);
  const page = docs.objectField(SEARCH_CANDIDATES, 'searchCandidates');
  route(app, {
    method: 'GET',
    url: '/api/company/search-candidates',
    summary: 'Companies: anonymous candidates (personal fields null until unlock), a page, and the dashboard figures',
    schema: {
      querystring: Type.Object({
        page: Type.Optional(Type.String({ pattern: `^\\s*$|^\\s*[1-9][0-9]{0,${WHOLE_PARAM_DIGITS - 1}}\\s*$`, ...says(SEARCH_MESSAGES.page) })),
        per_page: Type.Optional(
          Type.String({ pattern: `^\\s*$|^\\s*(?:${wholeNumbersUpTo(SEARCH_LIMITS.maxPerPage)})\\s*$`, ...says(SEARCH_MESSAGES.perPage) }),
        ),
        company_name: Type.Optional(Type.String()),
        interview_stage: Type.Optional(Type.String()),
        skills: Type.Optional(Type.String()),
        employer_verified_only: Type.Optional(Type.String()),
      }),
    },
    responses: { 200: ok({ candidates: { type: 'array', items: candidate } }, page) },
    handle: async (request) => {
      const query = (request.query ?? {}) as Query;
      const input = {
        page: wholeParam(query['page']),
        perPage: wholeParam(query['per_page']),
        companyName: filterParam(query['company_name']),
        interviewStage: filterParam(query['interview_stage']),
        skills: filterParam(query['skills']),
        employerVerifiedOnly: flagParam(query['employer_verified_only']),
      };
      const { searchCandidates } = await runOperation(apollo, request, SEARCH_CANDIDATES, { input });
      const { candidates, ...page } = searchCandidates;
      return { success: true, ...toRest(page), candidates: candidates.map(candidateJson) };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/company/candidate-details/:candidate_id',
    summary: 'Companies: one candidate with their public interviews',
    schema: { params: Type.Object({ candidate_id: Type.String() }) },
    responses: {
      200: ok({
        candidate,
        interviews: { type: 'array', items: interview },
        stats: docs.objectField(CANDIDATE_DETAILS, 'candidateDetails').properties['stats'] as JsonSchema,
      }),
    },
    handle: async (request) => {
      const { candidate_id: candidateId } = request.params;
      const { candidateDetails: d } = await runOperation(apollo, request, CANDIDATE_DETAILS, { candidateId });
      return { success: true, candidate: candidateJson(d.candidate), interviews: toRest(d.interviews), stats: toRest(d.stats) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/company/unlock-candidate',
    summary: `Companies: spends ${UNLOCK_COST_TOKENS} tokens to see a candidate (nothing the second time)`,
    schema: { body: body({ candidate_id: FilledText(UNLOCK_REQUEST_MESSAGES.candidateRequired) }, ['candidate_id']) },
    responses: { 200: ok({ candidate }, docs.objectField(UNLOCK_CANDIDATE, 'unlockCandidate')) },
    handle: async (request) => {
      const body = bodyOf(request.body);
      const candidateId = str(body['candidate_id']) ?? '';
      const { unlockCandidate } = await runOperation(apollo, request, UNLOCK_CANDIDATE, { candidateId });
      const { candidate: unlocked, ...outcome } = unlockCandidate;
      return { success: true, ...toRest(outcome), candidate: candidateJson(unlocked) };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/company/unlocked-candidates',
    summary: 'Companies: the candidates this company unlocked',
    responses: { 200: ok({ unlocked_candidates: docs.field(UNLOCKED_CANDIDATES, 'unlockedCandidates') }) },
    handle: async (request) => {
      const { unlockedCandidates } = await runOperation(apollo, request, UNLOCKED_CANDIDATES);
      return { success: true, unlocked_candidates: toRest(unlockedCandidates) };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/company/tokens',
    summary: 'Companies: the balance, the unlock cost and the packages on sale',
    responses: { 200: ok({}, docs.objectField(COMPANY_TOKEN_PACKAGES, 'companyTokens')) },
    handle: async (request) => {
      const { companyTokens } = await runOperation(apollo, request, COMPANY_TOKEN_PACKAGES);
      return { success: true, ...toRest(companyTokens) };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/company/profile',
    summary: "Companies: the company's profile and balance",
    responses: { 200: ok({}, docs.objectField(COMPANY_PROFILE_PAGE, 'myCompanyProfile')) },
    handle: async (request) => {
      const { myCompanyProfile } = await runOperation(apollo, request, COMPANY_PROFILE_PAGE);
      // The subgraph answers 'Company profile not found' rather than null; null is only a partial answer.
      if (!myCompanyProfile) throw new Error('myCompanyProfile answered null without an error');
      return { success: true, ...toRest(myCompanyProfile) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/company/profile',
    summary: 'Companies: saves the account form (names) or the company form',
    schema: { body: PROFILE_FORM },
    responses: { 200: ok({}, docs.objectField(SAVE_COMPANY_PROFILE, 'saveCompanyProfile')) },
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
      const { saveCompanyProfile } = await runOperation(apollo, request, SAVE_COMPANY_PROFILE, { input });
      return { success: true, ...toRest(saveCompanyProfile) };
    },
  });

  // Work addresses (docs/decisions/company-identity.md): a code to an address at the company's
  // domain, then the code back; the domain becomes part of the company's proven identity.
  route(app, {
    method: 'POST',
    url: '/api/company/work-addresses',
    summary: "Companies: mails a 6-digit code to a work address at the company's own domain",
    schema: { body: body({ email: WORK_ADDRESS }, ['email']) },
    responses: { 200: ok({}, docs.objectField(REQUEST_WORK_ADDRESS_CODE, 'requestWorkAddressCode')) },
    handle: async (request) => {
      const body = bodyOf(request.body);
      const { requestWorkAddressCode } = await runOperation(apollo, request, REQUEST_WORK_ADDRESS_CODE, { email: str(body['email']) ?? '' });
      return { success: true, ...toRest(requestWorkAddressCode) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/company/work-addresses/verify',
    summary: 'Companies: proves a work address with its code; answers the profile with its proven identity',
    schema: {
      body: body({ email: WORK_ADDRESS, code: Type.String({ pattern: SIX_DIGITS, ...says(COMPANY_IDENTITY_MESSAGES.codeMalformed) }) }, ['email', 'code']),
    },
    responses: { 200: ok({ message: TEXT, profile: docs.objectField(VERIFY_WORK_ADDRESS, 'verifyWorkAddress') }) },
    handle: async (request) => {
      const body = bodyOf(request.body);
      const variables = { email: str(body['email']) ?? '', code: str(body['code']) ?? '' };
      const { verifyWorkAddress } = await runOperation(apollo, request, VERIFY_WORK_ADDRESS, variables);
      return { success: true, message: COMPANY_IDENTITY_MESSAGES.addressVerified, profile: toRest(verifyWorkAddress) };
    },
  });
}
