import {
  ACCOUNT_LIMITS,
  ACCOUNT_MESSAGES,
  CANDIDATE_MESSAGES,
  CAREER_MESSAGES,
  COMPANY_SIZES,
  DEGREE_LEVELS,
  INDUSTRIES,
  WORK_MODELS,
  careerChoice,
  careerMonth,
  careerSalary,
  careerText as text,
  careerYear,
  checkExperienceDates,
  normalizeEmail,
  classifyJob,
  companyWebsite,
  distinctTexts,
  splitSkills,
  failCareerInput as fail,
  type CareerData,
  type CompanyData,
  type WorkExperience,
  type WorkExperienceInput,
  SIGN_IN_MESSAGES,
  COMPANY_PROFILE_MESSAGES,
} from '@hiring/contracts';

/**
 * The server's copy of the registration rules (docs/product/rules.md#validation), with the spec's texts; the career
 * field rules are the ones the profile page uses (contracts' career-fields). Inputs are loose
 * (what GraphQL and the REST facade pass on); outputs are the event contract's shapes. Every
 * refusal is a `CareerInputError`.
 */
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
  ...CAREER_MESSAGES,
  invalidEmail: SIGN_IN_MESSAGES.invalidEmail,
  invalidUserType: SIGN_IN_MESSAGES.invalidUserType,
  invalidIndustry: 'Please choose a valid industry',
  invalidCompanySize: 'Please choose a valid company size',
  invalidWebsite: COMPANY_PROFILE_MESSAGES.website,
} as const;

/**
 * An http(s) address with a dotted host, or null when blank. Anything else (`javascript:`,
 * `data:`...) is refused: these links are shown to other users, where such a scheme would run.
 * `addScheme` puts `https://` before an address typed without one (company websites).
 */
export function httpUrl(value: string | null | undefined, message: string, options: { addScheme?: boolean } = {}): string | null {
  const entered = text(value);
  if (!entered) return null;
  const url = options.addScheme && !/^[a-z][a-z0-9+.-]*:/i.test(entered) ? `https://${entered}` : entered;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return fail(message);
  }
  if ((parsed.protocol !== 'https:' && parsed.protocol !== 'http:') || !parsed.hostname.includes('.') || /\s/.test(entered)) return fail(message);
  return url;
}

export { normalizeEmail };

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
      startMonth: careerMonth(entry.startMonth),
      startYear: careerYear(entry.startYear, today),
      // End fields mean nothing for the current role.
      endMonth: isCurrent ? null : careerMonth(entry.endMonth),
      endYear: isCurrent ? null : careerYear(entry.endYear, today),
      isCurrent,
    };
    checkExperienceDates(experience, today);
    kept.push(experience);
  }
  if (kept.length === 0) fail(ACCOUNT_MESSAGES.workExperienceRequired);
  if (kept.length > ACCOUNT_LIMITS.maxWorkExperiences) fail(REGISTRATION_MESSAGES.tooManyWorkExperiences);
  return kept;
}

/** Split at commas, trimmed, without duplicates (case-insensitive), at least one, at most 10. */
function skills(values: readonly string[]): string[] {
  const kept = distinctTexts(splitSkills(values), ACCOUNT_LIMITS.maxSkills, REGISTRATION_MESSAGES.tooManySkills);
  if (kept.length === 0) fail(ACCOUNT_MESSAGES.skillRequired);
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

/** A candidate's career step (docs/product/rules.md#validation), into the UserRegistered contract shape. */
export function careerData(input: CareerDataInput | null | undefined, today: Date = new Date()): CareerData {
  const institution = text(input?.institution);
  const degreeLevel = text(input?.degreeLevel);
  const fieldOfStudy = text(input?.fieldOfStudy);
  if (!institution || !degreeLevel || !fieldOfStudy) fail(ACCOUNT_MESSAGES.educationRequired);
  careerChoice(degreeLevel, DEGREE_LEVELS, REGISTRATION_MESSAGES.invalidDegreeLevel);
  const experiences = workExperiences(input?.workExperiences ?? [], today);
  const skillList = skills(input?.skills ?? []);
  const workModel = careerChoice(input?.workModel, WORK_MODELS, REGISTRATION_MESSAGES.invalidWorkModel, (value) => value.toLowerCase());
  const classification = classifyJob(text(input?.jobFamily), text(input?.jobTitle));
  return {
    expectedBaseSalary: careerSalary(input?.expectedBaseSalary),
    dreamScenarioBaseSalary: careerSalary(input?.dreamScenarioBaseSalary),
    institution,
    degreeLevel,
    fieldOfStudy,
    workModel,
    workLocation: text(input?.workLocation),
    isStrictlyRemote: workModel === 'remote' && input?.isStrictlyRemote === true,
    linkedinUrl: httpUrl(input?.linkedinUrl, CANDIDATE_MESSAGES.invalidLinkedinUrl),
    jobFamily: classification.jobFamily,
    jobTitle: classification.jobTitle,
    currentCompany: text(input?.currentCompany) ?? currentEntry(experiences)?.company ?? null,
    // The candidate service derives years of experience from the entries (one rule, one owner).
    yearsExperience: null,
    workExperiences: experiences,
    skills: skillList,
  };
}

/** The company website: the rule the profile applies too (@hiring/contracts companyWebsite). */
function registrationWebsite(value: string | null | undefined): string | null {
  const website = companyWebsite(value);
  return website === undefined ? fail(REGISTRATION_MESSAGES.invalidWebsite) : website;
}

/** A company's information step (docs/product/rules.md#validation). */
export function companyData(input: CompanyDataInput | null | undefined): CompanyData {
  const companyName = text(input?.companyName);
  if (!companyName) fail(ACCOUNT_MESSAGES.companyNameRequired);
  const industry = careerChoice(input?.industry, INDUSTRIES, REGISTRATION_MESSAGES.invalidIndustry);
  const size = careerChoice(input?.size, COMPANY_SIZES, REGISTRATION_MESSAGES.invalidCompanySize);
  return { companyName, industry, size, website: registrationWebsite(input?.website) };
}
