import { stageProgress, toStageKey, type InterviewStageKey } from '@hiring/contracts';
import { companyNameKey, hideLabelsOf, registrableDomain, type CompanyIdentity } from './company-identity.js';
import type { CandidateProfileSnapshot, InterviewRecord, SearchInterviewData } from './records.js';

/**
 * A candidate as the search derives them (docs/decisions/search-engine.md): one immutable entry per
 * candidate with everything a query needs precomputed (the hiding keys, the filter keys, the stats
 * and the relevance rank), the hiding rule, the relevance order and the filters' keys. The search
 * index on OpenSearch (opensearch/) stores and queries what these derive, so each rule has one home.
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
  /** The Unlock Status filter: only these ids (`only`), or all but these (`except`); the company's unlocked candidates. */
  unlocked?: { only: readonly string[] } | { except: readonly string[] } | null;
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

/** Total order of the result list (relevance, above). */
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
