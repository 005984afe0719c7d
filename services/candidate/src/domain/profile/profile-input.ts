import {
  CANDIDATE_LIMITS,
  CANDIDATE_MESSAGES,
  DEGREE_LEVELS,
  UNKNOWN_JOB_TITLE,
  WORK_MODELS,
  familiesWithTitle,
  jobClassificationProblem,
  type WorkExperience,
} from '@hiring/contracts';
import type { ProfileData } from './profile-data.js';

/**
 * POST /api/candidate/profile in its three forms (profiles spec section 7) as one patch: the full
 * career form, `{first_name, last_name, linkedin_url}`, or `{work_experiences}`. Only the fields
 * present are changed (a null clears an optional one); every rule has the spec's text.
 */
export interface WorkExperienceInput {
  company?: string | null;
  jobTitle?: string | null;
  startMonth?: number | null;
  startYear?: number | null;
  endMonth?: number | null;
  endYear?: number | null;
  isCurrent?: boolean | null;
}

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

export class ProfileInputError extends Error {}

function fail(message: string): never {
  throw new ProfileInputError(message);
}

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

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed.length > CANDIDATE_LIMITS.maxTextLength) fail(CANDIDATE_MESSAGES.tooLong);
  return trimmed || null;
}

function salary(value: number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value < 0) fail(CANDIDATE_MESSAGES.invalidSalary);
  return value;
}

/** An http(s) address with a host; LinkedIn is URL-typed in the spec, so any site is accepted. */
function linkedinUrl(value: string | null | undefined): string | null {
  const url = text(value);
  if (!url) return null;
  try {
    const parsed = new URL(url);
    if ((parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || !parsed.hostname.includes('.')) fail(CANDIDATE_MESSAGES.invalidLinkedinUrl);
  } catch (error) {
    if (error instanceof ProfileInputError) throw error;
    fail(CANDIDATE_MESSAGES.invalidLinkedinUrl);
  }
  return url;
}

function month(value: number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value < 1 || value > 12) fail(CANDIDATE_MESSAGES.invalidMonth);
  return value;
}

function year(value: number | null | undefined, today: Date): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value < 1950 || value > today.getFullYear()) fail(CANDIDATE_MESSAGES.invalidYear);
  return value;
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
    const startMonth = month(entry.startMonth);
    const startYear = year(entry.startYear, today);
    if (!company || !jobTitle || !startMonth || !startYear) fail(CANDIDATE_MESSAGES.newExperienceIncomplete);
    const isCurrent = entry.isCurrent === true;
    const endMonth = isCurrent ? null : month(entry.endMonth);
    const endYear = isCurrent ? null : year(entry.endYear, today);
    if (endYear !== null && (endYear < startYear || (endYear === startYear && endMonth !== null && endMonth < startMonth))) {
      fail(CANDIDATE_MESSAGES.endBeforeStart);
    }
    if (endYear !== null && (endYear > today.getFullYear() || (endYear === today.getFullYear() && endMonth !== null && endMonth > today.getMonth() + 1))) {
      fail(CANDIDATE_MESSAGES.invalidYear);
    }
    return { company, jobTitle, startMonth, startYear, endMonth, endYear, isCurrent };
  });
}

/** Trimmed, without duplicates (case-insensitive), at most `max`. */
function textList(values: readonly string[], max: number, tooMany: string): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of values) {
    const item = text(value);
    if (!item || seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    kept.push(item);
  }
  if (kept.length > max) fail(tooMany);
  return kept;
}

/** A job family is optional; with one, the title must be one of its titles or Unknown. */
function jobClassification(familyInput: string | null, titleInput: string | null): { jobFamily: string | null; jobTitle: string | null } {
  const problem = jobClassificationProblem(familyInput, familyInput ? titleInput : null);
  if (problem) fail(problem);
  if (familyInput) return { jobFamily: familyInput, jobTitle: titleInput ?? (familyInput === 'unknown' ? UNKNOWN_JOB_TITLE : null) };
  if (!titleInput) return { jobFamily: null, jobTitle: null };
  return { jobFamily: familiesWithTitle(titleInput)[0] ?? null, jobTitle: titleInput };
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
  if (has(input, 'expectedBaseSalary')) next.expectedBaseSalary = salary(input.expectedBaseSalary);
  if (has(input, 'dreamScenarioBaseSalary')) next.dreamScenarioBaseSalary = salary(input.dreamScenarioBaseSalary);
  if (has(input, 'workModel')) {
    const workModel = text(input.workModel)?.toLowerCase() ?? null;
    if (workModel && !(WORK_MODELS as readonly string[]).includes(workModel)) fail(CANDIDATE_MESSAGES.invalidWorkModel);
    next.workModel = workModel;
  }
  if (has(input, 'isStrictlyRemote')) next.isStrictlyRemote = input.isStrictlyRemote === true;
  // Strictly remote means nothing without the remote work model.
  if (next.workModel !== 'remote') next.isStrictlyRemote = false;
  if (has(input, 'institution')) next.institution = text(input.institution);
  if (has(input, 'fieldOfStudy')) next.fieldOfStudy = text(input.fieldOfStudy);
  if (has(input, 'degreeLevel')) {
    const degreeLevel = text(input.degreeLevel);
    if (degreeLevel && !(DEGREE_LEVELS as readonly string[]).includes(degreeLevel)) fail(CANDIDATE_MESSAGES.invalidDegreeLevel);
    next.degreeLevel = degreeLevel;
  }
  if (has(input, 'jobFamily') || has(input, 'jobTitle')) {
    const family = has(input, 'jobFamily') ? text(input.jobFamily) : data.jobFamily;
    const title = has(input, 'jobTitle') ? text(input.jobTitle) : data.jobTitle;
    Object.assign(next, jobClassification(family, title));
  }
  if (has(input, 'certifications')) next.certifications = textList(input.certifications ?? [], 20, CANDIDATE_MESSAGES.tooLong);
  if (has(input, 'skills')) next.skills = textList(input.skills ?? [], 10, 'You can add at most 10 skills');
  if (has(input, 'workExperiences')) next.workExperiences = workExperiences(input.workExperiences ?? [], today);
  return next;
}
