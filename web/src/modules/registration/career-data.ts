import type { RegistrationDraft, WorkExperience } from './draft';
import { isCompleteWorkExperience } from './validation';

/** One work experience as stored in the profile's `work_experiences` JSON text. */
export interface WorkExperiencePayload {
  company: string;
  jobTitle: string;
  startMonth: number;
  startYear: number;
  endMonth: number | null;
  endYear: number | null;
  isCurrent: boolean;
}

/** POST /api/register-with-verification career_data (spec section 7). */
export interface CareerData {
  expected_base_salary: number | null;
  dream_scenario_base_salary: number | null;
  institution_custom: string;
  degree_level: string;
  field_of_study_custom: string;
  work_model: string | null;
  work_location: string | null;
  is_strictly_remote: boolean;
  current_company: string | null;
  job_title: string | null;
  job_family: string | null;
  linkedin_url: string | null;
  /** JSON text of WorkExperiencePayload[]. */
  work_experiences: string;
  years_experience: number;
  /** JSON text of string[]. */
  top5_skills: string;
}

/** complete-registration: the same fields without job_family, plus the password (spec section 7). */
export type CompleteRegistrationCareerData = Omit<CareerData, 'job_family'> & { password: string };

export interface CompleteRegistrationPayload {
  email: string;
  user_type: 'candidate';
  career_data: CompleteRegistrationCareerData;
}

export interface CompanyData {
  company_name: string;
  industry: string | null;
  size: string | null;
  website: string | null;
}

export interface CompanyRegistrationPayload {
  email: string;
  password: string;
  user_type: 'company';
  first_name: string;
  last_name: string;
  company_data: CompanyData;
}

/** Months an entry lasted: start to end, or to `now` for a current role; 0 without an end. */
export function experienceMonths(entry: WorkExperience, now: Date = new Date()): number {
  if (!isCompleteWorkExperience(entry)) return 0;
  const startYear = Number(entry.startYear);
  const startMonth = Number(entry.startMonth);
  let endYear: number;
  let endMonth: number;
  if (entry.isCurrent) {
    endYear = now.getFullYear();
    endMonth = now.getMonth() + 1;
  } else if (entry.endYear !== '' && entry.endMonth !== '') {
    endYear = Number(entry.endYear);
    endMonth = Number(entry.endMonth);
  } else {
    return 0;
  }
  return Math.max(0, (endYear - startYear) * 12 + (endMonth - startMonth));
}

/**
 * Derived years_experience (spec section 3): the months of every complete entry
 * (current ones end today), over 12, rounded up to the nearest half year.
 */
export function yearsOfExperience(entries: readonly WorkExperience[], now: Date = new Date()): number {
  const months = entries.reduce((sum, entry) => sum + experienceMonths(entry, now), 0);
  return Math.ceil((months / 12) * 2) / 2;
}

function toPayload(entry: WorkExperience): WorkExperiencePayload {
  return {
    company: entry.company.trim(),
    jobTitle: entry.jobTitle.trim(),
    startMonth: Number(entry.startMonth),
    startYear: Number(entry.startYear),
    endMonth: entry.isCurrent || entry.endMonth === '' ? null : Number(entry.endMonth),
    endYear: entry.isCurrent || entry.endYear === '' ? null : Number(entry.endYear),
    isCurrent: entry.isCurrent,
  };
}

function startKey(entry: WorkExperience): number {
  return Number(entry.startYear) * 12 + Number(entry.startMonth);
}

/** The current role, else the most recently started complete entry. */
export function currentWorkExperience(entries: readonly WorkExperience[]): WorkExperience | null {
  const complete = entries.filter(isCompleteWorkExperience);
  const current = complete.filter((entry) => entry.isCurrent);
  const pool = current.length > 0 ? current : complete;
  return pool.reduce<WorkExperience | null>((latest, entry) => (!latest || startKey(entry) > startKey(latest) ? entry : latest), null);
}

/** '120,000', '$95k ' → 120000, 95000; empty or unreadable → null. */
export function parseSalary(raw: string): number | null {
  const cleaned = raw.trim().toLowerCase().replace(/[$,\s]/g, '');
  if (!cleaned) return null;
  const match = /^(\d+(?:\.\d+)?)(k)?$/.exec(cleaned);
  if (!match) return null;
  const value = Number(match[1]) * (match[2] ? 1000 : 1);
  return Number.isFinite(value) ? Math.round(value) : null;
}

function orNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed ? trimmed : null;
}

export function buildCareerData(draft: RegistrationDraft, now: Date = new Date()): CareerData {
  const complete = draft.workExperiences.filter(isCompleteWorkExperience);
  const current = currentWorkExperience(complete);
  return {
    expected_base_salary: parseSalary(draft.expectedBaseSalary),
    dream_scenario_base_salary: parseSalary(draft.dreamScenarioBaseSalary),
    institution_custom: draft.institutionCustom.trim(),
    degree_level: draft.degreeLevel,
    field_of_study_custom: draft.fieldOfStudyCustom.trim(),
    work_model: orNull(draft.workModel),
    work_location: orNull(draft.workLocation),
    is_strictly_remote: draft.workModel === 'remote' && draft.isStrictlyRemote,
    current_company: current ? current.company.trim() : null,
    job_title: orNull(draft.jobTitle) ?? (current ? current.jobTitle.trim() : null),
    job_family: orNull(draft.jobFamily),
    linkedin_url: orNull(draft.linkedinUrl),
    work_experiences: JSON.stringify(complete.map(toPayload)),
    years_experience: yearsOfExperience(complete, now),
    top5_skills: JSON.stringify(draft.top5Skills.map((skill) => skill.trim()).filter(Boolean)),
  };
}

export function buildCompleteRegistrationPayload(draft: RegistrationDraft, now: Date = new Date()): CompleteRegistrationPayload {
  const { job_family: _jobFamily, ...careerData } = buildCareerData(draft, now);
  return {
    email: draft.email.trim(),
    user_type: 'candidate',
    career_data: { ...careerData, password: draft.password },
  };
}

export function buildCompanyRegistrationPayload(draft: RegistrationDraft): CompanyRegistrationPayload {
  return {
    email: draft.email.trim(),
    password: draft.password,
    user_type: 'company',
    first_name: draft.firstName.trim(),
    last_name: draft.lastName.trim(),
    company_data: {
      company_name: draft.companyName.trim(),
      industry: orNull(draft.industry),
      size: orNull(draft.size),
      website: orNull(draft.website),
    },
  };
}
