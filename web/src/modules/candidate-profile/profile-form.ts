import { CANDIDATE_LIMITS, CAREER_MESSAGES } from '@hiring/contracts/vocabulary';
import { parseSalary } from '../registration/career-data';
import { MONTHS } from '../registration/draft';
import type { CandidateProfileFieldsFragment, CandidateProfileInput } from '../../generated/graphql';

/**
 * The profile page's pure rules (docs/product/screens.md#candidate-profile, docs/product/data.md#data-and-entities, docs/product/rules.md#validation): the form state read from the profile,
 * the payloads sent back, salary echoes, and the work history's durations and validation.
 */
export const MAX_WORK_EXPERIENCES = CANDIDATE_LIMITS.maxWorkExperiences;

export type CandidateProfile = CandidateProfileFieldsFragment;
/** A work experience entry as the profile has it (months 1-12; a current role has no end). */
export type WorkExperience = Omit<CandidateProfile['workExperiences'][number], '__typename'>;

/**
 * The profile shown while the candidate service has not built it yet (moments after
 * registration): the account's names, everything else empty.
 */
export function pendingProfile(account: { id: string; email: string; firstName: string; lastName: string }): CandidateProfile {
  return {
    id: account.id,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    linkedinUrl: null,
    preferredLocation: null,
    workModel: null,
    expectedBaseSalary: null,
    dreamScenarioBaseSalary: null,
    isStrictlyRemote: false,
    education: { institution: null, degreeLevel: null, fieldOfStudy: null },
    skills: [],
    workExperiences: [],
  };
}

/** The Career tab's editable fields, as the inputs hold them. */
export interface CareerDraft {
  expectedBaseSalary: string;
  dreamScenarioBaseSalary: string;
  workModel: string;
  preferredLocation: string;
  isStrictlyRemote: boolean;
  institution: string;
  degreeLevel: string;
  fieldOfStudy: string;
}

export interface AccountDraft {
  firstName: string;
  lastName: string;
  linkedinUrl: string;
}

/** A work experience in the editor: months and years are '' until chosen. */
export interface ExperienceDraft {
  /** Local key for React lists; never sent. */
  key: string;
  company: string;
  jobTitle: string;
  startMonth: number | '';
  startYear: number | '';
  endMonth: number | '';
  endYear: number | '';
  isCurrent: boolean;
}

let nextKey = 0;
function localKey(): string {
  nextKey += 1;
  return `experience-${nextKey}`;
}

const orEmpty = (value: string | null | undefined) => value ?? '';

const salaryText = (value: number | null) => (value === null ? '' : String(value));

export function careerDraftOf(profile: CandidateProfile): CareerDraft {
  return {
    expectedBaseSalary: salaryText(profile.expectedBaseSalary),
    dreamScenarioBaseSalary: salaryText(profile.dreamScenarioBaseSalary),
    workModel: orEmpty(profile.workModel),
    preferredLocation: orEmpty(profile.preferredLocation),
    isStrictlyRemote: profile.isStrictlyRemote,
    institution: orEmpty(profile.education.institution),
    degreeLevel: orEmpty(profile.education.degreeLevel),
    fieldOfStudy: orEmpty(profile.education.fieldOfStudy),
  };
}

export function accountDraftOf(profile: CandidateProfile): AccountDraft {
  return { firstName: profile.firstName, lastName: profile.lastName, linkedinUrl: orEmpty(profile.linkedinUrl) };
}

const blankToNull = (value: string) => value.trim() || null;

/** Salary text the server would refuse, else null. */
export function salaryProblem(raw: string): string | null {
  if (!raw.trim()) return null;
  return parseSalary(raw) === null ? CAREER_MESSAGES.invalidSalary : null;
}

/** The full career form (section 7): salaries in whole dollars, strictly remote only with remote. */
export function careerPayload(draft: CareerDraft): CandidateProfileInput {
  return {
    expectedBaseSalary: parseSalary(draft.expectedBaseSalary),
    dreamScenarioBaseSalary: parseSalary(draft.dreamScenarioBaseSalary),
    workModel: blankToNull(draft.workModel),
    preferredLocation: blankToNull(draft.preferredLocation),
    isStrictlyRemote: draft.workModel === 'remote' && draft.isStrictlyRemote,
    institution: blankToNull(draft.institution),
    degreeLevel: blankToNull(draft.degreeLevel),
    fieldOfStudy: blankToNull(draft.fieldOfStudy),
  };
}

