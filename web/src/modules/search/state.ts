import { UNLOCK_COST_TOKENS } from '@hiring/contracts/vocabulary';
import type { SearchCandidate, UnlockFilter } from './types';

/**
 * The search page's state rules (profiles spec sections 4 and 5) as pure functions.
 */

export function isUnlocked(candidate: SearchCandidate, unlockedIds: ReadonlySet<string>): boolean {
  return candidate.is_unlocked || unlockedIds.has(candidate.candidate_id);
}

/** Spec: the Unlock Status filter is applied on the page, to the loaded page, with the set of unlocked ids. */
export function applyUnlockFilter(candidates: readonly SearchCandidate[], filter: UnlockFilter, unlockedIds: ReadonlySet<string>): SearchCandidate[] {
  if (filter === 'all') return [...candidates];
  return candidates.filter((candidate) => isUnlocked(candidate, unlockedIds) === (filter === 'unlocked'));
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

/** Nothing worth keeping: null, blank text, an empty list. */
function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * Spec section 4: on a successful unlock the row and the open detail modal take the revealed
 * fields, keeping old values where the response value is empty.
 */
export function mergeRevealed(current: SearchCandidate, revealed: SearchCandidate | null): SearchCandidate {
  const next: SearchCandidate = { ...current, is_unlocked: true };
  if (!revealed) return next;
  for (const key of Object.keys(revealed) as (keyof SearchCandidate)[]) {
    if (key === 'candidate_id' || key === 'is_unlocked') continue;
    const value = revealed[key];
    if (!isEmpty(value)) (next as unknown as Record<string, unknown>)[key] = value;
  }
  return next;
}

/** The balance after an unlock: the server's when it sent one, else 10 less (spec section 9). */
export function balanceAfterUnlock(before: number | null, fromServer: number | null, alreadyUnlocked: boolean): number | null {
  if (fromServer !== null) return fromServer;
  if (before === null) return null;
  return alreadyUnlocked ? before : Math.max(0, before - UNLOCK_COST_TOKENS);
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

/** Spec section 5: Next is capped at the last page, Previous at page 1. */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(1, page), Math.max(1, pages));
}
