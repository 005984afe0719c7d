import { INTERVIEW_STAGE_KEYS } from '@hiring/contracts';
import type { CompanyIdentity } from '../company-identity.js';
import { searchFilters, type SearchPosition, type SearchQuery } from '../candidate-entry.js';
import { RELEVANCE_ORDER } from './index-mapping.js';

/**
 * The candidate search as OpenSearch requests (docs/decisions/search-engine.md), with the meaning
 * of the in-memory SearchIndex it replaced (kept as a test oracle): the same filters (`searchFilters`), the hiding rule as `must_not`
 * on the company's identity keys, the relevance order of `compareEntries`.
 */

type Clause = Record<string, unknown>;

/** The stored field a hit's entry comes back in (index-mapping.ts). */
export const ENTRY_FIELD = 'entry_json';

/** `*text*` for a wildcard query: the filter's "part of" (keys are lower case already). */
const containing = (text: string) => `*${text.replace(/[\\*?]/g, (c) => `\\${c}`)}*`;

/** Searchable candidates the company may see. */
export function visibleClauses(identity: CompanyIdentity): { filter: Clause[]; must_not: Clause[] } {
  const mustNot: Clause[] = [];
  if (identity.names.length > 0) mustNot.push({ terms: { hide_names: identity.names } });
  if (identity.domains.length > 0) mustNot.push({ terms: { hide_domains: identity.domains } });
  if (identity.labels.length > 0) mustNot.push({ terms: { hide_labels: identity.labels } });
  return { filter: [{ term: { searchable: true } }], must_not: mustNot };
}

export function filterClauses(query: Pick<SearchQuery, 'companyName' | 'stage' | 'skills' | 'employerVerifiedOnly'>): Clause[] {
  const filters = searchFilters(query);
  const clauses: Clause[] = [];
  if (filters.company) {
    const { name, domain } = filters.company;
    const either: Clause[] = [];
    if (name !== '') either.push({ wildcard: { company_keys: { value: containing(name) } } });
    if (domain !== null) either.push({ wildcard: { company_domains: { value: containing(domain) } } });
    clauses.push(either.length > 0 ? { bool: { should: either, minimum_should_match: 1 } } : { match_none: {} });
  }
  if (filters.stage !== undefined) clauses.push(filters.stage === null ? { match_none: {} } : { term: { stage_keys: filters.stage } });
  for (const term of filters.skills) clauses.push({ wildcard: { skill_keys: { value: containing(term) } } });
  if (filters.employerVerifiedOnly) clauses.push({ range: { rank_verified: { gt: 0 } } });
  return clauses;
}

/** The Unlock Status filter: the company's unlocked candidates kept (none unlocked: nothing) or left out. */
function unlockClauses(unlocked: SearchQuery['unlocked']): { filter: Clause[]; must_not: Clause[] } {
  if (!unlocked) return { filter: [], must_not: [] };
  if ('only' in unlocked) return { filter: [unlocked.only.length > 0 ? { ids: { values: unlocked.only } } : { match_none: {} }], must_not: [] };
  return { filter: [], must_not: unlocked.except.length > 0 ? [{ ids: { values: unlocked.except } }] : [] };
}

/** compareEntries' order; the index is sorted by it too (index-mapping.ts). */
export const RELEVANCE_SORT = RELEVANCE_ORDER.map(([field, order]) => ({ [field]: order }));

export const sortValuesOf = (position: SearchPosition) => [
  position.rank.offers,
  position.rank.furthest,
  position.rank.verified,
  position.rank.latest,
  position.rank.count,
  position.id,
];

/**
 * One page: by number (`from`), or after a cursor (`search_after`); one hit more than the page
 * says whether more follow. The total counts every match (`track_total_hits`). Each hit carries
 * its document's version (`seq_no_primary_term`) and, with `entries`, its stored entry; without,
 * only the id, for a replica that keeps entries it has read by version (entry-cache.ts).
 */
export function searchRequest(query: SearchQuery, { entries = true }: { entries?: boolean } = {}): Clause {
  const visible = visibleClauses(query.identity);
  const unlock = unlockClauses(query.unlocked);
  const after = query.after ?? null;
  return {
    query: { bool: { filter: [...visible.filter, ...filterClauses(query), ...unlock.filter], must_not: [...visible.must_not, ...unlock.must_not] } },
    sort: RELEVANCE_SORT,
    track_total_hits: true,
    size: query.perPage + 1,
    ...(after ? { search_after: sortValuesOf(after) } : { from: (query.page - 1) * query.perPage }),
    _source: false,
    // An empty list: the hit's id and nothing stored beside it.
    stored_fields: entries ? [ENTRY_FIELD] : [],
    seq_no_primary_term: true,
  };
}

/** The dashboard's pool: visible candidates and their public interviews per stage. */
export function statsRequest(identity: CompanyIdentity): Clause {
  const visible = visibleClauses(identity);
  return {
    query: { bool: { filter: visible.filter, must_not: visible.must_not } },
    size: 0,
    track_total_hits: true,
    aggs: Object.fromEntries(INTERVIEW_STAGE_KEYS.map((stage) => [stage, { sum: { field: `stage_tally.${stage}` } }])),
  };
}
