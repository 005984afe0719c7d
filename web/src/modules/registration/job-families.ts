/**
 * Job families and their titles (docs/product/data.md#data-and-entities, "Job classification"), as the
 * product defines them once for server and web in @hiring/contracts. Web code
 * imports the vocabulary from this module only.
 */
import { isJobFamilyKey as isKey, jobTitlesFor, type JobFamilyKey } from '@hiring/contracts/vocabulary';

export { JOB_FAMILIES, JOB_FAMILY_KEYS, UNKNOWN_JOB_TITLE, jobFamily as jobFamilyByKey } from '@hiring/contracts/vocabulary';
export type { JobFamily, JobFamilyKey } from '@hiring/contracts/vocabulary';

export const UNKNOWN_JOB_FAMILY: JobFamilyKey = 'unknown';

export function isJobFamilyKey(value: unknown): value is JobFamilyKey {
  return typeof value === 'string' && isKey(value);
}

/** The titles offered for a family, ending with 'Unknown' ('unknown' has only that); none for an unknown key. */
export function titlesForJobFamily(key: string): readonly string[] {
  return jobTitlesFor(key);
}

/** docs/product/rules.md#validation: the title must belong to the chosen family or be Unknown. */
export function isTitleInJobFamily(key: string, title: string): boolean {
  return titlesForJobFamily(key).includes(title);
}
