import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../graphql/create-gateway.js';
import { bodyOf, salary, skills, str, workExperiences, type Body } from './accounts.mapping.js';
import { route, runOperation } from './execute.js';
import { toRest } from './rest-shape.js';
import { object, type ObjectSchema, type OperationSchemas } from './openapi/json-schema.js';
import { Amount, EntryList, Flag, INTEGER, TextList, NULLABLE_TEXT, TEXT, Text, body, extend, ok } from './openapi/request-schemas.js';
import type { CandidateProfileFieldsFragment, CandidateProfileInput, CandidateProfileQuery } from './generated/graphql.js';
import { CANDIDATE_PROFILE_PAGE } from './operations/candidate-profile-page.query.js';
import { UPDATE_CANDIDATE_PROFILE } from './operations/update-candidate-profile.mutation.js';

/**
 * GET and POST /api/candidate/profile (docs/product/screens.md#candidate-profile, docs/product/data.md#data-and-entities, docs/product/api.md#rest-api; the accounts pages read
 * first_name, last_name and work_experiences from the same GET). The auth subgraph answers 404
 * 'User not found' for a deleted account, the candidate subgraph refuses anyone but a candidate
 * and an update naming no field; until the candidate service has built the profile from
 * UserRegistered (moments after registration) the names come from the account. Every rule is the
 * subgraphs'; this file only renames fields.
 */

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
function pendingProfileJson(me: NonNullable<CandidateProfileQuery['me']>) {
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

/** The profile entity as candidateProfileJson makes it: the generic mapping plus the spec's extra fields. */
function profileSchema(docs: OperationSchemas): ObjectSchema {
  const mapped = docs.objectField(UPDATE_CANDIDATE_PROFILE, 'updateCandidateProfile').properties['profile'] as ObjectSchema;
  return extend(mapped, {
    institution_id: { type: 'null' },
    institution_custom: NULLABLE_TEXT,
    degree_level: NULLABLE_TEXT,
    field_of_study_id: { type: 'null' },
    field_of_study_custom: NULLABLE_TEXT,
    work_experiences: { type: 'string', description: 'JSON text of the work experience entries (camelCase keys)' },
    calculated_years_experience: { type: 'number' },
    top5_skills: { type: 'string', description: 'JSON text of the skills' },
  });
}

const PROFILE_FIELDS = {
  first_name: Text,
  last_name: Text,
  linkedin_url: Text,
  preferred_location: Text,
  work_location: Text,
  work_model: Text,
  expected_base_salary: Amount,
  dream_scenario_base_salary: Amount,
  is_strictly_remote: Flag,
  institution: Text,
  institution_custom: Text,
  degree_level: Text,
  field_of_study: Text,
  field_of_study_custom: Text,
  job_family: Text,
  job_title: Text,
  certifications: TextList,
  skills: TextList,
  top5_skills: TextList,
  work_experiences: EntryList,
};

export function registerCandidateProfileRoutes(app: FastifyInstance, apollo: ApolloServer<GatewayContext>, docs: OperationSchemas): void {
  const built = profileSchema(docs);
  // Moments after registration only the account's names and empty lists are known.
  const pending = object({
    id: TEXT,
    email: TEXT,
    first_name: TEXT,
    last_name: TEXT,
    work_experiences: TEXT,
    top5_skills: TEXT,
    skills: { type: 'array' },
    previous_companies: { type: 'array' },
    certifications: { type: 'array' },
    calculated_years_experience: INTEGER,
  });
  route(app, {
    method: 'GET',
    url: '/api/candidate/profile',
    summary: "Candidates: the candidate's profile (the account's names while it is being built)",
    responses: { 200: { anyOf: [ok({ profile: built }, built), ok({ profile: pending }, pending)] } },
    handle: async (request) => {
      const { me, myCandidateProfile } = await runOperation(apollo, request, CANDIDATE_PROFILE_PAGE);
      const profile = myCandidateProfile ? candidateProfileJson(myCandidateProfile) : me ? pendingProfileJson(me) : null;
      // The subgraph refuses a caller without a candidate session, so there is always one or the other.
      if (!profile) throw new Error('a candidate profile read answered neither the profile nor the account');
      return { success: true, ...profile, profile };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/candidate/profile',
    summary: 'Candidates: saves the fields sent (career form, names and LinkedIn, or work experiences)',
    schema: { body: body(PROFILE_FIELDS) },
    responses: { 200: ok({ message: TEXT, profile: built }) },
    handle: async (request) => {
      const input = profileInput(bodyOf(request.body));
      const { updateCandidateProfile: result } = await runOperation(apollo, request, UPDATE_CANDIDATE_PROFILE, { input });
      return { success: true, message: result.message, profile: candidateProfileJson(result.profile) };
    },
  });
}
