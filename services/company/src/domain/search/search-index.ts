import { stageLabel, stageProgress, toStageKey, type InterviewEvidence, type InterviewStageKey } from '@hiring/contracts';
import { companyNameKey, hideLabelsOf, registrableDomain, type CompanyIdentity } from './company-identity.js';
import { KeyedIdSets } from './keyed-id-sets.js';
import type { CandidateProfileSnapshot, InterviewRecord, ProfileRecord, SearchInterviewData } from './records.js';

/**
 * The in-memory read model that serves candidate search, details and the dashboard stats.
 *
 * It holds the newest record of every profile and interview (records are idempotent and
 * order-free: the highest revision wins, tombstones included) and derives one immutable entry per
 * candidate with everything a query needs precomputed: the hiding keys, the filter keys, the
 * stats and the relevance rank. Searchable entries are kept in one list sorted by relevance, and
 * candidates are indexed by hiding key (the few a company may not see). The result list of each
 * recent filter combination is kept too, sorted, and maintained entry by entry as events change
 * candidates, so a query walks only as far as the page it returns (plus the company's hidden
 * candidates, to correct the total), never the database and never every candidate.
 *
 * Relevance (highest first): offers received (processes that reached an offer), then the
 * furthest stage reached in any process, then the number of employer-verified public interviews
 * (evidence the employer's own proven domain signed ranks a candidate above equal claims named by
 * a sender), then the most recent interview date, then the number of public interviews, then the
 * candidate id (a stable tie-break).
 */
export interface CandidateStats {
  totalInterviews: number;
  totalCompanies: number;
  offersReceived: number;
}

export interface CandidateEntry {
  readonly id: string;
  readonly profile: CandidateProfileSnapshot;
  /** Public interviews, newest first. */
  readonly interviews: readonly SearchInterviewData[];
  /** Discoverable, with at least one public interview. */
  readonly searchable: boolean;
  readonly hideNames: readonly string[];
  readonly hideDomains: readonly string[];
  /** Domain labels that spell one of `hideNames` (company-identity.ts `hideLabelsOf`). */
  readonly hideLabels: readonly string[];
  /** Normalised company names of the public interviews (company filter). */
  readonly companyKeys: readonly string[];
  readonly companyDomains: readonly string[];
  readonly stageKeys: readonly InterviewStageKey[];
  readonly stageTally: ReadonlyMap<InterviewStageKey, number>;
  readonly skillKeys: readonly string[];
  readonly stats: CandidateStats;
  readonly rank: { offers: number; furthest: number; verified: number; latest: string; count: number };
}

/** Where a cursor points in the result order: the last entry's rank and id (keyset, not offset). */
export type SearchPosition = Pick<CandidateEntry, 'rank' | 'id'>;

export interface SearchQuery {
  identity: CompanyIdentity;
  page: number;
  perPage: number;
  /** Cursor pagination: the entries after this position instead of page `page`. */
  after?: SearchPosition | null;
  companyName?: string | null;
  stage?: string | null;
  skills?: string | null;
  /** Only candidates with at least one employer-verified public interview. */
  employerVerifiedOnly?: boolean | null;
}

export interface SearchPage {
  entries: CandidateEntry[];
  total: number;
  pages: number;
  /** More entries follow the last one returned. */
  hasMore: boolean;
}

export interface StageCount {
  stage: InterviewStageKey;
  label: string;
  count: number;
}

export interface CompanyStats {
  totalCandidates: number;
  unlockedCandidates: number;
  unlockedOffers: number;
  unlockedInterviews: number;
  topStages: StageCount[];
}

