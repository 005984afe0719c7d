import { familiesWithTitle, jobClassificationProblem, UNKNOWN_JOB_TITLE } from './job-families.js';

/**
 * The field rules of a candidate's career data, one copy for the two places that take it from a
 * person: registration (auth) and the profile page (candidate). Each check throws a
 * `CareerInputError` with the text to show; the callers decide which fields are required.
 * Pure functions (no Node APIs), so the browser bundle may import them too.
 */
export const CAREER_LIMITS = {
  maxTextLength: 200,
  maxWorkExperiences: 10,
  maxSkills: 10,
  /** The form offers the current year and 30 before it; older entries from a resume are fine. */
  earliestYear: 1950,
} as const;

export const CAREER_MESSAGES = {
  invalidSalary: 'Salaries must be positive whole numbers',
  invalidWorkModel: 'Please choose a valid work model',
  invalidDegreeLevel: 'Please choose a valid degree level',
  invalidMonth: 'Work experience months must be between 1 and 12',
  invalidYear: 'Please choose a valid year for each work experience',
  endBeforeStart: 'A work experience cannot end before it starts',
  tooManyWorkExperiences: `You can add at most ${CAREER_LIMITS.maxWorkExperiences} work experiences`,
  tooManySkills: `You can add at most ${CAREER_LIMITS.maxSkills} skills`,
  tooLong: `Please shorten your entries: text fields take at most ${CAREER_LIMITS.maxTextLength} characters`,
} as const;

export class CareerInputError extends Error {}

/** A work experience as a form or an API client sends it (any field may be missing). */
export interface WorkExperienceInput {
  company?: string | null;
  jobTitle?: string | null;
  startMonth?: number | null;
  startYear?: number | null;
  endMonth?: number | null;
  endYear?: number | null;
  isCurrent?: boolean | null;
}

export function failCareerInput(message: string): never {
  throw new CareerInputError(message);
}

/** Trimmed; blank is null; longer than the limit is refused. */
export function careerText(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed.length > CAREER_LIMITS.maxTextLength) failCareerInput(CAREER_MESSAGES.tooLong);
  return trimmed || null;
}

export function careerMonth(value: number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value < 1 || value > 12) failCareerInput(CAREER_MESSAGES.invalidMonth);
  return value;
}

export function careerYear(value: number | null | undefined, today: Date): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value < CAREER_LIMITS.earliestYear || value > today.getFullYear()) failCareerInput(CAREER_MESSAGES.invalidYear);
  return value;
}

export function careerSalary(value: number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (!Number.isInteger(value) || value < 0) failCareerInput(CAREER_MESSAGES.invalidSalary);
  return value;
}

/** One of `allowed` (compared as given, after trimming and `normalize`), or null when blank. */
export function careerChoice(
  value: string | null | undefined,
  allowed: readonly string[],
  message: string,
  normalize: (text: string) => string = (text) => text,
): string | null {
  const text = careerText(value);
  if (!text) return null;
  const choice = normalize(text);
  if (!allowed.includes(choice)) failCareerInput(message);
  return choice;
}

/**
 * The skills typed texts name: "Go, PostgreSQL, Kubernetes" is three (issue 32), as the input's
 * placeholder suggests. Commas, semicolons and line breaks separate; each is trimmed, inner
 * spaces collapsed, blanks dropped.
 */
export function splitSkills(values: readonly string[]): string[] {
  return values
    .flatMap((value) => value.split(/[,;\n]/))
    .map((skill) => skill.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

/** Trimmed, blanks dropped, without duplicates (case-insensitive, first spelling kept), at most `max`. */
export function distinctTexts(values: readonly string[], max: number, tooMany: string): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const value of values) {
    const item = careerText(value);
    if (!item || seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    kept.push(item);
  }
  if (kept.length > max) failCareerInput(tooMany);
  return kept;
}

/** Refuses an end before the start (months compared only when both are known) or after `today`'s month. */
export function checkExperienceDates(
  entry: { startMonth: number | null; startYear: number | null; endMonth: number | null; endYear: number | null },
  today: Date,
): void {
  const { startMonth, startYear, endMonth, endYear } = entry;
  if (endYear === null) return;
  if (startYear !== null && (endYear < startYear || (endYear === startYear && startMonth !== null && endMonth !== null && endMonth < startMonth))) {
    failCareerInput(CAREER_MESSAGES.endBeforeStart);
  }
  if (endYear === today.getFullYear() && endMonth !== null && endMonth > today.getMonth() + 1) failCareerInput(CAREER_MESSAGES.invalidYear);
}

/**
 * A job family is optional; with one, the title must be one of its titles or Unknown. Without one
 * (complete-registration sends no job_family, per the spec) a title from the list brings its
 * family along; any other title stays the candidate's free-text position.
 */
export function classifyJob(familyInput: string | null, titleInput: string | null): { jobFamily: string | null; jobTitle: string | null } {
  const problem = jobClassificationProblem(familyInput, familyInput ? titleInput : null);
  if (problem) failCareerInput(problem);
  if (familyInput) return { jobFamily: familyInput, jobTitle: titleInput ?? (familyInput === 'unknown' ? UNKNOWN_JOB_TITLE : null) };
  if (!titleInput) return { jobFamily: null, jobTitle: null };
  if (titleInput === UNKNOWN_JOB_TITLE) return { jobFamily: 'unknown', jobTitle: UNKNOWN_JOB_TITLE };
  return { jobFamily: familiesWithTitle(titleInput)[0] ?? null, jobTitle: titleInput };
}

/** What ordering a work history needs of each entry (profiles, search cards and the web share it). */
export interface CareerDates {
  isCurrent: boolean;
  startYear?: number | null;
  startMonth?: number | null;
}

const careerStart = (entry: CareerDates) => (entry.startYear ?? 0) * 12 + (entry.startMonth ?? 0);

/**
 * The spec's Career Journey order, the one order of a work history everywhere: current roles first,
 * then the newest start first.
 */
export function careerOrder<T extends CareerDates>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent) || careerStart(b) - careerStart(a));
}