const USD = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export function formatUsd(amount: number): string {
  return USD.format(amount);
}

/** The formatted echo under a salary field: '$150,000 per year', or nothing while empty or unreadable. */
export function salaryEcho(raw: string): string | null {
  const amount = parseSalary(raw);
  return amount === null ? null : `${formatUsd(amount)} per year`;
}

export function toDraft(entry: WorkExperience): ExperienceDraft {
  return {
    key: localKey(),
    company: entry.company,
    jobTitle: entry.jobTitle,
    startMonth: entry.startMonth ?? '',
    startYear: entry.startYear ?? '',
    endMonth: entry.isCurrent ? '' : (entry.endMonth ?? ''),
    endYear: entry.isCurrent ? '' : (entry.endYear ?? ''),
    isCurrent: entry.isCurrent,
  };
}

export function emptyExperience(): ExperienceDraft {
  return { key: localKey(), company: '', jobTitle: '', startMonth: '', startYear: '', endMonth: '', endYear: '', isCurrent: false };
}

/** Section 5: a new experience needs company, job title, start month and start year. */
export function isExperienceComplete(entry: ExperienceDraft): boolean {
  return Boolean(entry.company.trim() && entry.jobTitle.trim() && entry.startMonth !== '' && entry.startYear !== '');
}

/** The payload entry: end fields ignored for the current role. */
export function toJson(entry: ExperienceDraft): WorkExperience {
  return {
    company: entry.company.trim(),
    jobTitle: entry.jobTitle.trim(),
    startMonth: entry.startMonth === '' ? null : entry.startMonth,
    startYear: entry.startYear === '' ? null : entry.startYear,
    endMonth: entry.isCurrent || entry.endMonth === '' ? null : entry.endMonth,
    endYear: entry.isCurrent || entry.endYear === '' ? null : entry.endYear,
    isCurrent: entry.isCurrent,
  };
}

function startKey(entry: WorkExperience): number {
  return (entry.startYear ?? 0) * 12 + (entry.startMonth ?? 0);
}

/** Newest start first, as the history is shown. */
export function newestFirst(entries: readonly WorkExperience[]): WorkExperience[] {
  return [...entries].sort((a, b) => startKey(b) - startKey(a) || Number(b.isCurrent) - Number(a.isCurrent));
}

/** Months from start to end, or to now when current; null without a start (or an end for a past role). */
export function durationMonths(entry: WorkExperience, now: Date = new Date()): number | null {
  if (!entry.startYear || !entry.startMonth) return null;
  const endYear = entry.isCurrent ? now.getFullYear() : entry.endYear;
  const endMonth = entry.isCurrent ? now.getMonth() + 1 : entry.endMonth;
  if (!endYear || !endMonth) return null;
  return Math.max(0, (endYear - entry.startYear) * 12 + (endMonth - entry.startMonth));
}

/** '2 years 3 months', '1 year', '5 months', 'Less than a month'. */
export function durationLabel(months: number): string {
  const years = Math.floor(months / 12);
  const rest = months % 12;
  const parts: string[] = [];
  if (years > 0) parts.push(`${years} ${years === 1 ? 'year' : 'years'}`);
  if (rest > 0) parts.push(`${rest} ${rest === 1 ? 'month' : 'months'}`);
  return parts.length > 0 ? parts.join(' ') : 'Less than a month';
}

function monthYear(month: number | null, year: number | null): string | null {
  if (!year) return null;
  return month ? `${MONTHS[month - 1]!.slice(0, 3)} ${year}` : String(year);
}

/** 'Jan 2020 – Feb 2021', 'Mar 2021 – Present'. */
export function dateRangeLabel(entry: WorkExperience): string {
  const start = monthYear(entry.startMonth, entry.startYear) ?? 'Start unknown';
  const end = entry.isCurrent ? 'Present' : (monthYear(entry.endMonth, entry.endYear) ?? 'End unknown');
  return `${start} – ${end}`;
}
