import {
  CANDIDATE_LIMITS,
  CANDIDATE_MESSAGES,
  CAREER_LIMITS,
  CareerInputError,
  DEGREE_LEVELS,
  WORK_MODELS,
  careerChoice,
  careerMonth,
  careerSalary,
  careerText as text,
  careerYear,
  checkExperienceDates,
  classifyJob,
  distinctTexts,
  splitSkills,
  failCareerInput as fail,
  type WorkExperience,
  type WorkExperienceInput,
} from '@hiring/contracts';
import type { ProfileData } from './profile-data.js';

/**
 * POST /api/candidate/profile in its three forms (docs/product/api.md#rest-api) as one patch: the full
 * career form, `{first_name, last_name, linkedin_url}`, or `{work_experiences}`. Only the fields
 * present are changed (a null clears an optional one); every rule has the spec's text, and the
 * career field rules are the ones registration uses (contracts' career-fields). Every refusal is a
 * `CareerInputError`.
 */
export interface ProfileInput {
  firstName?: string | null;
  lastName?: string | null;
  linkedinUrl?: string | null;
  preferredLocation?: string | null;
  workModel?: string | null;
  expectedBaseSalary?: number | null;
  dreamScenarioBaseSalary?: number | null;
  isStrictlyRemote?: boolean | null;
  institution?: string | null;
  degreeLevel?: string | null;
  fieldOfStudy?: string | null;
  jobFamily?: string | null;
  jobTitle?: string | null;
  certifications?: string[] | null;
  skills?: string[] | null;
  workExperiences?: WorkExperienceInput[] | null;
}

export type ProfileForm = 'account' | 'work-experiences' | 'career';

const ACCOUNT_FIELDS = ['firstName', 'lastName', 'linkedinUrl'] as const;

function has<K extends keyof ProfileInput>(input: ProfileInput, key: K): boolean {
  return Object.prototype.hasOwnProperty.call(input, key) && input[key] !== undefined;
}

/** Which of the spec's forms a patch is: it picks the success text. */
export function formOf(input: ProfileInput): ProfileForm {
  const keys = (Object.keys(input) as (keyof ProfileInput)[]).filter((key) => has(input, key));
  if (keys.length > 0 && keys.every((key) => key === 'workExperiences')) return 'work-experiences';
  if (keys.length > 0 && keys.every((key) => (ACCOUNT_FIELDS as readonly string[]).includes(key))) return 'account';
  return 'career';
}

export function successMessage(form: ProfileForm): string {
  if (form === 'account') return CANDIDATE_MESSAGES.accountSaved;
  if (form === 'work-experiences') return CANDIDATE_MESSAGES.workExperienceSaved;
  return CANDIDATE_MESSAGES.careerSaved;
}

/** An http(s) address with a host; LinkedIn is URL-typed in the spec, so any site is accepted. */
function linkedinUrl(value: string | null | undefined): string | null {
  const url = text(value);
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if ((parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || !parsed.hostname.includes('.')) fail(CANDIDATE_MESSAGES.invalidLinkedinUrl);
  } catch (error) {
    if (error instanceof CareerInputError) throw error;
    fail(CANDIDATE_MESSAGES.invalidLinkedinUrl);
  }
  return url;
}

/**
 * The work history as saved from the edit mode: every entry needs company, job title, start month
 * and start year; end fields are ignored for the current role; at most 10.
 */
export function workExperiences(entries: readonly WorkExperienceInput[], today: Date = new Date()): WorkExperience[] {
  if (entries.length > CANDIDATE_LIMITS.maxWorkExperiences) fail(CANDIDATE_MESSAGES.tooManyWorkExperiences);
  return entries.map((entry) => {
    const company = text(entry.company);
    const jobTitle = text(entry.jobTitle);
    const startMonth = careerMonth(entry.startMonth);
    const startYear = careerYear(entry.startYear, today);
    if (!company || !jobTitle || !startMonth || !startYear) fail(CANDIDATE_MESSAGES.newExperienceIncomplete);
    const isCurrent = entry.isCurrent === true;
    const endMonth = isCurrent ? null : careerMonth(entry.endMonth);
    const endYear = isCurrent ? null : careerYear(entry.endYear, today);
    checkExperienceDates({ startMonth, startYear, endMonth, endYear }, today);
    return { company, jobTitle, startMonth, startYear, endMonth, endYear, isCurrent };
  });
}

/** The new profile data: `data` with the fields of `input` applied and checked. */
export function applyProfileInput(data: ProfileData, input: ProfileInput, today: Date = new Date()): ProfileData {
  const next: ProfileData = { ...data };
  if (has(input, 'firstName') || has(input, 'lastName')) {
    const firstName = has(input, 'firstName') ? text(input.firstName) : data.firstName;
    const lastName = has(input, 'lastName') ? text(input.lastName) : data.lastName;
    if (!firstName || !lastName) fail(CANDIDATE_MESSAGES.namesRequired);
    next.firstName = firstName;
    next.lastName = lastName;
  }
  if (has(input, 'linkedinUrl')) next.linkedinUrl = linkedinUrl(input.linkedinUrl);
  if (has(input, 'preferredLocation')) next.preferredLocation = text(input.preferredLocation);
  if (has(input, 'expectedBaseSalary')) next.expectedBaseSalary = careerSalary(input.expectedBaseSalary);
  if (has(input, 'dreamScenarioBaseSalary')) next.dreamScenarioBaseSalary = careerSalary(input.dreamScenarioBaseSalary);
  if (has(input, 'workModel')) next.workModel = careerChoice(input.workModel, WORK_MODELS, CANDIDATE_MESSAGES.invalidWorkModel, (value) => value.toLowerCase());
  if (has(input, 'isStrictlyRemote')) next.isStrictlyRemote = input.isStrictlyRemote === true;
  // Strictly remote means nothing without the remote work model.
  if (next.workModel !== 'remote') next.isStrictlyRemote = false;
  if (has(input, 'institution')) next.institution = text(input.institution);
  if (has(input, 'fieldOfStudy')) next.fieldOfStudy = text(input.fieldOfStudy);
  if (has(input, 'degreeLevel')) next.degreeLevel = careerChoice(input.degreeLevel, DEGREE_LEVELS, CANDIDATE_MESSAGES.invalidDegreeLevel);
  if (has(input, 'jobFamily') || has(input, 'jobTitle')) {
    const family = has(input, 'jobFamily') ? text(input.jobFamily) : data.jobFamily;
    const title = has(input, 'jobTitle') ? text(input.jobTitle) : data.jobTitle;
    Object.assign(next, classifyJob(family, title));
  }
  if (has(input, 'certifications')) next.certifications = distinctTexts(input.certifications ?? [], 20, CANDIDATE_MESSAGES.tooLong);
  if (has(input, 'skills')) next.skills = distinctTexts(splitSkills(input.skills ?? []), CAREER_LIMITS.maxSkills, CANDIDATE_MESSAGES.tooManySkills);
  if (has(input, 'workExperiences')) next.workExperiences = workExperiences(input.workExperiences ?? [], today);
  return next;
}
