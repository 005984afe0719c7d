import { Client, errors } from '@opensearch-project/opensearch';
import { stageLabel, stageProgress, INTERVIEW_STAGE_KEYS, type InterviewStageKey } from '@hiring/contracts';
import type { CompanyIdentity } from '../company-identity.js';
import { isHiddenFrom, type CandidateEntry, type CompanyStats, type SearchPage, type SearchQuery, type StageCount } from '../candidate-entry.js';
import { entryFromStored, entryOf, type StoredEntry } from './candidate-document.js';
import { documentVersion, EntryCache } from './entry-cache.js';
import type { CandidateRecords } from './candidate-records.js';
import { MAX_RESULT_WINDOW, searchAlias, searchIndexBody, searchIndexName, type IndexLayout } from './index-mapping.js';
import { ENTRY_FIELD, searchRequest, statsRequest } from './search-query.js';

export interface OpenSearchSearchOptions {
  /** `http://127.0.0.1:9200` */
  url: string;
  /** Names this deployment's index and alias (`hm_`), so tests and tenants keep apart. */
  prefix: string;
  /** Of the index ensureIndex creates; one shard, no copies by default. */
  layout?: IndexLayout;
  /** Entries kept by document version (entry-cache.ts); 0: every search reads its page's entries. */
  entryCacheSize?: number;
}

/** Fifty pages of twenty, about 20 MiB of heap per replica (an entry and its card, docs/decisions/search-engine.md). */
export const DEFAULT_ENTRY_CACHE_SIZE = 1000;

/** A page by number deeper than the engine's result window (MAX_RESULT_WINDOW) that has results. */
export class PageTooDeepError extends Error {
  constructor() {
    super('page beyond the result window');
  }
}

/** The search a company service's settings describe (OPENSEARCH_*). */
export function openSearchOf(config: {
  OPENSEARCH_URL: string;
  OPENSEARCH_INDEX_PREFIX: string;
  OPENSEARCH_SHARDS: number;
  OPENSEARCH_REPLICAS: number;
  SEARCH_ENTRY_CACHE_SIZE: number;
}) {
  return new OpenSearchSearch({
    url: config.OPENSEARCH_URL,
    prefix: config.OPENSEARCH_INDEX_PREFIX,
    layout: { shards: config.OPENSEARCH_SHARDS, replicas: config.OPENSEARCH_REPLICAS },
    entryCacheSize: config.SEARCH_ENTRY_CACHE_SIZE,
  });
}

/**
 * Every read here is `realtime: false`: it sees what searches see (the last refresh), so a
 * candidate's details, the stats and the webhooks' checks never run ahead of the search list (a
 * real-time get would show a write a moment before searches do). Only the writer reads real-time.
 */
/** A hit or a found get: where the document lives, its version, its stored fields. */
type StoredDocument = { _index: string; _id: string; _seq_no?: number; _primary_term?: number; fields?: StoredFields };
type Hit = StoredDocument & { sort?: unknown[] };
type FoundDocument = StoredDocument & { found: boolean };

/** A hit's or a get's stored fields: the entry, when the document has one (a profile is known). */
type StoredFields = { [ENTRY_FIELD]?: string[] };
const storedEntry = (fields: StoredFields | undefined) => fields?.[ENTRY_FIELD]?.[0];

/**
 * The candidate search on OpenSearch: documents in, pages and dashboard figures out, with the
 * answers of the in-memory SearchIndex it replaced (test/support/in-memory-search-index.ts; test/integration/opensearch-parity.test.ts compares them).
 */
export class OpenSearchSearch {
  readonly client: Client;
  readonly alias: string;
  readonly index: string;
  readonly entryCache: EntryCache;
  private readonly layout: IndexLayout | undefined;

  constructor(options: OpenSearchSearchOptions) {
    this.layout = options.layout;
    // The engine answers with documents this service wrote, whose keys are ours (validated events,
    // never a user's): the client's scan of every response for `__proto__`/`constructor` keys
    // (secure-json-parse: two regular expressions over each response) was about a seventh of the
    // time spent parsing them, and guards against nothing these responses can hold.
    this.client = new Client({ node: options.url, disablePrototypePoisoningProtection: true });
    this.alias = searchAlias(options.prefix);
    this.index = searchIndexName(options.prefix);
    this.entryCache = new EntryCache(options.entryCacheSize ?? DEFAULT_ENTRY_CACHE_SIZE);
  }

