import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { errorMessage, graphqlErrorCode } from '../../../app/error-message';
import { COMPANY_NOT_PROVEN_CODE, INTERVIEW_STAGES } from '@hiring/contracts/vocabulary';
import { SEARCH_TEXT } from '../format';
import { INTERVIEW_STAGES_QUERY } from '../graphql/interview-stages.query';
import { SEARCH_CANDIDATES } from '../graphql/search-candidates.query';
import { UNLOCKED_CANDIDATES } from '../graphql/unlocked-candidates.query';
import { clampPage, searchInput } from '../state';
import type { SearchQuery, UnlockFilter } from '../types';

/** docs/product/rules.md#states-and-transitions, docs/product/rules.md#constants-and-limits: typed filters are applied after a 200 ms pause. */
export const FILTER_PAUSE_MS = 200;

export interface Filters {
  companyName: string;
  stage: string;
  skills: string;
  /** "Employer verified only" (issue 27): sent to the server as employerVerifiedOnly. */
  employerVerifiedOnly: boolean;
  unlock: UnlockFilter;
}

export const EMPTY_FILTERS: Filters = { companyName: '', stage: '', skills: '', employerVerifiedOnly: false, unlock: 'all' };

/** Stage labels the dropdown offers when the server's list cannot be loaded. */
const FALLBACK_STAGES = INTERVIEW_STAGES.filter((stage) => stage.key !== 'unknown').map((stage) => stage.label);

/**
 * The Candidate Search state (docs/product/screens.md#candidate-search, docs/product/rules.md#states-and-transitions, docs/product/rules.md#validation): filters (company, stage and skills reach
 * the server 200 ms after the last change and reset the page to 1; the Unlock Status filter reaches
 * it at once, page 1 too: the server filters by unlock status, so the total and the pages count
 * only those candidates, issue 32), the page, the results, the set of unlocked ids loaded at
 * start, and the stage list.
 */
export function useCandidateSearch(skillsParam: string) {
  const [filters, setFilters] = useState<Filters>({ ...EMPTY_FILTERS, skills: skillsParam });
  const [query, setQuery] = useState<SearchQuery>({ page: 1, companyName: '', stage: '', skills: skillsParam, employerVerifiedOnly: false, unlock: 'all' });

  // A link to ?skills= followed while the page is open applies as on arrival: at once, page 1.
  const appliedParam = useRef(skillsParam);
  useEffect(() => {
    if (skillsParam === appliedParam.current) return;
    appliedParam.current = skillsParam;
    setFilters((current) => ({ ...current, skills: skillsParam }));
    setQuery((current) => ({ ...current, page: 1, skills: skillsParam }));
  }, [skillsParam]);
  // Each page or filter change asks the server (as the page always did); an unlock then updates
  // the cached candidate, so the row shows it without a new search.
  const search = useQuery(SEARCH_CANDIDATES, { variables: { input: searchInput(query) }, fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  const unlocked = useQuery(UNLOCKED_CANDIDATES, { fetchPolicy: 'network-only' });
  const stagesQuery = useQuery(INTERVIEW_STAGES_QUERY);
  const loading = search.loading;
  // issue 27: an unproven company is refused with this code; the page explains it instead of an error
  const notProven = graphqlErrorCode(search.error) === COMPANY_NOT_PROVEN_CODE;
  const error = search.error ? `${SEARCH_TEXT.searchFailed}${errorMessage(search.error, search.error.message)}` : null;
  // The previous page stays on screen while the next one loads; a failure clears it.
  const result = search.error ? null : ((search.data ?? search.previousData)?.searchCandidates ?? null);
  const unlockedIds = useMemo<ReadonlySet<string>>(() => new Set((unlocked.data?.unlockedCandidates ?? []).map((entry) => entry.id)), [unlocked.data]);
  // Unlocked candidates who deleted their account: the server keeps only the unlock.
  const deletedUnlocks = useMemo(() => (unlocked.data?.unlockedCandidates ?? []).filter((entry) => entry.deleted), [unlocked.data]);
  const serverStages = stagesQuery.data?.interviewStages;
  const stages = serverStages && serverStages.length > 0 ? serverStages : stagesQuery.error || serverStages ? FALLBACK_STAGES : [];

  // failures of the unlocked list and the stages are only logged (docs/product/rules.md#errors)
  useEffect(() => {
    if (search.error) console.error('Candidate search failed:', search.error);
  }, [search.error]);
  useEffect(() => {
    if (unlocked.error) console.error('Failed to load unlocked candidates:', unlocked.error);
  }, [unlocked.error]);
  useEffect(() => {
    if (stagesQuery.error) console.error('Failed to load interview stages:', stagesQuery.error);
  }, [stagesQuery.error]);

  const typedPending =
    filters.companyName !== query.companyName ||
    filters.stage !== query.stage ||
    filters.skills !== query.skills ||
    filters.employerVerifiedOnly !== query.employerVerifiedOnly;

  // the pause: only the last change within 200 ms reaches the server, with page 1
  useEffect(() => {
    if (!typedPending) return undefined;
    const timer = setTimeout(() => {
      setQuery((current) => ({
        page: 1,
        companyName: filters.companyName,
        stage: filters.stage,
        skills: filters.skills,
        employerVerifiedOnly: filters.employerVerifiedOnly,
        unlock: current.unlock,
      }));
    }, FILTER_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typedPending, filters.companyName, filters.stage, filters.skills, filters.employerVerifiedOnly]);

  const changeFilter = useCallback(<K extends keyof Filters>(key: K, value: Filters[K]) => {
    setFilters((current) => ({ ...current, [key]: value }));
    // A choice, not typing: no pause.
    if (key === 'unlock') setQuery((current) => (current.unlock === value ? current : { ...current, page: 1, unlock: value as UnlockFilter }));
  }, []);

  /** Clear Filters: everything back to its default at once (no pause), page 1. */
  const clearFilters = useCallback(() => {
    setFilters(EMPTY_FILTERS);
    setQuery((current) =>
      current.page === 1 && !current.companyName && !current.stage && !current.skills && !current.employerVerifiedOnly && current.unlock === 'all'
        ? current
        : { page: 1, companyName: '', stage: '', skills: '', employerVerifiedOnly: false, unlock: 'all' },
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

  const { refetch } = search;
  const retry = useCallback(() => void refetch().catch(() => undefined), [refetch]);

  // The server has applied every filter; a row unlocked here stays (now showing its contact) until the next search.
  const visible = useMemo(() => result?.candidates ?? [], [result]);

  const hasFilters = Boolean(filters.companyName || filters.stage || filters.skills || filters.employerVerifiedOnly || filters.unlock !== 'all');

  return {
    filters,
    changeFilter,
    clearFilters,
    hasFilters,
    page: query.page,
    /** The text filters the results answer (not those still being typed): what the rows mark. */
    applied: useMemo(() => ({ skills: query.skills, companyName: query.companyName }), [query.skills, query.companyName]),
    goToPage,
    result,
    visible,
    loading,
    /** The spinner overlay: a search is on its way or typed filters are not applied yet. */
    pending: loading || typedPending,
    error,
    retry,
    unlockedIds,
    deletedUnlocks,
    stages,
    notProven,
  };
}
