import { stageLabel, stageProgress, type InterviewEvidence, type InterviewStageKey } from '@hiring/contracts';
import type { CompanyIdentity } from '../../src/domain/search/company-identity.js';
import type { InterviewRecord, ProfileRecord, SearchInterviewData } from '../../src/domain/search/records.js';
import {
  buildEntry,
  compareEntries,
  isHiddenFrom,
  parseFilters,
  type CandidateEntry,
  type CompanyStats,
  type SearchPage,
  type SearchPosition,
  type SearchQuery,
  type StageCount,
} from '../../src/domain/search/candidate-entry.js';
import { KeyedIdSets } from './keyed-id-sets.js';

/**
 * The in-memory read model that served candidate search, details and the dashboard stats before
 * issue 30 moved the search to OpenSearch. It is kept here, outside the product, as the reference
 * the OpenSearch search is compared with (test/integration/opensearch-parity.test.ts) and for the
 * unit tests of the rules it applies (candidate-entry.ts).
 *
 * It holds the newest record of every profile and interview (records are idempotent and
 * order-free: the highest revision wins, tombstones included) and derives one entry per candidate
 * with buildEntry. Searchable entries are kept in one list sorted by relevance, and candidates are
 * indexed by hiding key (the few a company may not see). The result list of each recent filter
 * combination is kept too, sorted, and maintained entry by entry as events change candidates, so a
 * query walks only as far as the page it returns (plus the company's hidden candidates, to correct
 * the total).
 */
function lowerBound(list: readonly CandidateEntry[], entry: SearchPosition): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareEntries(list[mid]!, entry) < 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The first index whose entry comes strictly after `position`. */
function upperBound(list: readonly CandidateEntry[], position: SearchPosition): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (compareEntries(list[mid]!, position) <= 0) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

const EMPTY: ReadonlySet<string> = new Set();

/** Repeated values (company names, stages, positions) share one string. */
class Interner {
  private readonly strings = new Map<string, string>();
  get(value: string | null): string | null {
    if (value === null) return null;
    const known = this.strings.get(value);
    if (known !== undefined) return known;
    this.strings.set(value, value);
    return value;
  }
}

export class SearchIndex {
  private readonly profiles = new Map<string, ProfileRecord>();
  private readonly interviews = new Map<string, InterviewRecord>();
  /** A candidate's interview ids (about ten: an array is smaller and faster to fill than a set). */
  private readonly interviewIdsByCandidate = new Map<string, string[]>();
  private readonly entries = new Map<string, CandidateEntry>();
  private sorted: CandidateEntry[] = [];
  private readonly byHideName = new KeyedIdSets();
  private readonly byHideDomain = new KeyedIdSets();
  private readonly byHideLabel = new KeyedIdSets();
  private readonly stageTotals = new Map<InterviewStageKey, number>();
  private readonly strings = new Interner();
  /** Sorted result lists of recent filter combinations, kept current entry by entry. */
  private readonly lists = new Map<string, FilteredList>();
  private bulkDirty: Set<string> | null = null;
  /** Bumped by every change of an entry: what a company's hidden summary was computed at. */
  private version = 0;
  /** Per company identity: its hidden candidates and their effect on totals, until the next change. */
  private readonly hiddenCache = new Map<string, HiddenSummary>();

  /** Number of searchable candidates. */
  get size(): number {
    return this.sorted.length;
  }

  get counts(): { profiles: number; interviews: number; searchable: number } {
    return { profiles: this.profiles.size, interviews: this.interviews.size, searchable: this.sorted.length };
  }

  /**
   * Starts applying many records at once (loading the projection at start): until `endBulk`,
   * entries are not derived; then each touched candidate is derived once and the list sorted once.
   */
  beginBulk(): void {
    this.bulkDirty ??= new Set();
  }

  endBulk(): void {
    const dirty = this.bulkDirty;
    if (!dirty) return;
    this.bulkDirty = null;
    // Indexes are rebuilt from scratch for the touched candidates; the sorted list once for all.
    for (const id of dirty) this.refresh(id, false);
    this.sorted = [...this.entries.values()].filter((entry) => entry.searchable).sort(compareEntries);
    this.lists.clear();
    this.changed();
  }

  /** Returns whether the record was newer than what the view held. */
  applyProfile(record: ProfileRecord): boolean {
    const current = this.profiles.get(record.candidateId);
    if (current && current.revision >= record.revision) return false;
    this.profiles.set(record.candidateId, record);
    this.touch(record.candidateId);
    return true;
  }

