import {
  ACCOUNT_LIMITS,
  ACCOUNT_MESSAGES,
  COMPANY_SIZES,
  DEGREE_LEVELS,
  INDUSTRIES,
  UNKNOWN_JOB_TITLE,
  WORK_MODELS,
  familiesWithTitle,
  jobClassificationProblem,
  type CareerData,
  type CompanyData,
  type WorkExperience,
} from '@hiring/contracts';

/**
 * The server's copy of the registration rules (spec section 5), with the spec's texts. Inputs are
 * loose (what GraphQL and the REST facade pass on); outputs are the event contract's shapes.
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

export interface CareerDataInput {
  expectedBaseSalary?: number | null;
  dreamScenarioBaseSalary?: number | null;
  institution?: string | null;
  degreeLevel?: string | null;
  fieldOfStudy?: string | null;
  workModel?: string | null;
  workLocation?: string | null;
  isStrictlyRemote?: boolean | null;
  linkedinUrl?: string | null;
  jobFamily?: string | null;
  jobTitle?: string | null;
  currentCompany?: string | null;
  workExperiences?: WorkExperienceInput[] | null;
  skills?: string[] | null;
}

export interface CompanyDataInput {
  companyName?: string | null;
  industry?: string | null;
  size?: string | null;
  website?: string | null;
}

export const REGISTRATION_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  invalidUserType: 'Please choose whether you are a candidate or a company',
  invalidDegreeLevel: 'Please choose a valid degree level',
  tooManyWorkExperiences: `You can add at most ${ACCOUNT_LIMITS.maxWorkExperiences} work experiences`,
  tooManySkills: `You can add at most ${ACCOUNT_LIMITS.maxSkills} skills`,
  invalidMonth: 'Work experience months must be between 1 and 12',
  invalidYear: 'Please choose a valid year for each work experience',
  endBeforeStart: 'A work experience cannot end before it starts',
  invalidSalary: 'Salaries must be positive whole numbers',
  invalidWorkModel: 'Please choose a valid work model',
  invalidIndustry: 'Please choose a valid industry',
  invalidCompanySize: 'Please choose a valid company size',
  tooLong: 'Please shorten your entries: text fields take at most 200 characters',
} as const;

const MAX_TEXT = 200;

export class RegistrationInputError extends Error {}

function fail(message: string): never {
  throw new RegistrationInputError(message);
}

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed.length > MAX_TEXT) fail(REGISTRATION_MESSAGES.tooLong);
  return trimmed || null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(value: string | null | undefined): string | null {
  const email = value?.trim().toLowerCase() ?? '';
  return email && EMAIL.test(email) && email.length <= 254 ? email : null;
}

export function parseUserType(value: string | null | undefined): 'candidate' | 'company' {
  const type = value?.trim().toLowerCase();
  if (type === 'candidate' || type === 'company') return type;
  return fail(REGISTRATION_MESSAGES.invalidUserType);
}

/** First name, last name and email (the spec's basic-information rule). */
export function basicInfo(input: { email?: string | null; firstName?: string | null; lastName?: string | null }) {
  const firstName = text(input.firstName);
  const lastName = text(input.lastName);
  if (!firstName || !lastName || !input.email?.trim()) fail(ACCOUNT_MESSAGES.basicInfoRequired);
  const email = normalizeEmail(input.email);
  if (!email) fail(REGISTRATION_MESSAGES.invalidEmail);
  return { email, firstName, lastName };
}

function month(value: number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value < 1 || value > 12) fail(REGISTRATION_MESSAGES.invalidMonth);
  return value;
}

function year(value: number | null | undefined, today: Date): number | null {
  if (value === null || value === undefined) return null;
  // The form offers the current year and 30 before it; older entries from a resume are fine.
  if (!Number.isInteger(value) || value < 1950 || value > today.getFullYear()) fail(REGISTRATION_MESSAGES.invalidYear);
  return value;
}

function salary(value: number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value < 0) fail(REGISTRATION_MESSAGES.invalidSalary);
  return value;
}

/** Entries with a company and a title count; blank rows of the form are dropped. */
function workExperiences(entries: readonly WorkExperienceInput[], today: Date): WorkExperience[] {
  const kept: WorkExperience[] = [];
  for (const entry of entries) {
    const company = text(entry.company);
    const jobTitle = text(entry.jobTitle);
    if (!company || !jobTitle) continue;
    const isCurrent = entry.isCurrent === true;
    const experience: WorkExperience = {
      company,
      jobTitle,
      startMonth: month(entry.startMonth),
      startYear: year(entry.startYear, today),
      // End fields mean nothing for the current role.
      endMonth: isCurrent ? null : month(entry.endMonth),
      endYear: isCurrent ? null : year(entry.endYear, today),
      isCurrent,
    };
    const { startYear, startMonth, endYear, endMonth } = experience;
    if (startYear && endYear && (endYear < startYear || (endYear === startYear && startMonth && endMonth && endMonth < startMonth))) {
      fail(REGISTRATION_MESSAGES.endBeforeStart);
    }
    kept.push(experience);
  }
  if (kept.length === 0) fail(ACCOUNT_MESSAGES.workExperienceRequired);
  if (kept.length > ACCOUNT_LIMITS.maxWorkExperiences) fail(REGISTRATION_MESSAGES.tooManyWorkExperiences);
  return kept;
}

