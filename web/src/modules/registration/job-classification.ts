import { isJobFamilyKey, isTitleInJobFamily, titlesForJobFamily, UNKNOWN_JOB_FAMILY, UNKNOWN_JOB_TITLE } from './job-families';

export interface JobClassification {
  jobFamily: string;
  jobTitle: string;
}

/**
 * docs/product/rules.md#states-and-transitions, job family selection: choosing a family sets the title to its
 * first title; choosing unknown sets the title to Unknown (and locks it);
 * clearing the family clears the title.
 */
export function selectJobFamily(jobFamily: string): JobClassification {
  if (!jobFamily) return { jobFamily: '', jobTitle: '' };
  if (jobFamily === UNKNOWN_JOB_FAMILY) return { jobFamily, jobTitle: UNKNOWN_JOB_TITLE };
  return { jobFamily, jobTitle: titlesForJobFamily(jobFamily)[0] ?? UNKNOWN_JOB_TITLE };
}

/** The title select is disabled until a family is chosen, and locked for unknown. */
export function isJobTitleSelectDisabled(jobFamily: string): boolean {
  return !jobFamily || jobFamily === UNKNOWN_JOB_FAMILY;
}

/**
 * A classification from outside (the resume analysis) made consistent with the
 * vocabulary: an unknown family key is dropped; a title outside its family
 * falls back to the family's first title.
 */
export function normalizeJobClassification(jobFamily: unknown, jobTitle: unknown): JobClassification {
  const family = typeof jobFamily === 'string' ? jobFamily.trim() : '';
  if (!isJobFamilyKey(family)) return { jobFamily: '', jobTitle: '' };
  const title = typeof jobTitle === 'string' ? jobTitle.trim() : '';
  if (title && isTitleInJobFamily(family, title)) return { jobFamily: family, jobTitle: title };
  return selectJobFamily(family);
}