  /**
   * `owned`: the caller hands the record over (a freshly decoded snapshot chunk), so its strings are
   * interned in place instead of copying it: at a million interviews the copies were a good part
   * of the start's garbage collection. `'interned'`: handed over with equal strings shared already
   * (a columnar snapshot chunk decodes each distinct string once), so not even looked up: eight
   * map lookups per interview were a good part of deriving a million of them.
   */
  applyInterview(record: InterviewRecord, owned: boolean | 'interned' = false): boolean {
    const current = this.interviews.get(record.interviewId);
    if (current && current.revision >= record.revision) return false;
    let kept: InterviewRecord;
    if (owned === 'interned') {
      kept = record;
      kept.interview ??= null;
    } else if (owned) {
      kept = record;
      kept.companyName = this.strings.get(record.companyName);
      kept.companyDomain = this.strings.get(record.companyDomain);
      if (kept.interview) this.internInterviewInPlace(kept.interview);
      else kept.interview = null;
    } else {
      kept = {
        ...record,
        companyName: this.strings.get(record.companyName),
        companyDomain: this.strings.get(record.companyDomain),
        interview: record.interview ? this.internInterview(record.interview) : null,
      };
    }
    this.interviews.set(record.interviewId, kept);
    if (current && current.candidateId !== record.candidateId) {
      const before = this.interviewIdsByCandidate.get(current.candidateId);
      const at = before?.indexOf(record.interviewId) ?? -1;
      if (at >= 0) before!.splice(at, 1);
      this.touch(current.candidateId);
    }
    const ids = this.interviewIdsByCandidate.get(record.candidateId);
    if (!ids) this.interviewIdsByCandidate.set(record.candidateId, [record.interviewId]);
    else if (!current || current.candidateId !== record.candidateId) ids.push(record.interviewId);
    this.touch(record.candidateId);
    return true;
  }

  /**
   * The newest record of every profile and interview: everything the view is derived from (a
   * snapshot stores these). Copied in one synchronous call, so it matches the feed's positions
   * read in the same tick; the records themselves are never mutated.
   */
  records(): { profiles: ProfileRecord[]; interviews: InterviewRecord[] } {
    return { profiles: [...this.profiles.values()], interviews: [...this.interviews.values()] };
  }

  /** The newest revision the view holds of a profile or interview (tests, diagnostics). */
  revisionOf(kind: 'profile' | 'interview', id: string): number | null {
    return (kind === 'profile' ? this.profiles.get(id) : this.interviews.get(id))?.revision ?? null;
  }

  entry(candidateId: string): CandidateEntry | undefined {
    return this.entries.get(candidateId);
  }

  /**
   * The candidate as the company may see it: unknown, or hidden by the rule, gives undefined; a
   * candidate who is no longer searchable stays visible to a company that unlocked them.
   */
  visibleEntry(candidateId: string, identity: CompanyIdentity, unlocked: boolean): CandidateEntry | undefined {
    const entry = this.entries.get(candidateId);
    if (!entry || isHiddenFrom(entry, identity)) return undefined;
    return entry.searchable || unlocked ? entry : undefined;
  }

  search(query: SearchQuery): SearchPage {
    const summary = this.hiddenSummary(query.identity);
    const hiddenIds = summary.ids;
    const filtered = this.filteredList(query);
    const list = filtered?.list ?? this.sorted;
    // The hidden candidates are few: count those in the list rather than walk the list (once per
    // company, filter combination and state of the view).
    const listKey = filtered?.key ?? '';
    let hiddenInList = summary.inList.get(listKey);
    if (hiddenInList === undefined) {
      hiddenInList = 0;
      for (const id of hiddenIds) {
        const entry = this.entries.get(id);
        if (entry?.searchable && (!filtered || filtered.test(entry))) hiddenInList += 1;
      }
      // One count per filter combination: as many as the kept lists, the oldest forgotten first.
      if (summary.inList.size >= MAX_KEPT_LISTS) summary.inList.delete(summary.inList.keys().next().value as string);
      summary.inList.set(listKey, hiddenInList);
    }
    const total = list.length - hiddenInList;
    const pages = Math.ceil(total / query.perPage);
    if (query.after) {
      // keyset: entries inserted or removed before the position do not move the next page
      const page: CandidateEntry[] = [];
      let index = upperBound(list, query.after);
      for (; index < list.length && page.length < query.perPage; index += 1) {
        const entry = list[index]!;
        if (hiddenIds.size === 0 || !hiddenIds.has(entry.id)) page.push(entry);
      }
      let hasMore = false;
      for (; index < list.length && !hasMore; index += 1) hasMore = hiddenIds.size === 0 || !hiddenIds.has(list[index]!.id);
      return { entries: page, total, pages, hasMore };
    }
    const offset = (query.page - 1) * query.perPage;
    const page: CandidateEntry[] = [];
    let seen = 0;
    if (offset < total) {
      for (const entry of list) {
        if (hiddenIds.size > 0 && hiddenIds.has(entry.id)) continue;
        if (seen >= offset) {
          page.push(entry);
          if (page.length >= query.perPage) break;
        }
        seen += 1;
      }
    }
    return { entries: page, total, pages, hasMore: offset + page.length < total };
  }

