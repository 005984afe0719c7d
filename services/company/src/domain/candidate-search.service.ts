import { SEARCH_LIMITS, SEARCH_MESSAGES } from '@hiring/contracts';
import { badInput, notFound, type ReadBarrier } from '@hiring/service-kit';
import type { CompanyProfileModel } from '../models/company-profile.model.js';
import type { UnlockModel } from '../models/unlock.model.js';
import { cachedCompanyContext, type UnlockLedger, type UnlockSummary } from './company-context.js';
import { requireProven } from './identity/not-proven.js';
import { candidateCard, type CandidateCard } from './search/candidate-card.js';
import { PageTooDeepError, type OpenSearchSearch } from './search/opensearch/opensearch-search.js';
import type { CompanyStats, SearchQuery } from './search/candidate-entry.js';
import type { CompanyIdentity } from './search/company-identity.js';

export interface SearchDeps {
  profiles: CompanyProfileModel;
  unlocks: UnlockModel;
  /** The candidate search index (OpenSearch). */
  index: OpenSearchSearch;
  barrier: ReadBarrier;
  /** Keeps a company's unlocked candidates current by `_id` reads (without it: re-read every second). */
  wallet?: UnlockLedger;
  /** Which candidates were erased: their unlocks stay listed as deleted (docs/decisions/privacy-rights.md#erasure). */
  erased?: (candidateIds: readonly string[]) => Promise<Set<string>>;
}

/**
 * The company's unlocks it may list, newest first: the candidates the hiding rule still lets it
 * see, and those who deleted their account (`deleted`, nothing else of them is left).
 */
export async function listedUnlocks(deps: SearchDeps, ctx: { unlocked: Map<string, UnlockSummary>; identity: CompanyIdentity }) {
  const visible = await deps.index.visibleIds(ctx.unlocked.keys(), ctx.identity);
  const hidden = [...ctx.unlocked.keys()].filter((id) => !visible.has(id));
  const gone = (await deps.erased?.(hidden)) ?? new Set<string>();
  return [...ctx.unlocked.values()]
    .filter((unlock) => visible.has(unlock.candidateId) || gone.has(unlock.candidateId))
    .sort((a, b) => b.unlockedAt.getTime() - a.unlockedAt.getTime())
    .map((unlock) => ({ unlock, deleted: gone.has(unlock.candidateId) }));
}

// The limits and texts are the contract's: the REST facade's query schema declares the same.
export { SEARCH_LIMITS, SEARCH_MESSAGES };

export interface SearchInput {
  page?: number | null;
  perPage?: number | null;
  companyName?: string | null;
  interviewStage?: string | null;
  skills?: string | null;
  employerVerifiedOnly?: boolean | null;
  unlockStatus?: 'ALL' | 'UNLOCKED' | 'LOCKED' | null;
}

/** The Unlock Status filter as the engine's query takes it: the company's unlocked ids, kept or left out. */
function unlockFilter(status: SearchInput['unlockStatus'], unlocked: Iterable<string>): SearchQuery['unlocked'] {
  if (status === 'UNLOCKED') return { only: [...unlocked] };
  if (status === 'LOCKED') return { except: [...unlocked] };
  return null;
}

export interface SearchResult {
  candidates: CandidateCard[];
  pagination: { page: number; perPage: number; total: number; pages: number };
  /** Computed only when asked for (the resolver of `CandidateSearchPage.stats` calls it; the dashboard selects it). */
  stats: () => Promise<CompanyStats>;
}

/** A page of the search, with the spec's kind of answer for one deeper than page numbers reach. */
export async function pageOf(index: OpenSearchSearch, query: Parameters<OpenSearchSearch['search']>[0]) {
  try {
    return await index.search(query);
  } catch (error) {
    if (error instanceof PageTooDeepError) throw badInput(SEARCH_MESSAGES.pageTooDeep);
    throw error;
  }
}

/** Refuses a text filter past SEARCH_LIMITS.filterMaxLength: each becomes a wildcard query tested against every candidate's keys. */
export function checkSearchFilters(filter: { companyName?: string | null; interviewStage?: string | null; skills?: string | null } | null | undefined): void {
  for (const value of [filter?.companyName, filter?.interviewStage, filter?.skills]) {
    if (value && value.length > SEARCH_LIMITS.filterMaxLength) throw badInput(SEARCH_MESSAGES.filter);
  }
}

/** Candidate search for one company: the hiding rule, relevance order, filters, stats. */
export async function searchCandidates(deps: SearchDeps, companyId: string, input: SearchInput, options: { withStats?: boolean } = {}): Promise<SearchResult> {
  const page = input.page ?? 1;
  const perPage = input.perPage ?? SEARCH_LIMITS.defaultPerPage;
  if (!Number.isInteger(page) || page < 1) throw badInput(SEARCH_MESSAGES.page);
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > SEARCH_LIMITS.maxPerPage) throw badInput(SEARCH_MESSAGES.perPage);
  checkSearchFilters(input);
  const ctx = requireProven(await cachedCompanyContext(deps, companyId));
  const statsOf = () => deps.index.stats(ctx.identity, ctx.unlocked.keys());
  // Asked for with the page (the REST search, the dashboard): both engine requests at once, not
  // one after the other. A failure is the stats field's to report, when it is resolved.
  const early = options.withStats ? statsOf() : undefined;
  early?.catch(() => undefined);
  const found = await pageOf(deps.index, {
    identity: ctx.identity,
    page,
    perPage,
    companyName: input.companyName,
    stage: input.interviewStage,
    skills: input.skills,
    employerVerifiedOnly: input.employerVerifiedOnly,
    unlocked: unlockFilter(input.unlockStatus, ctx.unlocked.keys()),
  });
  return {
    candidates: found.entries.map((entry) => candidateCard(entry, ctx.unlocked.has(entry.id))),
    pagination: { page, perPage, total: found.total, pages: found.pages },
    stats: () => early ?? statsOf(),
  };
}

export async function candidateDetails(deps: SearchDeps, companyId: string, candidateId: string) {
  // Fresh: the company may have unlocked this candidate a moment ago through another replica.
  const ctx = requireProven(await cachedCompanyContext(deps, companyId, { fresh: true }));
  const unlocked = ctx.unlocked.has(candidateId);
  const entry = await deps.index.visibleEntry(candidateId, ctx.identity, unlocked);
  if (!entry) throw notFound(SEARCH_MESSAGES.candidateNotFound);
  const candidate = candidateCard(entry, unlocked);
  return { candidate, interviews: candidate.interviews, stats: candidate.stats };
}

/** The company's unlocked candidates (newest first) that the hiding rule still lets it see. */
export async function unlockedCandidates(deps: SearchDeps, companyId: string) {
  const ctx = requireProven(await cachedCompanyContext(deps, companyId, { fresh: true }));
  return (await listedUnlocks(deps, ctx)).map(({ unlock, deleted }) => ({
    id: unlock.candidateId,
    unlockedAt: unlock.unlockedAt.toISOString(),
    tokensSpent: unlock.tokensSpent,
    deleted,
  }));
}
