import { INTERVIEW_STAGE_KEYS, SEARCH_LIMITS } from '@hiring/contracts';

/**
 * The candidate search index in OpenSearch (docs/decisions/search-engine.md): one document per
 * candidate, derived by `candidateDocument` from the entry `buildEntry` makes of its records, so the
 * hiding rule, the filters' keys and the relevance order have one home (candidate-entry.ts).
 *
 * The index is named with the mapping's version and reached through the alias: a mapping change
 * bumps the version, the rebuild fills the new index, then the alias moves in one request.
 */
/**
 * 2: the candidate's records kept in its document (`records`), for the live writer.
 * 3: the entry as a stored field (`entry_json`) outside `_source`, returned without source filtering.
 * 4: the index sorted in the relevance order (`index.sort`), so a page's sort reads documents in order.
 */
export const SEARCH_INDEX_VERSION = 4;

/**
 * compareEntries' order as index fields, most significant first. The searches sort by it
 * (search-query.ts) and the index keeps its documents in it: at 100,000 candidates a search's own
 * time in the engine fell from 45 to 14 ms (p50, 10 clients; docs/decisions/search-engine.md).
 */
export const RELEVANCE_ORDER = [
  ['rank_offers', 'desc'],
  ['rank_furthest', 'desc'],
  ['rank_verified', 'desc'],
  ['rank_latest', 'desc'],
  ['rank_count', 'desc'],
  ['candidate_id', 'asc'],
] as const;

export const searchAlias = (prefix: string) => `${prefix}candidates`;
export const searchIndexName = (prefix: string, version = SEARCH_INDEX_VERSION) => `${prefix}candidates-v${version}`;

/**
 * Page numbers beyond OpenSearch's default window (10,000 hits) are still answered: the REST
 * contract pages by number, and a company may ask for page 600 of 20. Cursor pagination
 * (`search_after`) has no such bound.
 */
export const MAX_RESULT_WINDOW = SEARCH_LIMITS.pageableResults;

const keyword = { type: 'keyword' } as const;
const integer = { type: 'integer' } as const;

/** Primary shards and the copies of each (OPENSEARCH_SHARDS, OPENSEARCH_REPLICAS). */
export interface IndexLayout {
  shards: number;
  replicas: number;
}

export const searchIndexBody = (layout: IndexLayout = { shards: 1, replicas: 0 }) =>
  ({
    settings: {
      index: {
        number_of_shards: layout.shards,
        number_of_replicas: layout.replicas,
        max_result_window: MAX_RESULT_WINDOW,
        // Read-your-writes waits for a refresh (`refresh=wait_for`), so the interval bounds that wait.
        refresh_interval: '200ms',
        sort: { field: RELEVANCE_ORDER.map(([field]) => field), order: RELEVANCE_ORDER.map(([, order]) => order) },
      },
    },
    mappings: {
      // Only the fields below are searched; a new field needs a new mapping version.
      dynamic: 'strict',
      // The entry is stored once, as its own field; `_source` keeps the keys and the records.
      _source: { excludes: ['entry_json'] },
      properties: {
        candidate_id: keyword,
        searchable: { type: 'boolean' },
        hide_names: keyword,
        hide_domains: keyword,
        hide_labels: keyword,
        company_keys: keyword,
        company_domains: keyword,
        stage_keys: keyword,
        // Public interviews per stage, summed by the dashboard's stage aggregation.
        stage_tally: { properties: Object.fromEntries(INTERVIEW_STAGE_KEYS.map((stage) => [stage, integer])) },
        skill_keys: keyword,
        rank_offers: integer,
        rank_furthest: integer,
        rank_verified: integer,
        // An ISO date or '' (no interview): sorts as text.
        rank_latest: keyword,
        rank_count: integer,
        // The sum of the revisions the document was derived from (diagnostics: which revisions it reflects).
        revision_sum: { type: 'long' },
        // What a search row and the details render (JSON text), kept as it is and never searched.
        entry_json: { type: 'text', index: false, store: true },
        // The newest record of the profile and of each interview: what the live writer derives from.
        records: { type: 'object', enabled: false },
      },
    },
  }) as const;
