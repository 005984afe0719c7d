import { ACCOUNT_LIMITS, COMPANY_SIZES, DEGREE_LEVELS, INDUSTRIES, splitSkills, WORK_MODELS as WORK_MODEL_VALUES } from '@hiring/contracts/vocabulary';
import type { UserType } from '../../app/session';

export { COMPANY_SIZES, DEGREE_LEVELS, INDUSTRIES };

/**
 * The registration draft (docs/product/data.md#data-and-entities). The wizard keeps it for the tab
 * (draft-storage.ts) without the password, which lives in memory only.
 */

const WORK_MODEL_LABELS: Record<(typeof WORK_MODEL_VALUES)[number], string> = {
  remote: 'Remote',
  hybrid: 'Hybrid',
  'in-person': 'In-person',
};

/** Work model values as the candidate profile stores them (remote, hybrid, in-person), with labels. */
export const WORK_MODELS = WORK_MODEL_VALUES.map((value) => ({ value, label: WORK_MODEL_LABELS[value] }));

export const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** docs/product/rules.md#constants-and-limits. */
export const MAX_WORK_EXPERIENCES = ACCOUNT_LIMITS.maxWorkExperiences;
export const MAX_SKILLS = ACCOUNT_LIMITS.maxSkills;
export const YEARS_BACK = ACCOUNT_LIMITS.yearChoices;

/** Year choices: the current year and the 30 years before it, newest first. */
export function yearChoices(now: Date = new Date()): number[] {
  const current = now.getFullYear();
  return Array.from({ length: YEARS_BACK + 1 }, (_, index) => current - index);
}

/** Month and year fields hold '' until chosen; months are 1-12. */
export interface WorkExperience {
  /** Local key for React lists; never sent. */
  id: string;
  company: string;
  jobTitle: string;
  startMonth: number | '';
  startYear: number | '';
  endMonth: number | '';
  endYear: number | '';
  isCurrent: boolean;
}

export type RegistrationMethod = 'resume' | 'manual';

export type ResumeStatus = 'idle' | 'analyzing' | 'done' | 'error';

export interface ResumeState {
  status: ResumeStatus;
  fileName: string | null;
  error: string | null;
}

export interface RegistrationDraft {
  userType: UserType | null;
  registrationMethod: RegistrationMethod | null;
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  /** Always null: the institution is free text (institutionCustom). */
  institutionId: null;
  institutionCustom: string;
  degreeLevel: string;
  /** Always null: the field of study is free text (fieldOfStudyCustom). */
  fieldOfStudyId: null;
  fieldOfStudyCustom: string;
  workExperiences: WorkExperience[];
  /** Up to 10 skills, despite the name. */
  top5Skills: string[];
  expectedBaseSalary: string;
  dreamScenarioBaseSalary: string;
  workModel: string;
  workLocation: string;
  isStrictlyRemote: boolean;
  linkedinUrl: string;
  jobFamily: string;
  jobTitle: string;
  resume: ResumeState;
  verificationCode: string;
  isEmailVerified: boolean;
  companyName: string;
  industry: string;
  size: string;
  website: string;
}

let nextId = 0;
/** A local id for list items (work experiences, uploaded files). */
export function localId(prefix: string): string {
  nextId += 1;
  return `${prefix}-${nextId}`;
}

export function emptyWorkExperience(): WorkExperience {
  return {
    id: localId('experience'),
    company: '',
    jobTitle: '',
    startMonth: '',
    startYear: '',
    endMonth: '',
    endYear: '',
    isCurrent: false,
  };
}

/** A fresh draft; `email` prefills the address (an invitation link carries the invitee's). */
export function initialDraft(userType: UserType | null = null, email = ''): RegistrationDraft {
  return {
    userType,
    registrationMethod: null,
    firstName: '',
    lastName: '',
    email,
    password: '',
    confirmPassword: '',
    institutionId: null,
    institutionCustom: '',
    degreeLevel: '',
    fieldOfStudyId: null,
    fieldOfStudyCustom: '',
    workExperiences: [emptyWorkExperience()],
    top5Skills: [],
    expectedBaseSalary: '',
    dreamScenarioBaseSalary: '',
    workModel: '',
    workLocation: '',
    isStrictlyRemote: false,
    linkedinUrl: '',
    jobFamily: '',
    jobTitle: '',
    resume: { status: 'idle', fileName: null, error: null },
    verificationCode: '',
    isEmailVerified: false,
    companyName: '',
    industry: '',
    size: '',
    website: '',
  };
}

export type SkillRejection = 'duplicate' | 'full';

/**
 * Skills rule (docs/product/rules.md#validation): each skill the text names ("Go, PostgreSQL,
 * Kubernetes" is three), trimmed, no duplicates (case-insensitive), at most 10. Says why a
 * typed skill was left out (the first reason), or null when all were added.
 */
export function addSkills(skills: readonly string[], raw: string): { skills: string[]; rejection: SkillRejection | null } {
  const next = [...skills];
  let rejection: SkillRejection | null = null;
  for (const skill of splitSkills([raw])) {
    if (next.some((existing) => existing.toLowerCase() === skill.toLowerCase())) rejection ??= 'duplicate';
    else if (next.length >= MAX_SKILLS) rejection ??= 'full';
    else next.push(skill);
  }
  return { skills: next, rejection };
}
