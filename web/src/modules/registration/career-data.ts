import type { CareerDataInput, CompleteRegistrationInput, RegisterWithVerificationInput, WorkExperienceInput } from '../../generated/graphql';
import type { RegistrationDraft, WorkExperience } from './draft';
import { isCompleteWorkExperience } from './validation';

function toInput(entry: WorkExperience): WorkExperienceInput {
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
  const cleaned = raw
    .trim()
    .toLowerCase()
    .replace(/[$,\s]/g, '');
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

/**
 * The career data of both final steps. Years of experience are not sent: the server derives them
 * from the work experiences (docs/product/data.md#data-and-entities).
 */
export function buildCareerData(draft: RegistrationDraft): CareerDataInput {
  const complete = draft.workExperiences.filter(isCompleteWorkExperience);
  const current = currentWorkExperience(complete);
  return {
    expectedBaseSalary: parseSalary(draft.expectedBaseSalary),
    dreamScenarioBaseSalary: parseSalary(draft.dreamScenarioBaseSalary),
    institution: draft.institutionCustom.trim(),
    degreeLevel: draft.degreeLevel,
    fieldOfStudy: draft.fieldOfStudyCustom.trim(),
    workModel: orNull(draft.workModel),
    workLocation: orNull(draft.workLocation),
    isStrictlyRemote: draft.workModel === 'remote' && draft.isStrictlyRemote,
    currentCompany: current ? current.company.trim() : null,
    jobTitle: orNull(draft.jobTitle) ?? (current ? current.jobTitle.trim() : null),
    jobFamily: orNull(draft.jobFamily),
    linkedinUrl: orNull(draft.linkedinUrl),
    workExperiences: complete.map(toInput),
    skills: draft.top5Skills.map((skill) => skill.trim()).filter(Boolean),
  };
}

/** The candidate's final step: the spec leaves the job family out of it. */
/** The candidate's last step; `referralId`: the invitation whose link they followed (issue 32), sent only when there is one. */
export function buildCompleteRegistrationInput(draft: RegistrationDraft, referralId: string | null = null): CompleteRegistrationInput {
  const { jobFamily: _jobFamily, ...careerData } = buildCareerData(draft);
  return {
    email: draft.email.trim(),
    password: draft.password,
    userType: 'candidate',
    careerData,
    ...(referralId ? { referralId } : {}),
  };
}

export function buildCompanyRegistrationInput(draft: RegistrationDraft): RegisterWithVerificationInput {
  return {
    email: draft.email.trim(),
    password: draft.password,
    userType: 'company',
    firstName: draft.firstName.trim(),
    lastName: draft.lastName.trim(),
    companyData: {
      companyName: draft.companyName.trim(),
      industry: orNull(draft.industry),
      size: orNull(draft.size),
      website: orNull(draft.website),
    },
  };
}
