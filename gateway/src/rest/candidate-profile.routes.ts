import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../graphql/create-gateway.js';
import { bodyOf, salary, skills, str, workExperiences, type Body } from './accounts.mapping.js';
import { RestError, route, runOperation } from './execute.js';
import { toRest } from './rest-shape.js';
import type { CandidateProfileFieldsFragment, CandidateProfileInput, CandidateProfilePageQuery } from './generated/graphql.js';
import { CANDIDATE_PROFILE_PAGE } from './operations/candidate-profile-page.query.js';
import { UPDATE_CANDIDATE_PROFILE } from './operations/update-candidate-profile.mutation.js';

/**
 * GET and POST /api/candidate/profile (profiles spec sections 2.1, 3, 7; the accounts pages read
 * first_name, last_name and work_experiences from the same GET). Read through the User entity:
 * the auth subgraph answers 404 'User not found' for a deleted account, and until the candidate
 * service has built the profile from UserRegistered (moments after registration) the names come
 * from the account. Every rule is the candidate subgraph's; this file only renames fields.
 */
export const NOTHING_TO_UPDATE = 'Please send the profile fields to update';

/**
 * The candidate profile entity in the spec's snake_case. `work_experiences` and `top5_skills` are
 * JSON text, as the spec's entity and the registration payload have them; the work experience
 * entries keep their camelCase keys.
 */
export function candidateProfileJson(p: CandidateProfileFieldsFragment) {
  return {
    ...toRest(p),
    // The spec's flat education fields; institutions and fields of study are free text (its ids are always null).
    institution_id: null,
    institution_custom: p.education.institution,
    degree_level: p.education.degreeLevel,
    field_of_study_id: null,
    field_of_study_custom: p.education.fieldOfStudy,
    work_experiences: JSON.stringify(p.workExperiences),
    calculated_years_experience: p.yearsExperience,
    top5_skills: JSON.stringify(p.skills),
  };
}

/** The account's names while the profile is being built (moments after registration). */
function pendingProfileJson(me: NonNullable<CandidateProfilePageQuery['me']>) {
  return {
    id: me.id,
    email: me.email,
    first_name: me.firstName,
    last_name: me.lastName,
    work_experiences: JSON.stringify([]),
    top5_skills: JSON.stringify([]),
    skills: [],
    previous_companies: [],
    certifications: [],
    calculated_years_experience: 0,
  };
}

function bool(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1 || value === '1') return true;
  if (value === 'false' || value === 0 || value === '0' || value === '') return false;
  return null;
}

function textList(value: unknown): string[] | null {
  if (value === null) return null;
  return skills(value);
}

/**
 * The body's fields onto CandidateProfileInput, keeping only those present: the spec's three
 * forms (career form, {first_name, last_name, linkedin_url}, {work_experiences}) are patches.
 */
export function profileInput(body: Body): CandidateProfileInput {
  const input: Record<string, unknown> = {};
  const present = (...keys: string[]) => keys.find((key) => Object.prototype.hasOwnProperty.call(body, key));
  const map = (target: string, keys: string[], convert: (value: unknown) => unknown) => {
    const key = present(...keys);
    if (key !== undefined) input[target] = convert(body[key]);
  };
  map('firstName', ['first_name'], str);
  map('lastName', ['last_name'], str);
  map('linkedinUrl', ['linkedin_url'], str);
  map('preferredLocation', ['preferred_location', 'work_location'], str);
  map('workModel', ['work_model'], str);
  map('expectedBaseSalary', ['expected_base_salary'], salary);
  map('dreamScenarioBaseSalary', ['dream_scenario_base_salary'], salary);
  map('isStrictlyRemote', ['is_strictly_remote'], bool);
  map('institution', ['institution_custom', 'institution'], str);
  map('degreeLevel', ['degree_level'], str);
  map('fieldOfStudy', ['field_of_study_custom', 'field_of_study'], str);
  map('jobFamily', ['job_family'], str);
  map('jobTitle', ['job_title'], str);
  map('certifications', ['certifications'], textList);
  map('skills', ['top5_skills', 'skills'], textList);
  map('workExperiences', ['work_experiences'], (value) => (value === null ? [] : workExperiences(value)));
  // Each present field was converted to its input type above; the subgraph judges the values.
  return input as CandidateProfileInput;
}

export function registerCandidateProfileRoutes(app: FastifyInstance, apollo: ApolloServer<GatewayContext>): void {
  route(app, {
    method: 'GET',
    url: '/api/candidate/profile',
    handle: async (request) => {
      const { me } = await runOperation(apollo, request, CANDIDATE_PROFILE_PAGE);
      if (!me) throw new RestError(401, 'Authentication required');
      if (me.userType !== 'candidate') throw new RestError(403, 'Only candidates can do this');
      const profile = me.candidateProfile ? candidateProfileJson(me.candidateProfile) : pendingProfileJson(me);
      return { success: true, ...profile, profile };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/candidate/profile',
    handle: async (request) => {
      const input = profileInput(bodyOf(request.body));
      if (Object.keys(input).length === 0) throw new RestError(400, NOTHING_TO_UPDATE);
      const { updateCandidateProfile: result } = await runOperation(apollo, request, UPDATE_CANDIDATE_PROFILE, { input });
      return { success: true, message: result.message, profile: candidateProfileJson(result.profile) };
    },
  });
}