  /** The dashboard's figures for one company: its visible pool and what it unlocked in it. */
  stats(identity: CompanyIdentity, unlockedIds: Iterable<string>): CompanyStats {
    const summary = this.hiddenSummary(identity);
    const hiddenIds = summary.ids;
    let unlockedCandidates = 0;
    let unlockedOffers = 0;
    let unlockedInterviews = 0;
    for (const id of unlockedIds) {
      const entry = this.visibleEntry(id, identity, true);
      if (!entry) continue;
      unlockedCandidates += 1;
      unlockedOffers += entry.stats.offersReceived;
      unlockedInterviews += entry.stats.totalInterviews;
    }
    summary.topStages ??= this.topStages(hiddenIds);
    return {
      totalCandidates: this.sorted.length - hiddenIds.size,
      unlockedCandidates,
      unlockedOffers,
      unlockedInterviews,
      topStages: summary.topStages.map((s) => ({ ...s })),
    };
  }

  /** Stage counts of the visible candidates, most frequent first. */
  private topStages(hiddenIds: ReadonlySet<string>): StageCount[] {
    const stages = new Map(this.stageTotals);
    for (const id of hiddenIds) {
      for (const [stage, count] of this.entries.get(id)?.stageTally ?? []) stages.set(stage, (stages.get(stage) ?? 0) - count);
    }
    return [...stages.entries()]
      .filter(([, count]) => count > 0)
      .map(([stage, count]) => ({ stage, label: stageLabel(stage), count }))
      .sort((a, b) => b.count - a.count || stageProgress(b.stage) - stageProgress(a.stage) || a.stage.localeCompare(b.stage));
  }

  /**
   * The company's hidden candidates (and, computed on first use, how many of them each result list
   * holds and the visible stage counts), kept until the view changes: a query then costs only the
   * walk to its page, whatever the number of hidden candidates.
   */
  private hiddenSummary(identity: CompanyIdentity): HiddenSummary {
    const key = `${identity.names.join('\n')}\t${identity.domains.join('\n')}\t${identity.labels.join('\n')}`;
    let summary = this.hiddenCache.get(key);
    if (!summary || summary.version !== this.version) {
      summary = { version: this.version, ids: unionOf(this.hiddenSets(identity)), inList: new Map(), topStages: undefined };
      if (this.hiddenCache.size >= MAX_HIDDEN_SUMMARIES) this.hiddenCache.delete(this.hiddenCache.keys().next().value as string);
      this.hiddenCache.set(key, summary);
    }
    return summary;
  }

  // --- maintenance -------------------------------------------------------------------------

  private internInterview(interview: SearchInterviewData): SearchInterviewData {
    const s = this.strings;
    return {
      ...interview,
      companyName: s.get(interview.companyName) ?? interview.companyName,
      companyDomain: s.get(interview.companyDomain),
      stage: s.get(interview.stage) ?? interview.stage,
      position: s.get(interview.position),
      jobFamily: s.get(interview.jobFamily),
      jobTitle: s.get(interview.jobTitle),
      aiExtractedPosition: s.get(interview.aiExtractedPosition),
      evidence: this.internEvidence(interview.evidence),
    };
  }

  private internInterviewInPlace(interview: SearchInterviewData): void {
    const s = this.strings;
    const target = interview as { -readonly [K in keyof SearchInterviewData]: SearchInterviewData[K] };
    target.companyName = s.get(interview.companyName) ?? interview.companyName;
    target.companyDomain = s.get(interview.companyDomain);
    target.stage = s.get(interview.stage) ?? interview.stage;
    target.position = s.get(interview.position);
    target.jobFamily = s.get(interview.jobFamily);
    target.jobTitle = s.get(interview.jobTitle);
    target.aiExtractedPosition = s.get(interview.aiExtractedPosition);
    target.evidence = this.internEvidence(interview.evidence);
  }

  /**
   * Records stored before evidence levels existed (projection documents, view snapshots) have no
   * `evidence` at all: they read as null. Only the contract's fields are kept.
   */
  private internEvidence(evidence: InterviewEvidence | null | undefined): InterviewEvidence | null {
    if (!evidence) return null;
    const s = this.strings;
    return {
      kind: evidence.kind,
      signingDomain: s.get(evidence.signingDomain) ?? evidence.signingDomain,
      system: s.get(evidence.system ?? null),
      employer: s.get(evidence.employer) ?? evidence.employer,
      label: s.get(evidence.label) ?? evidence.label,
      // Records kept before levels existed read as the weaker level until judged again.
      level: evidence.level ?? 'sender_named',
    };
  }

