import type { InterviewFieldsFragment, InterviewHistoryQuery } from '../../generated/graphql';
import { dateValue } from './format';

/**
 * The Interview History page's view of the InterviewHistory query (docs/product/screens.md#interview-history
 * and 4), as pure functions: ordering, and what a deletion leaves.
 */

export type Interview = InterviewFieldsFragment;
/** The history's texts (docs/product/rules.md#errors). */
export const HISTORY_MESSAGES = {
  networkError: 'Network error occurred',
  positionFailed: 'Network error occurred while updating position',
} as const;

/** The process note's rule and texts are the interviews service's own (contracts' interview-history). */
export { NOTES_MAX_CHARS, notesProblem } from '@hiring/contracts/vocabulary';

export type CompanyGroup = InterviewHistoryQuery['interviewHistory']['companies'][number];

/** Newest first by interview date; undated ones last; ties by upload time, newest first. */
function newestFirst(a: Interview, b: Interview): number {
  const byDate = compareDesc(dateValue(a.date), dateValue(b.date));
  return byDate !== 0 ? byDate : compareDesc(dateValue(a.uploadedAt), dateValue(b.uploadedAt));
}

function compareDesc(a: number, b: number): number {
  if (a === b) return 0;
  return a > b ? -1 : 1;
}

function latestDate(group: CompanyGroup): number {
  return Math.max(dateValue(group.latestDate), ...group.interviews.map((interview) => dateValue(interview.date)));
}

/** Companies newest first (by their latest interview), and each company's interviews newest first. */
export function sortHistory(groups: readonly CompanyGroup[]): CompanyGroup[] {
  return groups.map((group) => ({ ...group, interviews: [...group.interviews].sort(newestFirst) })).sort((a, b) => compareDesc(latestDate(a), latestDate(b)));
}

/** The groups of the history, ordered; groups without interviews are left out. */
export function historyGroups(history: { companies: readonly CompanyGroup[] } | null | undefined): CompanyGroup[] {
  const groups = (history?.companies ?? []).filter((group) => group.interviews.length > 0);
  return sortHistory(groups);
}

export function countInterviews(groups: readonly CompanyGroup[]): number {
  return groups.reduce((sum, group) => sum + group.interviews.length, 0);
}

/** Removes the interview; a company left without interviews is dropped. */
export function removeInterview(groups: readonly CompanyGroup[], id: string): CompanyGroup[] {
  return groups
    .map((group) => ({ ...group, interviews: group.interviews.filter((interview) => interview.id !== id) }))
    .filter((group) => group.interviews.length > 0);
}

/** Whether the interview has verification issues (then it stays private). */
export function hasIssues(interview: Interview): boolean {
  return interview.verificationDetails.hasIssues;
}

export { companyWebsite } from '../ui/company-website';
