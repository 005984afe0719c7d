import { badInput } from '@hiring/service-kit';
import { cachedCompanyContext } from '../company-context.js';
import { requireProven } from '../identity/not-proven.js';
import { checkSearchFilters, listedUnlocks, SEARCH_LIMITS, type SearchDeps } from '../candidate-search.service.js';
import { candidateCard, type CandidateCard } from '../search/candidate-card.js';
import { compareUnlocks, searchCursor, searchPosition, unlockCursor, unlockPosition, type UnlockPosition } from './cursors.js';

/** Relay connections (docs/decisions/partner-api.md#cursor-pagination). */
export interface Connection<T> {
  edges: { cursor: string; node: T }[];
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string | null; endCursor: string | null };
  totalCount: number;
}

export interface ConnectionArgs {
  first?: number | null;
  after?: string | null;
}

export const CONNECTION_MESSAGES = { first: `first must be a whole number from 1 to ${SEARCH_LIMITS.maxPerPage}` } as const;

function pageSize(first: number | null | undefined): number {
  const size = first ?? SEARCH_LIMITS.defaultPerPage;
  if (!Number.isInteger(size) || size < 1 || size > SEARCH_LIMITS.maxPerPage) throw badInput(CONNECTION_MESSAGES.first);
  return size;
}

function connection<T>(edges: { cursor: string; node: T }[], hasNextPage: boolean, after: string | null | undefined, totalCount: number): Connection<T> {
  return {
    edges,
    pageInfo: { hasNextPage, hasPreviousPage: Boolean(after), startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null },
    totalCount,
  };
}

/** The search in the relevance order, by cursor; the same filters and hiding rule as the page-based search. */
export async function candidateConnection(
  deps: SearchDeps,
  companyId: string,
  args: ConnectionArgs & {
    filter?: { companyName?: string | null; interviewStage?: string | null; skills?: string | null; employerVerifiedOnly?: boolean | null } | null;
  },
): Promise<Connection<CandidateCard>> {
  const first = pageSize(args.first);
  const after = args.after ? searchPosition(args.after) : null;
  checkSearchFilters(args.filter);
  const ctx = requireProven(await cachedCompanyContext(deps, companyId));
  const found = await deps.index.search({
    identity: ctx.identity,
    page: 1,
    perPage: first,
    after,
    companyName: args.filter?.companyName,
    stage: args.filter?.interviewStage,
    skills: args.filter?.skills,
    employerVerifiedOnly: args.filter?.employerVerifiedOnly,
  });
  const edges = found.entries.map((entry) => ({ cursor: searchCursor(entry), node: candidateCard(entry, ctx.unlocked.has(entry.id)) }));
  return connection(edges, found.hasMore, args.after, found.total);
}

export interface UnlockedNode {
  id: string;
  unlockedAt: string;
  tokensSpent: number;
  deleted: boolean;
}

/** The company's unlocked candidates, newest first, by cursor (the hiding rule applies as in unlockedCandidates). */
export async function unlockedConnection(deps: SearchDeps, companyId: string, args: ConnectionArgs): Promise<Connection<UnlockedNode>> {
  const first = pageSize(args.first);
  const after = args.after ? unlockPosition(args.after) : null;
  // Fresh, as unlockedCandidates: an unlock made through another replica is listed at once.
  const ctx = requireProven(await cachedCompanyContext(deps, companyId, { fresh: true }));
  const all = (await listedUnlocks(deps, ctx))
    .map(({ unlock, deleted }) => ({ position: { unlockedAt: unlock.unlockedAt.getTime(), id: unlock.candidateId } satisfies UnlockPosition, unlock, deleted }))
    .sort((a, b) => compareUnlocks(a.position, b.position));
  const start = after ? all.findIndex((item) => compareUnlocks(item.position, after) > 0) : 0;
  const slice = start < 0 ? [] : all.slice(start, start + first);
  const edges = slice.map(({ position, unlock, deleted }) => ({
    cursor: unlockCursor(position),
    node: { id: unlock.candidateId, unlockedAt: unlock.unlockedAt.toISOString(), tokensSpent: unlock.tokensSpent, deleted },
  }));
  return connection(edges, start >= 0 && start + first < all.length, args.after, all.length);
}

/** An unlocked candidate's card with contact details; null when the hiding rule now keeps them away. */
export async function unlockedCandidateCard(deps: SearchDeps, companyId: string, candidateId: string): Promise<CandidateCard | null> {
  const ctx = await cachedCompanyContext(deps, companyId);
  const unlocked = ctx.unlocked.has(candidateId);
  const entry = await deps.index.visibleEntry(candidateId, ctx.identity, unlocked);
  return entry ? candidateCard(entry, unlocked) : null;
}