  private touch(candidateId: string): void {
    if (this.bulkDirty) this.bulkDirty.add(candidateId);
    else this.refresh(candidateId, true);
  }

  private changed(): void {
    this.version += 1;
    this.hiddenCache.clear();
  }

  private refresh(candidateId: string, keepSorted: boolean): void {
    this.changed();
    const old = this.entries.get(candidateId);
    if (old) this.unindex(old, keepSorted);
    const profile = this.profiles.get(candidateId);
    if (!profile) {
      this.entries.delete(candidateId);
    } else {
      const records: InterviewRecord[] = [];
      for (const id of this.interviewIdsByCandidate.get(candidateId) ?? []) {
        const record = this.interviews.get(id);
        if (record) records.push(record);
      }
      const entry = buildEntry(profile.profile, records);
      this.entries.set(candidateId, entry);
      this.index(entry, keepSorted);
    }
  }

  private index(entry: CandidateEntry, keepSorted: boolean): void {
    if (!entry.searchable) return;
    for (const key of entry.hideNames) this.byHideName.add(key, entry.id);
    for (const key of entry.hideDomains) this.byHideDomain.add(key, entry.id);
    for (const key of entry.hideLabels) this.byHideLabel.add(key, entry.id);
    for (const [stage, count] of entry.stageTally) this.stageTotals.set(stage, (this.stageTotals.get(stage) ?? 0) + count);
    if (keepSorted) {
      this.sorted.splice(lowerBound(this.sorted, entry), 0, entry);
      for (const filtered of this.lists.values()) if (filtered.test(entry)) filtered.list.splice(lowerBound(filtered.list, entry), 0, entry);
    }
  }

  private unindex(entry: CandidateEntry, keepSorted: boolean): void {
    if (!entry.searchable) return;
    for (const key of entry.hideNames) this.byHideName.remove(key, entry.id);
    for (const key of entry.hideDomains) this.byHideDomain.remove(key, entry.id);
    for (const key of entry.hideLabels) this.byHideLabel.remove(key, entry.id);
    for (const [stage, count] of entry.stageTally) {
      const left = (this.stageTotals.get(stage) ?? 0) - count;
      if (left > 0) this.stageTotals.set(stage, left);
      else this.stageTotals.delete(stage);
    }
    if (keepSorted) {
      for (const list of [this.sorted, ...[...this.lists.values()].map((filtered) => filtered.list)]) {
        const at = lowerBound(list, entry);
        if (list[at] === entry) list.splice(at, 1);
      }
    }
  }

  // --- queries -----------------------------------------------------------------------------

  /** Ids of searchable candidates hidden from the company (one set per matching key). */
  private hiddenSets(identity: CompanyIdentity): ReadonlySet<string>[] {
    const sets: ReadonlySet<string>[] = [];
    for (const name of identity.names) {
      const set = this.byHideName.get(name);
      if (set) sets.push(set);
    }
    for (const domain of identity.domains) {
      const set = this.byHideDomain.get(domain);
      if (set) sets.push(set);
    }
    for (const label of identity.labels) {
      const set = this.byHideLabel.get(label);
      if (set) sets.push(set);
    }
    return sets;
  }

  /** The sorted list of candidates matching the filters (kept for reuse); null when no filter is set. */
  private filteredList(query: SearchQuery): FilteredList | null {
    const filter = parseFilters(query);
    if (!filter) return null;
    let filtered = this.lists.get(filter.key);
    if (!filtered) {
      filtered = { key: filter.key, test: filter.test, list: this.sorted.filter(filter.test) };
      if (this.lists.size >= MAX_KEPT_LISTS) this.lists.delete(this.lists.keys().next().value as string);
      this.lists.set(filter.key, filtered);
    } else {
      // Most recently used last, so the oldest goes first.
      this.lists.delete(filter.key);
      this.lists.set(filter.key, filtered);
    }
    return filtered;
  }
}

const MAX_KEPT_LISTS = 64;
const MAX_HIDDEN_SUMMARIES = 1000;

interface HiddenSummary {
  version: number;
  ids: ReadonlySet<string>;
  /** Hidden searchable candidates in each result list, by filter key ('' for the main list). */
  inList: Map<string, number>;
  topStages: StageCount[] | undefined;
}

interface FilteredList {
  key: string;
  test: (entry: CandidateEntry) => boolean;
  /** Sorted like the main list. */
  list: CandidateEntry[];
}

function unionOf(sets: readonly ReadonlySet<string>[]): ReadonlySet<string> {
  if (sets.length === 0) return EMPTY;
  if (sets.length === 1) return sets[0]!;
  const all = new Set<string>();
  for (const set of sets) for (const id of set) all.add(id);
  return all;
}