/** Total order of the result list (see the class comment). */
export function compareEntries(a: SearchPosition, b: SearchPosition): number {
  return (
    b.rank.offers - a.rank.offers ||
    b.rank.furthest - a.rank.furthest ||
    b.rank.verified - a.rank.verified ||
    (a.rank.latest < b.rank.latest ? 1 : a.rank.latest > b.rank.latest ? -1 : 0) ||
    b.rank.count - a.rank.count ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

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

const interviewTime = (i: SearchInterviewData) => i.interviewDate ?? i.uploadedAt;

export function buildEntry(profile: CandidateProfileSnapshot, records: Iterable<InterviewRecord>): CandidateEntry {
  const interviews: SearchInterviewData[] = [];
  const hideNames = new Set<string>();
  const hideDomains = new Set<string>();
  for (const record of records) {
    if (record.state === 'deleted') continue;
    const name = companyNameKey(record.companyName);
    if (name) hideNames.add(name);
    const domain = registrableDomain(record.companyDomain);
    if (domain) hideDomains.add(domain);
    if (record.state === 'public' && record.interview) interviews.push(record.interview);
  }
  for (const experience of profile.workExperiences) {
    const name = companyNameKey(experience.company);
    if (name) hideNames.add(name);
  }
  const current = companyNameKey(profile.currentCompany);
  if (current) hideNames.add(current);
  const hideLabels = new Set<string>();
  for (const name of hideNames) for (const label of hideLabelsOf(name)) hideLabels.add(label);

  interviews.sort((a, b) => {
    const ta = interviewTime(a);
    const tb = interviewTime(b);
    return ta < tb ? 1 : ta > tb ? -1 : a.interviewId < b.interviewId ? -1 : 1;
  });
  const companyKeys = new Set<string>();
  const companyDomains = new Set<string>();
  const stageTally = new Map<InterviewStageKey, number>();
  const offerProcesses = new Set<string>();
  let furthest = 0;
  let verified = 0;
  for (const interview of interviews) {
    if (interview.evidence?.level === 'employer_verified') verified += 1;
    const key = companyNameKey(interview.companyName);
    if (key) companyKeys.add(key);
    if (interview.companyDomain) companyDomains.add(interview.companyDomain.toLowerCase());
    const stage = toStageKey(interview.stage);
    stageTally.set(stage, (stageTally.get(stage) ?? 0) + 1);
    if (stage === 'offer') offerProcesses.add(interview.processId);
    furthest = Math.max(furthest, stageProgress(stage));
  }
  const skillKeys = [...new Set(profile.skills.map((skill) => skill.trim().toLowerCase()).filter(Boolean))];
  const latest = interviews[0] ? interviewTime(interviews[0]) : '';
  return {
    id: profile.candidateId,
    profile,
    interviews,
    searchable: profile.discoverable && interviews.length > 0,
    hideNames: [...hideNames],
    hideDomains: [...hideDomains],
    hideLabels: [...hideLabels],
    companyKeys: [...companyKeys],
    companyDomains: [...companyDomains],
    stageKeys: [...stageTally.keys()],
    stageTally,
    skillKeys,
    stats: {
      totalInterviews: interviews.length,
      totalCompanies: new Set(interviews.map((i) => companyNameKey(i.companyName) ?? i.processId)).size,
      offersReceived: offerProcesses.size,
    },
    rank: { offers: offerProcesses.size, furthest, verified, latest, count: interviews.length },
  };
}

/** Whether the hiding rule keeps `entry` away from the company. */
export function isHiddenFrom(entry: CandidateEntry, identity: CompanyIdentity): boolean {
  return (
    identity.names.some((name) => entry.hideNames.includes(name)) ||
    identity.domains.some((domain) => entry.hideDomains.includes(domain)) ||
    identity.labels.some((label) => entry.hideLabels.includes(label))
  );
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

/**
 * The filters as one predicate over an entry, and a key naming the combination:
 * - company: part of the normalised name of a company of a public interview (`Acme, Inc.` →
 *   `acme`), or part of its domain when the text has a dot;
 * - stage: a stage key, label or common spelling (`Final Round`, `onsite`); unknown text matches
 *   nothing;
 * - skills: comma-separated terms, each part of one of the candidate's skills (case-insensitive);
 * - employerVerifiedOnly: at least one public interview whose evidence is employer verified.
 * Blank filters are ignored.
 */
export function parseFilters(
  query: Pick<SearchQuery, 'companyName' | 'stage' | 'skills' | 'employerVerifiedOnly'>,
): { key: string; test: (entry: CandidateEntry) => boolean } | null {
  const filters = searchFilters(query);
  const tests: ((entry: CandidateEntry) => boolean)[] = [];
  const keys: string[] = [];
  if (filters.company) {
    const { name, domain } = filters.company;
    keys.push(`c:${name}|${domain ?? ''}`);
    tests.push((e) => (name !== '' && e.companyKeys.some((k) => k.includes(name))) || (domain !== null && e.companyDomains.some((d) => d.includes(domain))));
  }
  if (filters.stage !== undefined) {
    const stage = filters.stage;
    keys.push(`s:${stage ?? '-'}`);
    tests.push(stage === null ? () => false : (e) => e.stageKeys.includes(stage));
  }
  const terms = filters.skills;
  if (terms.length > 0) {
    keys.push(`k:${[...terms].sort().join(',')}`);
    tests.push((e) => terms.every((term) => e.skillKeys.some((skill) => skill.includes(term))));
  }
  if (filters.employerVerifiedOnly) {
    keys.push('v:1');
    tests.push((e) => e.rank.verified > 0);
  }
  if (tests.length === 0) return null;
  return { key: keys.join('\n'), test: (entry) => tests.every((test) => test(entry)) };
}

/** The filters of a query as the keys they compare (parseFilters; the OpenSearch query too). */
export interface SearchFilters {
  /** `name`: a company key to find within one ('' for none); `domain`: text to find within a company domain. */
  company: { name: string; domain: string | null } | null;
  /** Unset: no stage filter; null: a stage text that names no stage (matches nothing). */
  stage?: InterviewStageKey | null;
  skills: string[];
  employerVerifiedOnly: boolean;
}

export function searchFilters(query: Pick<SearchQuery, 'companyName' | 'stage' | 'skills' | 'employerVerifiedOnly'>): SearchFilters {
  const filters: SearchFilters = { company: null, skills: splitTerms(query.skills), employerVerifiedOnly: Boolean(query.employerVerifiedOnly) };
  const companyText = query.companyName?.trim() ?? '';
  if (companyText) {
    filters.company = { name: companyNameKey(companyText) ?? '', domain: companyText.includes('.') ? companyText.toLowerCase() : null };
  }
  const stageText = query.stage?.trim() ?? '';
  if (stageText) {
    const stage = toStageKey(stageText);
    filters.stage = stage === 'unknown' && stageText.toLowerCase() !== 'unknown' ? null : stage;
  }
  return filters;
}

/** The skills filter: comma-separated terms, each must match (case-insensitive, part of a skill). */
export function splitTerms(skills: string | null | undefined): string[] {
  return [
    ...new Set(
      (skills ?? '')
        .split(',')
        .map((term) => term.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
}

function unionOf(sets: readonly ReadonlySet<string>[]): ReadonlySet<string> {
  if (sets.length === 0) return EMPTY;
  if (sets.length === 1) return sets[0]!;
  const all = new Set<string>();
  for (const set of sets) for (const id of set) all.add(id);
  return all;
}
