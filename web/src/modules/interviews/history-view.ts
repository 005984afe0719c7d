import { createContext, useContext } from 'react';
import type { CompanyGroup, Interview } from './history';

/**
 * How the candidate looks at their history (issue 32): sorted and filtered on the page, rows
 * collapsed until opened. The server's order is newest first; nothing here changes what is stored.
 */
export type HistorySort = 'newest' | 'oldest' | 'company';
export type VisibilityFilter = 'all' | 'public' | 'private';
export type LevelFilter = 'all' | 'employer_verified' | 'sender_named' | 'private';

export interface HistoryView {
  sort: HistorySort;
  visibility: VisibilityFilter;
  level: LevelFilter;
}

export const DEFAULT_VIEW: HistoryView = { sort: 'newest', visibility: 'all', level: 'all' };

export const SORT_OPTIONS: { value: HistorySort; label: string }[] = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'company', label: 'Company A–Z' },
];
export const VISIBILITY_OPTIONS: { value: VisibilityFilter; label: string }[] = [
  { value: 'all', label: 'Public and private' },
  { value: 'public', label: 'Public only' },
  { value: 'private', label: 'Private only' },
];
export const LEVEL_OPTIONS: { value: LevelFilter; label: string }[] = [
  { value: 'all', label: 'Every evidence level' },
  { value: 'employer_verified', label: 'Employer verified' },
  { value: 'sender_named', label: 'Named by the sender' },
  { value: 'private', label: 'Private level' },
];

/**
 * The groups to show: interviews kept by the filters (`levelOf` gives an interview's evidence
 * level, null while unknown: kept), companies without any left out, in the chosen order.
 */
export function viewOfHistory(groups: readonly CompanyGroup[], view: HistoryView, levelOf: (id: string) => string | null): CompanyGroup[] {
  const keep = (interview: Interview) => {
    if (view.visibility !== 'all' && interview.visibility !== view.visibility) return false;
    if (view.level === 'all') return true;
    const level = levelOf(interview.id);
    return level === null || level === view.level;
  };
  const kept = groups.map((group) => ({ ...group, interviews: group.interviews.filter(keep) })).filter((group) => group.interviews.length > 0);
  if (view.sort === 'oldest') return kept.reverse().map((group) => ({ ...group, interviews: [...group.interviews].reverse() }));
  if (view.sort === 'company') return [...kept].sort((a, b) => a.companyName.localeCompare(b.companyName, 'en', { sensitivity: 'base' }));
  return kept;
}

export function isDefaultView(view: HistoryView): boolean {
  return view.sort === DEFAULT_VIEW.sort && view.visibility === DEFAULT_VIEW.visibility && view.level === DEFAULT_VIEW.level;
}

/** Which rows are open: each row asks, and toggles itself. */
export interface RowExpansion {
  isOpen(id: string): boolean;
  toggle(id: string): void;
}

export const RowExpansionContext = createContext<RowExpansion>({ isOpen: () => true, toggle: () => undefined });

export const useRowExpansion = () => useContext(RowExpansionContext);
