import { ACCOUNT_LIMITS, ACCOUNT_MESSAGES, RESUME_EXTENSIONS, RESUME_MIME_TYPES } from '@hiring/contracts/vocabulary';
import {
  addSkills,
  DEGREE_LEVELS,
  emptyWorkExperience,
  MAX_SKILLS,
  MAX_WORK_EXPERIENCES,
  WORK_MODELS,
  type RegistrationDraft,
  type WorkExperience,
} from './draft';
import { normalizeJobClassification } from './job-classification';

/** docs/product/rules.md#validation, docs/product/rules.md#constants-and-limits: resume files (10 MB = 10485760 bytes). */
export const MAX_RESUME_BYTES = ACCOUNT_LIMITS.resumeMaxBytes;
export { RESUME_EXTENSIONS, RESUME_MIME_TYPES };
export const RESUME_ACCEPT = [...RESUME_EXTENSIONS, ...RESUME_MIME_TYPES].join(',');

export const RESUME_MESSAGES = {
  tooLarge: ACCOUNT_MESSAGES.resumeTooLarge,
  wrongType: ACCOUNT_MESSAGES.resumeWrongType,
} as const;

/**
 * Size first, then type. The type is judged by the extension, or by the MIME
 * type when the name has none (browsers often send no MIME type for .rtf).
 */
export function validateResumeFile(file: Pick<File, 'name' | 'size'> & { type?: string }): string | null {
  if (file.size > MAX_RESUME_BYTES) return RESUME_MESSAGES.tooLarge;
  const name = file.name.toLowerCase();
  const byExtension = RESUME_EXTENSIONS.some((extension) => name.endsWith(extension));
  const hasExtension = /\.[a-z0-9]+$/.test(name);
  const byMime = !hasExtension && (RESUME_MIME_TYPES as readonly string[]).includes(file.type ?? '');
  return byExtension || byMime ? null : RESUME_MESSAGES.wrongType;
}

/** The `analysis` object of POST /api/analyze-resume-for-registration (docs/product/data.md#data-and-entities). */
export interface ResumeAnalysis {
  contact?: { firstName?: string | null; lastName?: string | null; email?: string | null; linkedinUrl?: string | null } | null;
  education?: { institution?: string | null; degreeLevel?: string | null; fieldOfStudy?: string | null } | null;
  workExperiences?: Partial<Record<keyof Omit<WorkExperience, 'id'>, unknown>>[] | null;
  skills?: unknown[] | null;
  workPreferences?: { workModel?: string | null; location?: string | null } | null;
  jobClassification?: { jobFamily?: string | null; jobTitle?: string | null } | null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function month(value: unknown): number | '' {
  const number = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1 && number <= 12 ? number : '';
}

function year(value: unknown): number | '' {
  const number = typeof value === 'string' ? Number.parseInt(value, 10) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 1900 && number <= 2200 ? number : '';
}

/** 'Bachelors', "bachelor's degree", 'MSc'... onto one of the four degree levels, else ''. */
export function normalizeDegreeLevel(value: unknown): string {
  const raw = text(value).toLowerCase();
  if (!raw) return '';
  const exact = DEGREE_LEVELS.find((level) => level.toLowerCase() === raw);
  if (exact) return exact;
  if (/ph\.?\s?d|doctor/.test(raw)) return 'PhD';
  if (/master|^m\.?s\.?c?\b|^m\.?a\b|mba|^m\.?eng/.test(raw)) return 'Masters';
  if (/bachelor|^b\.?s\.?c?\b|^b\.?a\b|^b\.?eng|undergrad/.test(raw)) return 'Bachelor';
  if (/associate/.test(raw)) return 'Associates';
  return '';
}

/** 'Remote', 'onsite', 'In person'... onto remote / hybrid / in-person, else ''. */
export function normalizeWorkModel(value: unknown): string {
  const raw = text(value)
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  if (!raw) return '';
  if (WORK_MODELS.some((model) => model.value === raw)) return raw;
  if (raw.includes('remote')) return 'remote';
  if (raw.includes('hybrid')) return 'hybrid';
  if (/on-?site|in-?person|office/.test(raw)) return 'in-person';
  return '';
}

function workExperienceFrom(raw: Partial<Record<string, unknown>>): WorkExperience {
  const isCurrent = raw.isCurrent === true || raw.isCurrent === 'true';
  return {
    ...emptyWorkExperience(),
    company: text(raw.company),
    jobTitle: text(raw.jobTitle),
    startMonth: month(raw.startMonth),
    startYear: year(raw.startYear),
    endMonth: isCurrent ? '' : month(raw.endMonth),
    endYear: isCurrent ? '' : year(raw.endYear),
    isCurrent,
  };
}

/**
 * Fills the draft from a resume analysis (docs/product/screens.md#routes, resume path): contact,
 * education, work experiences, the first 10 skills, work preferences and job
 * classification. What the analysis leaves empty keeps the draft's value.
 */
export function draftFromAnalysis(draft: RegistrationDraft, analysis: ResumeAnalysis | null | undefined): RegistrationDraft {
  if (!analysis) return draft;
  const next: RegistrationDraft = { ...draft };
  const keep = (value: string, fallback: string) => value || fallback;

  const contact = analysis.contact ?? {};
  next.firstName = keep(text(contact.firstName), draft.firstName);
  next.lastName = keep(text(contact.lastName), draft.lastName);
  next.email = keep(text(contact.email), draft.email);
  next.linkedinUrl = keep(text(contact.linkedinUrl), draft.linkedinUrl);

  const education = analysis.education ?? {};
  next.institutionCustom = keep(text(education.institution), draft.institutionCustom);
  next.degreeLevel = keep(normalizeDegreeLevel(education.degreeLevel), draft.degreeLevel);
  next.fieldOfStudyCustom = keep(text(education.fieldOfStudy), draft.fieldOfStudyCustom);

  const experiences = (analysis.workExperiences ?? [])
    .filter((entry): entry is Partial<Record<string, unknown>> => Boolean(entry) && typeof entry === 'object')
    .map(workExperienceFrom)
    .filter((entry) => entry.company || entry.jobTitle)
    .slice(0, MAX_WORK_EXPERIENCES);
  if (experiences.length > 0) next.workExperiences = experiences;

  const skills = (analysis.skills ?? []).filter((skill): skill is string => typeof skill === 'string').slice(0, MAX_SKILLS);
  if (skills.length > 0) next.top5Skills = skills.reduce<string[]>((list, skill) => addSkills(list, skill).skills, []);

  const preferences = analysis.workPreferences ?? {};
  next.workModel = keep(normalizeWorkModel(preferences.workModel), draft.workModel);
  next.workLocation = keep(text(preferences.location), draft.workLocation);

  const classification = normalizeJobClassification(analysis.jobClassification?.jobFamily, analysis.jobClassification?.jobTitle);
  if (classification.jobFamily) {
    next.jobFamily = classification.jobFamily;
    next.jobTitle = classification.jobTitle;
  }
  return next;
}