/** Trimmed, without duplicates (case-insensitive), at least one, at most 10. */
function skills(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of values) {
    const skill = text(value);
    if (!skill || seen.has(skill.toLowerCase())) continue;
    seen.add(skill.toLowerCase());
    kept.push(skill);
  }
  if (kept.length === 0) fail(ACCOUNT_MESSAGES.skillRequired);
  if (kept.length > ACCOUNT_LIMITS.maxSkills) fail(REGISTRATION_MESSAGES.tooManySkills);
  return kept;
}

function startKey(entry: WorkExperience): number {
  return (entry.startYear ?? 0) * 12 + (entry.startMonth ?? 0);
}

/** The current role, else the most recently started entry. */
function currentEntry(entries: readonly WorkExperience[]): WorkExperience | undefined {
  const current = entries.filter((entry) => entry.isCurrent);
  const pool = current.length > 0 ? current : entries;
  return [...pool].sort((a, b) => startKey(b) - startKey(a))[0];
}

/**
 * A job family is optional; with one, the title must be one of its titles or Unknown. Without one
 * (complete-registration sends no job_family, per the spec) a title from the list brings its
 * family along; any other title stays the candidate's free-text position.
 */
function jobClassification(familyInput: string | null, titleInput: string | null): { jobFamily: string | null; jobTitle: string | null } {
  const problem = jobClassificationProblem(familyInput, familyInput ? titleInput : null);
  if (problem) fail(problem);
  if (familyInput) return { jobFamily: familyInput, jobTitle: titleInput ?? (familyInput === 'unknown' ? UNKNOWN_JOB_TITLE : null) };
  if (!titleInput) return { jobFamily: null, jobTitle: null };
  if (titleInput === UNKNOWN_JOB_TITLE) return { jobFamily: 'unknown', jobTitle: UNKNOWN_JOB_TITLE };
  return { jobFamily: familiesWithTitle(titleInput)[0] ?? null, jobTitle: titleInput };
}

/** A candidate's career step (spec section 5), into the UserRegistered contract shape. */
export function careerData(input: CareerDataInput | null | undefined, today: Date = new Date()): CareerData {
  const institution = text(input?.institution);
  const degreeLevel = text(input?.degreeLevel);
  const fieldOfStudy = text(input?.fieldOfStudy);
  if (!institution || !degreeLevel || !fieldOfStudy) fail(ACCOUNT_MESSAGES.educationRequired);
  if (!(DEGREE_LEVELS as readonly string[]).includes(degreeLevel)) fail(REGISTRATION_MESSAGES.invalidDegreeLevel);
  const experiences = workExperiences(input?.workExperiences ?? [], today);
  const skillList = skills(input?.skills ?? []);
  const workModel = text(input?.workModel)?.toLowerCase() ?? null;
  if (workModel && !(WORK_MODELS as readonly string[]).includes(workModel)) fail(REGISTRATION_MESSAGES.invalidWorkModel);
  const classification = jobClassification(text(input?.jobFamily), text(input?.jobTitle));
  return {
    expectedBaseSalary: salary(input?.expectedBaseSalary),
    dreamScenarioBaseSalary: salary(input?.dreamScenarioBaseSalary),
    institution,
    degreeLevel,
    fieldOfStudy,
    workModel,
    workLocation: text(input?.workLocation),
    isStrictlyRemote: workModel === 'remote' && input?.isStrictlyRemote === true,
    linkedinUrl: text(input?.linkedinUrl),
    jobFamily: classification.jobFamily,
    jobTitle: classification.jobTitle,
    currentCompany: text(input?.currentCompany) ?? currentEntry(experiences)?.company ?? null,
    // The candidate service derives years of experience from the entries (one rule, one owner).
    yearsExperience: null,
    workExperiences: experiences,
    skills: skillList,
  };
}

/** A company's information step (spec section 5). */
export function companyData(input: CompanyDataInput | null | undefined): CompanyData {
  const companyName = text(input?.companyName);
  if (!companyName) fail(ACCOUNT_MESSAGES.companyNameRequired);
  const industry = text(input?.industry);
  if (industry && !(INDUSTRIES as readonly string[]).includes(industry)) fail(REGISTRATION_MESSAGES.invalidIndustry);
  const size = text(input?.size);
  if (size && !(COMPANY_SIZES as readonly string[]).includes(size)) fail(REGISTRATION_MESSAGES.invalidCompanySize);
  return { companyName, industry, size, website: text(input?.website) };
}
