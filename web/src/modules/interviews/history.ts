import { dateValue } from './format';
import type { CompanyGroup, Interview, InterviewHistoryResponse, PositionUpdateResponse } from './types';

/**
 * The Interview History page's state rules (profiles spec sections 2.3 and 4), as pure
 * functions: ordering, optimistic changes and what a position update brings back.
 */

/** Newest first by interview date; undated ones last; ties by upload time, newest first. */
function newestFirst(a: Interview, b: Interview): number {
  const byDate = compareDesc(dateValue(a.date), dateValue(b.date));
  return byDate !== 0 ? byDate : compareDesc(dateValue(a.uploaded_at), dateValue(b.uploaded_at));
}

function compareDesc(a: number, b: number): number {
  if (a === b) return 0;
  return a > b ? -1 : 1;
}

function latestDate(group: CompanyGroup): number {
  return Math.max(dateValue(group.latest_date), ...group.interviews.map((interview) => dateValue(interview.date)));
}

/** Companies newest first (by their latest interview), and each company's interviews newest first. */
export function sortHistory(groups: readonly CompanyGroup[]): CompanyGroup[] {
  return groups
    .map((group) => ({ ...group, interviews: [...group.interviews].sort(newestFirst) }))
    .sort((a, b) => compareDesc(latestDate(a), latestDate(b)));
}

/** The groups of a history response, ordered; groups without interviews are left out. */
export function historyFromResponse(response: InterviewHistoryResponse | null | undefined): CompanyGroup[] {
  const groups = (response?.companies ?? []).filter((group) => Array.isArray(group.interviews) && group.interviews.length > 0);
  return sortHistory(groups);
}

export function countInterviews(groups: readonly CompanyGroup[]): number {
  return groups.reduce((sum, group) => sum + group.interviews.length, 0);
}

/** Applies `change` to the interview with `id`. */
export function updateInterview(groups: readonly CompanyGroup[], id: string, change: (interview: Interview) => Interview): CompanyGroup[] {
  return groups.map((group) =>
    group.interviews.some((interview) => interview.id === id)
      ? { ...group, interviews: group.interviews.map((interview) => (interview.id === id ? change(interview) : interview)) }
      : group,
  );
}

/** Removes the interview; a company left without interviews is dropped. */
export function removeInterview(groups: readonly CompanyGroup[], id: string): CompanyGroup[] {
  return groups
    .map((group) => ({ ...group, interviews: group.interviews.filter((interview) => interview.id !== id) }))
    .filter((group) => group.interviews.length > 0);
}

export function findInterview(groups: readonly CompanyGroup[], id: string): Interview | null {
  for (const group of groups) {
    const found = group.interviews.find((interview) => interview.id === id);
    if (found) return found;
  }
  return null;
}

/**
 * After a position update the position, job family, job title, edited flag and AI-extracted
 * values come from the response (the response's full interview wins when it sent one).
 */
export function applyPositionUpdate(interview: Interview, response: PositionUpdateResponse): Interview {
  if (response.interview && response.interview.id === interview.id) return { ...interview, ...response.interview };
  const next: Interview = { ...interview };
  const fields = [
    'position',
    'job_family',
    'job_title',
    'position_edited_by_candidate',
    'ai_extracted_position',
    'ai_extracted_job_family',
    'ai_extracted_job_title',
  ] as const;
  for (const field of fields) {
    if (response[field] !== undefined) (next as unknown as Record<string, unknown>)[field] = response[field];
  }
  return next;
}

/** Whether the interview has verification issues (then it stays private). */
export function hasIssues(interview: Interview): boolean {
  return Boolean(interview.verification_details?.has_issues);
}

/** A web address for a company domain ('acme.com' → 'https://acme.com'); null when it is not a plain host name. */
export function companyWebsite(domain: string | null | undefined): string | null {
  const host = domain
    ?.trim()
    .replace(/^https?:\/\//i, '')
    .split('/')[0]!
    .toLowerCase();
  if (!host || !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) return null;
  return `https://${host}`;
}

/** Where an interview sat, to put it back when its deletion fails. */
export interface InterviewPlace {
  group: CompanyGroup;
  index: number;
  interview: Interview;
}

const groupKey = (group: CompanyGroup) => group.process_id ?? `company:${group.company_name}`;

export function placeOf(groups: readonly CompanyGroup[], id: string): InterviewPlace | null {
  for (const group of groups) {
    const index = group.interviews.findIndex((interview) => interview.id === id);
    if (index >= 0) return { group, index, interview: group.interviews[index] };
  }
  return null;
}

/**
 * Rollback of an optimistic delete: the interview goes back to its place in its company; a
 * company that was dropped with it comes back where the ordering puts it. Changes made to
 * other interviews meanwhile are kept.
 */
export function restoreInterview(groups: readonly CompanyGroup[], place: InterviewPlace): CompanyGroup[] {
  if (findInterview(groups, place.interview.id)) return [...groups];
  const key = groupKey(place.group);
  if (groups.some((group) => groupKey(group) === key)) {
    return groups.map((group) => {
      if (groupKey(group) !== key) return group;
      const interviews = [...group.interviews];
      interviews.splice(Math.min(place.index, interviews.length), 0, place.interview);
      return { ...group, interviews };
    });
  }
  const restored: CompanyGroup = { ...place.group, interviews: [place.interview] };
  const position = groups.findIndex((group) => compareDesc(latestDate(restored), latestDate(group)) < 0);
  const next = [...groups];
  next.splice(position < 0 ? next.length : position, 0, restored);
  return next;
}
