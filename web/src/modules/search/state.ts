import { UNLOCK_COST_TOKENS } from '@hiring/contracts/vocabulary';
import type { SearchCandidate, SearchQuery, UnlockFilter } from './types';

/**
 * The search page's state rules (docs/product/rules.md#states-and-transitions, docs/product/rules.md#validation) as pure functions.
 */

export function isUnlocked(candidate: SearchCandidate, unlockedIds: ReadonlySet<string>): boolean {
  return candidate.isUnlocked || unlockedIds.has(candidate.id);
}

/** The empty state's hint for each Unlock Status filter. */
export function emptyHint(filter: UnlockFilter): string {
  if (filter === 'unlocked') return "You haven't unlocked any candidates matching these filters yet.";
  if (filter === 'locked') return 'All matching candidates have already been unlocked.';
  return 'Try adjusting your filters, or clear them to see all candidates.';
}

export function canAfford(balance: number | null): boolean {
  return balance !== null && balance >= UNLOCK_COST_TOKENS;
}

/** docs/product/rules.md#constants-and-limits: search page size. */
export const SEARCH_PAGE_SIZE = 20;

export interface SearchInput {
  page: number;
  perPage: number;
  companyName?: string;
  interviewStage?: string;
  skills?: string;
  employerVerifiedOnly?: boolean;
  unlockStatus?: 'UNLOCKED' | 'LOCKED';
}

/** The Unlock Status filter as the server's input names it (All Candidates is the default, not sent). */
const UNLOCK_STATUS = { unlocked: 'UNLOCKED', locked: 'LOCKED' } as const;

/** docs/product/rules.md#validation: only filters with non-blank values are sent (the verified filter only when on, Unlock Status only when not all). */
export function searchInput(query: SearchQuery, perPage = SEARCH_PAGE_SIZE): SearchInput {
  const input: SearchInput = { page: query.page, perPage };
  if (query.companyName.trim()) input.companyName = query.companyName.trim();
  if (query.stage.trim()) input.interviewStage = query.stage.trim();
  if (query.skills.trim()) input.skills = query.skills.trim();
  if (query.employerVerifiedOnly) input.employerVerifiedOnly = true;
  if (query.unlock !== 'all') input.unlockStatus = UNLOCK_STATUS[query.unlock];
  return input;
}

/** Whether an unlock failure means the balance was too low (the server's 400 text says 'Insufficient tokens'). */
export function isInsufficientTokens(message: string | null | undefined): boolean {
  return /insufficient/i.test(message ?? '');
}

export type PageItem = number | 'gap-start' | 'gap-end';

/**
 * Numbered pagination: every page when there are at most 7, otherwise the first, the last, the
 * current one with its neighbours, and gaps.
 */
export function pageItems(current: number, pages: number): PageItem[] {
  if (pages <= 7) return Array.from({ length: pages }, (_, i) => i + 1);
  const page = Math.min(Math.max(1, current), pages);
  let start = Math.max(2, page - 1);
  let end = Math.min(pages - 1, page + 1);
  if (page <= 3) {
    start = 2;
    end = 4;
  } else if (page >= pages - 2) {
    start = pages - 3;
    end = pages - 1;
  }
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap-start');
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < pages - 1) items.push('gap-end');
  items.push(pages);
  return items;
}

/** docs/product/rules.md#validation: Next is capped at the last page, Previous at page 1. */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(1, page), Math.max(1, pages));
}
