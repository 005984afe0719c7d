import type { ApolloServer } from '@apollo/server';
import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../graphql/create-gateway.js';
import { bodyOf, salary, skills, str, workExperiences, type Body } from './accounts.mapping.js';
import { RestError, runOperation, sendRestError } from './execute.js';

/**
 * GET and POST /api/candidate/profile (profiles spec sections 2.1, 3, 7; the accounts pages read
 * first_name, last_name and work_experiences from the same GET). Read through the User entity:
 * the auth subgraph answers 404 'User not found' for a deleted account, and until the candidate
 * service has built the profile from UserRegistered (moments after registration) the names come
 * from the account. Every rule is the candidate subgraph's; this file only renames fields.
 */
const PROFILE_FIELDS = `id email firstName lastName linkedinUrl preferredLocation workModel expectedBaseSalary
  dreamScenarioBaseSalary isStrictlyRemote currentCompany currentPosition jobFamily jobTitle workStartMonth workStartYear
  workEndMonth workEndYear currentCompanyEmail previousCompanies education { institution degreeLevel fieldOfStudy }
  certifications skills workExperiences { company jobTitle startMonth startYear endMonth endYear isCurrent }
  yearsExperience revision updatedAt`;

const PROFILE = `query CandidateProfilePage {
  me { id userType email firstName lastName candidateProfile { ${PROFILE_FIELDS} } }
}`;

const UPDATE = `mutation UpdateCandidateProfile($input: CandidateProfileInput!) {
  updateCandidateProfile(input: $input) { success message profile { ${PROFILE_FIELDS} } }
}`;

export const NOTHING_TO_UPDATE = 'Please send the profile fields to update';

interface WorkExperienceJson {
  company: string;
  jobTitle: string;
  startMonth: number | null;
  startYear: number | null;
  endMonth: number | null;
  endYear: number | null;
  isCurrent: boolean;
}

export interface CandidateProfileGql {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  linkedinUrl: string | null;
  preferredLocation: string | null;
  workModel: string | null;
  expectedBaseSalary: number | null;
  dreamScenarioBaseSalary: number | null;
  isStrictlyRemote: boolean;
  currentCompany: string | null;
  currentPosition: string | null;
  jobFamily: string | null;
  jobTitle: string | null;
  workStartMonth: number | null;
  workStartYear: number | null;
  workEndMonth: number | null;
  workEndYear: number | null;
  currentCompanyEmail: string | null;
  previousCompanies: string[];
  education: { institution: string | null; degreeLevel: string | null; fieldOfStudy: string | null };
  certifications: string[];
  skills: string[];
  workExperiences: WorkExperienceJson[];
  yearsExperience: number;
  revision: number;
  updatedAt: string;
}

interface ProfileData {
  me: {
    id: string;
    userType: 'candidate' | 'company';
    email: string;
    firstName: string;
    lastName: string;
    candidateProfile: CandidateProfileGql | null;
  } | null;
}

/**
 * The candidate profile entity in the spec's snake_case. `work_experiences` and `top5_skills` are
 * JSON text, as the spec's entity and the registration payload have them; the work experience
 * entries keep their camelCase keys.
 */
export function candidateProfileJson(p: CandidateProfileGql) {
  return {
    id: p.id,
    email: p.email,
    first_name: p.firstName,
    last_name: p.lastName,
    linkedin_url: p.linkedinUrl,
    preferred_location: p.preferredLocation,
    work_model: p.workModel,
    expected_base_salary: p.expectedBaseSalary,
    dream_scenario_base_salary: p.dreamScenarioBaseSalary,
    is_strictly_remote: p.isStrictlyRemote,
    current_company: p.currentCompany,
    current_position: p.currentPosition,
    job_family: p.jobFamily,
    job_title: p.jobTitle,
    work_start_month: p.workStartMonth,
    work_start_year: p.workStartYear,
    work_end_month: p.workEndMonth,
    work_end_year: p.workEndYear,
    current_company_email: p.currentCompanyEmail,
    previous_companies: p.previousCompanies,
    skills: p.skills,
    education: { institution: p.education.institution, degree_level: p.education.degreeLevel, field_of_study: p.education.fieldOfStudy },
    // Institutions and fields of study are free text (the spec's ids are always null).
    institution_id: null,
    institution_custom: p.education.institution,
    degree_level: p.education.degreeLevel,
    field_of_study_id: null,
    field_of_study_custom: p.education.fieldOfStudy,
    certifications: p.certifications,
    work_experiences: JSON.stringify(p.workExperiences),
    calculated_years_experience: p.yearsExperience,
    years_experience: p.yearsExperience,
    top5_skills: JSON.stringify(p.skills),
    revision: p.revision,
    updated_at: p.updatedAt,
  };
}

/** The account's names while the profile is being built (moments after registration). */
function pendingProfileJson(me: NonNullable<ProfileData['me']>) {
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
export function profileInput(body: Body): Record<string, unknown> {
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
  return input;
}

export function registerCandidateProfileRoutes(app: FastifyInstance, apollo: ApolloServer<GatewayContext>): void {
  app.get('/api/candidate/profile', async (request, reply) => {
    try {
      const { me } = await runOperation<ProfileData>(apollo, request, PROFILE);
      if (!me) throw new RestError(401, 'Authentication required');
      if (me.userType !== 'candidate') throw new RestError(403, 'Only candidates can do this');
      const profile = me.candidateProfile ? candidateProfileJson(me.candidateProfile) : pendingProfileJson(me);
      return reply.send({ success: true, ...profile, profile });
    } catch (error) {
      return sendRestError(reply, error);
    }
  });

  app.post('/api/candidate/profile', async (request, reply) => {
    try {
      const input = profileInput(bodyOf(request.body));
      if (Object.keys(input).length === 0) throw new RestError(400, NOTHING_TO_UPDATE);
      const { updateCandidateProfile: result } = await runOperation<{ updateCandidateProfile: { success: boolean; message: string; profile: CandidateProfileGql } }>(
        apollo,
        request,
        UPDATE,
        { input },
      );
      return reply.send({ success: true, message: result.message, profile: candidateProfileJson(result.profile) });
    } catch (error) {
      return sendRestError(reply, error);
    }
  });
}
