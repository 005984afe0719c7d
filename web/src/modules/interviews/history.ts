import type { InterviewHistoryQuery, InterviewFieldsFragment } from '../../generated/graphql';

/**
 * The Interview History page's view of the InterviewHistory query (docs/product/screens.md#interview-history
 * and 4), as pure functions: what a deletion leaves. The interviews subgraph sends the groups in
 * display order.
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

/** The groups of the history, as the server ordered them. */
export function historyGroups(history: { companies: readonly CompanyGroup[] } | null | undefined): readonly CompanyGroup[] {
  return history?.companies ?? [];
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