  /**
   * Creates this mapping version's index behind the alias when the alias points nowhere yet. An
   * alias that exists is left where it is: a rebuild (rebuild-projection.ts) moves it.
   */
  async ensureIndex(): Promise<void> {
    const targets = await this.aliasTargets();
    if (targets.length > 0) {
      await this.addFieldsTo(targets.filter((index) => index !== this.index));
      return;
    }
    await this.createIndex(this.index);
    try {
      await this.client.indices.putAlias({ index: this.index, name: this.alias });
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
  }

  /**
   * An index of an older mapping version, until the rebuild replaces it: this version's fields are
   * added to it (mapping changes are additive), so the live writer's documents still fit its strict
   * mapping, and reads fall back to `_source.entry` for documents written before v3 (legacyEntries).
   */
  private async addFieldsTo(indices: string[]): Promise<void> {
    if (indices.length === 0) return;
    const { properties } = searchIndexBody(this.layout).mappings;
    await this.client.indices.putMapping({ index: indices.join(','), body: { properties } as never });
  }

  /** A new index with the mapping and this deployment's layout (another replica may have made it first). */
  async createIndex(index: string): Promise<void> {
    try {
      await this.client.indices.create({ index, body: searchIndexBody(this.layout) as never });
      // Versions restart in a new index: one made again under an old name must not match old entries.
      this.entryCache.clear();
    } catch (error) {
      if (!isAlreadyExists(error)) throw error;
    }
  }

  /** The indices the alias points at (one, once set up; none before). */
  async aliasTargets(): Promise<string[]> {
    try {
      const { body } = await this.client.indices.getAlias({ name: this.alias });
      return Object.keys(body as Record<string, unknown>);
    } catch (error) {
      if (isNotFound(error)) return [];
      throw error;
    }
  }

  /** Points the alias at `index` alone, in one request (searches see one or the other); returns the indices it left. */
  async moveAlias(index: string): Promise<string[]> {
    const previous = (await this.aliasTargets()).filter((name) => name !== index);
    await this.client.indices.updateAliases({
      body: { actions: [...previous.map((name) => ({ remove: { index: name, alias: this.alias } })), { add: { index, alias: this.alias } }] },
    });
    return previous;
  }

  /** Documents in the index (operators). */
  async count(): Promise<number> {
    return ((await this.client.count({ index: this.alias })).body as { count: number }).count;
  }

  /** Makes every write so far visible to searches (tests, the end of a rebuild). */
  async refresh(): Promise<void> {
    await this.client.indices.refresh({ index: this.alias });
  }

  async entry(candidateId: string): Promise<CandidateEntry | undefined> {
    try {
      const found = await this.client.get({ index: this.alias, id: candidateId, _source: false, stored_fields: ENTRY_FIELD, realtime: false });
      const body = found.body as FoundDocument;
      if (!body.found) return undefined;
      // A document without an entry holds records only (no profile yet): nothing to show.
      return this.storedEntryOf(body) ?? (await this.legacyEntries([candidateId])).get(candidateId);
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  /** The records a candidate's document was derived from, as searches see them. */
  async records(candidateId: string): Promise<CandidateRecords | null> {
    try {
      const found = await this.client.get({ index: this.alias, id: candidateId, _source: ['records'] as never, realtime: false });
      return (found.body._source as { records?: CandidateRecords } | undefined)?.records ?? null;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** Of these candidates, the ones the hiding rule lets the company see once unlocked (one request). */
  async visibleIds(candidateIds: Iterable<string>, identity: CompanyIdentity): Promise<Set<string>> {
    const visible = new Set<string>();
    for (const entry of await this.entries(candidateIds)) if (!isHiddenFrom(entry, identity)) visible.add(entry.id);
    return visible;
  }

  /** The entries of these candidates that have one (documents without a profile have none). */
  private async entries(candidateIds: Iterable<string>): Promise<CandidateEntry[]> {
    const ids = [...new Set(candidateIds)];
    if (ids.length === 0) return [];
    const found = await this.client.mget({ index: this.alias, body: { ids }, _source: false, stored_fields: ENTRY_FIELD, realtime: false });
    return this.entriesOfDocuments((found.body as { docs: FoundDocument[] }).docs.filter((doc) => doc.found));
  }

  /** The entries these documents carry, in their order (parsed once per version); pre-v3 ones read from `_source`. */
  private async entriesOfDocuments(docs: StoredDocument[]): Promise<CandidateEntry[]> {
    const legacy = await this.legacyEntries(docs.filter((doc) => !storedEntry(doc.fields)).map((doc) => doc._id));
    return docs.flatMap((doc) => {
      const entry = this.storedEntryOf(doc) ?? legacy.get(doc._id);
      return entry ? [entry] : [];
    });
  }

  /** The entry a hit or a get carries: the cached one of that exact version, else its stored field parsed (and kept). */
  private storedEntryOf(doc: StoredDocument): CandidateEntry | undefined {
    const version = documentVersion(doc);
    const cached = version === undefined ? undefined : this.entryCache.get(doc._index, doc._id, version);
    if (cached) return cached;
    const entryJson = storedEntry(doc.fields);
    if (!entryJson) return undefined;
    const entry = entryOf(entryJson);
    if (version !== undefined) this.entryCache.set(doc._index, doc._id, version, entry);
    return entry;
  }

  /**
   * The entries of hits that carry ids and versions only: from the cache, and the misses in one
   * read. Undefined when a miss's document has moved on since the search saw it (a refresh in
   * between) or predates v3: the caller searches again with the entries, so a page is always one
   * snapshot of the index.
   */
  private async entriesByVersion(hits: Hit[]): Promise<CandidateEntry[] | undefined> {
    const known = new Map<Hit, CandidateEntry>();
    const misses: Hit[] = [];
    for (const hit of hits) {
      const version = documentVersion(hit);
      const entry = version === undefined ? undefined : this.entryCache.get(hit._index, hit._id, version);
      if (entry) known.set(hit, entry);
      else misses.push(hit);
    }
    if (misses.length > 0) {
      const found = await this.client.mget({
        body: { docs: misses.map((hit) => ({ _index: hit._index, _id: hit._id })) },
        _source: false,
        stored_fields: ENTRY_FIELD,
        realtime: false,
      });
      const docs = (found.body as { docs: FoundDocument[] }).docs;
      for (const [i, hit] of misses.entries()) {
        const doc = docs[i];
        if (!doc?.found || documentVersion(doc) !== documentVersion(hit) || !storedEntry(doc.fields)) return undefined;
        known.set(hit, this.storedEntryOf(doc)!);
      }
    }
    return hits.flatMap((hit) => {
      const entry = known.get(hit);
      return entry ? [entry] : [];
    });
  }

  /**
   * The entries of documents written before mapping v3 (`_source.entry`, no `entry_json`), in an
   * index the rebuild has not replaced yet. None on a v3 index: no request is made.
   */
  private async legacyEntries(ids: string[]): Promise<Map<string, CandidateEntry>> {
    const entries = new Map<string, CandidateEntry>();
    if (ids.length === 0) return entries;
    const found = await this.client.mget({ index: this.alias, body: { ids }, _source: ['entry'] as never, realtime: false });
    for (const doc of (found.body as { docs: { _id: string; found: boolean; _source?: { entry?: StoredEntry } }[] }).docs) {
      if (doc.found && doc._source?.entry) entries.set(doc._id, entryFromStored(doc._source.entry));
    }
    return entries;
  }

  /** As the in-memory index's visibleEntry: hidden by the rule → undefined; no longer searchable stays visible to an unlocker. */
  async visibleEntry(candidateId: string, identity: CompanyIdentity, unlocked: boolean): Promise<CandidateEntry | undefined> {
    const entry = await this.entry(candidateId);
    if (!entry || isHiddenFrom(entry, identity)) return undefined;
    return entry.searchable || unlocked ? entry : undefined;
  }

  async search(query: SearchQuery): Promise<SearchPage> {
    const offset = query.after ? 0 : (query.page - 1) * query.perPage;
    // Past the engine's result window only the count is asked for: a page after the last is
    // empty, as anywhere else; one that exists that deep is refused (PageTooDeepError).
    const tooDeep = !query.after && offset + query.perPage + 1 > MAX_RESULT_WINDOW;
    const run = async (entries: boolean) => {
      const request = searchRequest(query, { entries });
      const response = await this.client.search({ index: this.alias, body: (tooDeep ? { ...request, from: 0, size: 0 } : request) as never });
      const hits = response.body.hits as { total: { value: number }; hits: Hit[] };
      return { total: hits.total.value, hits: hits.hits, shown: hits.hits.slice(0, query.perPage) };
    };
    const byVersion = this.entryCache.capacity > 0;
    let found = await run(!byVersion);
    if (tooDeep && offset < found.total) throw new PageTooDeepError();
    let page = byVersion ? await this.entriesByVersion(found.shown) : undefined;
    if (!page) {
      if (byVersion) found = await run(true);
      page = await this.entriesOfDocuments(found.shown);
    }
    return { entries: page, total: found.total, pages: Math.ceil(found.total / query.perPage), hasMore: found.hits.length > query.perPage };
  }

  /** As the in-memory index's stats: the visible pool, its stages, and what the company unlocked in it. */
  async stats(identity: CompanyIdentity, unlockedIds: Iterable<string>): Promise<CompanyStats> {
    const response = await this.client.search({ index: this.alias, body: statsRequest(identity) as never });
    const body = response.body as { hits: { total: { value: number } }; aggregations: Record<InterviewStageKey, { value: number }> };
    const topStages: StageCount[] = INTERVIEW_STAGE_KEYS.map((stage) => ({
      stage,
      label: stageLabel(stage),
      count: Math.round(body.aggregations[stage]?.value ?? 0),
    }))
      .filter((s) => s.count > 0)
      .sort((a, b) => b.count - a.count || stageProgress(b.stage) - stageProgress(a.stage) || a.stage.localeCompare(b.stage));
    let unlockedCandidates = 0;
    let unlockedOffers = 0;
    let unlockedInterviews = 0;
    for (const entry of await this.entries(unlockedIds)) {
      if (isHiddenFrom(entry, identity)) continue;
      unlockedCandidates += 1;
      unlockedOffers += entry.stats.offersReceived;
      unlockedInterviews += entry.stats.totalInterviews;
    }
    return { totalCandidates: body.hits.total.value, unlockedCandidates, unlockedOffers, unlockedInterviews, topStages };
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

const errorType = (error: unknown) =>
  error instanceof errors.ResponseError ? ((error.body as { error?: { type?: string } } | undefined)?.error?.type ?? '') : '';
const isAlreadyExists = (error: unknown) => errorType(error) === 'resource_already_exists_exception';
const isNotFound = (error: unknown) => error instanceof errors.ResponseError && error.statusCode === 404;
