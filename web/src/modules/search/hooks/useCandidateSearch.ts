import { useCallback, useEffect, useMemo, useState } from 'react';
import { INTERVIEW_STAGES } from '@hiring/contracts/vocabulary';
import { SEARCH_TEXT } from '../format';
import { fetchInterviewStages, fetchUnlockedIds, searchCandidates } from '../search.api';
import { applyUnlockFilter, clampPage, mergeRevealed } from '../state';
import type { SearchCandidate, SearchQuery, SearchResponse, UnlockFilter } from '../types';

/** Spec sections 4 and 9: typed filters are applied after a 200 ms pause. */
export const FILTER_PAUSE_MS = 200;

export interface Filters {
  companyName: string;
  stage: string;
  skills: string;
  unlock: UnlockFilter;
}

export const EMPTY_FILTERS: Filters = { companyName: '', stage: '', skills: '', unlock: 'all' };

/** Stage labels the dropdown offers when the server's list cannot be loaded. */
const FALLBACK_STAGES = INTERVIEW_STAGES.filter((stage) => stage.key !== 'unknown').map((stage) => stage.label);

function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/**
 * The Candidate Search state (profiles spec 2.4, 4, 5): filters (company, stage and skills reach
 * the server 200 ms after the last change and reset the page to 1; the Unlock Status filter is
 * applied here, to the loaded page, and keeps the page), the page, the results, the set of
 * unlocked ids loaded at start, and the stage list.
 */
export function useCandidateSearch(initialSkills: string) {
  const [filters, setFilters] = useState<Filters>({ ...EMPTY_FILTERS, skills: initialSkills });
  const [query, setQuery] = useState<SearchQuery>({ page: 1, companyName: '', stage: '', skills: initialSkills });
  const [result, setResult] = useState<SearchResponse | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [unlockedIds, setUnlockedIds] = useState<ReadonlySet<string>>(() => new Set());
  const [stages, setStages] = useState<string[]>([]);
  const [reloadCount, setReloadCount] = useState(0);

  const typedPending = filters.companyName !== query.companyName || filters.stage !== query.stage || filters.skills !== query.skills;

  // the pause: only the last change within 200 ms reaches the server, with page 1
  useEffect(() => {
    if (!typedPending) return undefined;
    const timer = setTimeout(() => {
      setQuery({ page: 1, companyName: filters.companyName, stage: filters.stage, skills: filters.skills });
    }, FILTER_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typedPending, filters.companyName, filters.stage, filters.skills]);

  // a page or filter change: a new search (an older answer still on its way is dropped)
  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    searchCandidates(query, { signal: controller.signal })
      .then((answer) => {
        if (controller.signal.aborted) return;
        setResult(answer);
        setLoading(false);
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Candidate search failed:', failure);
        setResult(null);
        setError(`${SEARCH_TEXT.searchFailed}${errorText(failure)}`);
        setLoading(false);
      });
    return () => controller.abort();
  }, [query, reloadCount]);

  // at start: the unlocked list and the stages (failures only logged, spec section 8)
  useEffect(() => {
    let active = true;
    fetchUnlockedIds()
      .then((ids) => {
        if (active) setUnlockedIds((current) => new Set([...current, ...ids]));
      })
      .catch((failure: unknown) => console.error('Failed to load unlocked candidates:', failure));
    fetchInterviewStages()
      .then((list) => {
        if (active) setStages(list.length > 0 ? list : FALLBACK_STAGES);
      })
      .catch((failure: unknown) => {
        console.error('Failed to load interview stages:', failure);
        if (active) setStages(FALLBACK_STAGES);
      });
    return () => {
      active = false;
    };
  }, []);

  const changeFilter = useCallback(<K extends keyof Filters>(key: K, value: Filters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
  }, []);

  /** Clear Filters: everything back to its default at once (no pause), page 1. */
  const clearFilters = useCallback(() => {
    setFilters(EMPTY_FILTERS);
    setQuery((current) =>
      current.page === 1 && !current.companyName && !current.stage && !current.skills ? current : { page: 1, companyName: '', stage: '', skills: '' },
    );
  }, []);

  const pages = result?.pagination.pages ?? 1;
  const goToPage = useCallback(
    (page: number) => {
      setQuery((current) => {
        const next = clampPage(page, pages);
        return next === current.page ? current : { ...current, page: next };
      });
    },
    [pages],
  );

  const retry = useCallback(() => setReloadCount((count) => count + 1), []);

  /** A successful unlock: the row takes the revealed fields and joins the unlocked set. */
  const reveal = useCallback((candidateId: string, revealed: SearchCandidate | null) => {
    setUnlockedIds((current) => new Set([...current, candidateId]));
    setResult((current) =>
      current
        ? { ...current, candidates: current.candidates.map((candidate) => (candidate.candidate_id === candidateId ? mergeRevealed(candidate, revealed) : candidate)) }
        : current,
    );
  }, []);

  const visible = useMemo(() => (result ? applyUnlockFilter(result.candidates, filters.unlock, unlockedIds) : []), [result, filters.unlock, unlockedIds]);

  const hasFilters = Boolean(filters.companyName || filters.stage || filters.skills || filters.unlock !== 'all');

  return {
    filters,
    changeFilter,
    clearFilters,
    hasFilters,
    page: query.page,
    goToPage,
    result,
    visible,
    loading,
    /** The spinner overlay: a search is on its way or typed filters are not applied yet. */
    pending: loading || typedPending,
    error,
    retry,
    unlockedIds,
    reveal,
    stages,
  };
}
