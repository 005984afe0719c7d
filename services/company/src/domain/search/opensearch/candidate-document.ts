import type { InterviewStageKey } from '@hiring/contracts';
import type { CandidateEntry } from '../candidate-entry.js';

/**
 * A candidate as the search index holds it (index-mapping.ts). The entry is kept as JSON text in a
 * stored field of its own (`entry_json`), out of `_source`: a search returns it as stored, without
 * the engine parsing and filtering each hit's source (about half a search's engine CPU).
 */
export interface CandidateDocument {
  candidate_id: string;
  searchable: boolean;
  hide_names: string[];
  hide_domains: string[];
  hide_labels: string[];
  company_keys: string[];
  company_domains: string[];
  stage_keys: string[];
  stage_tally: Partial<Record<InterviewStageKey, number>>;
  skill_keys: string[];
  rank_offers: number;
  rank_furthest: number;
  rank_verified: number;
  rank_latest: string;
  rank_count: number;
  revision_sum: number;
  entry_json: string;
}

/** The entry without its Map, as JSON can carry it. */
export type StoredEntry = Omit<CandidateEntry, 'stageTally'> & { stageTally: Partial<Record<InterviewStageKey, number>> };

/** The document of a derived entry; `revisionSum` is the sum of the revisions of the records it came from. */
export function candidateDocument(entry: CandidateEntry, revisionSum: number): CandidateDocument {
  const stageTally = Object.fromEntries(entry.stageTally) as Partial<Record<InterviewStageKey, number>>;
  return {
    candidate_id: entry.id,
    searchable: entry.searchable,
    hide_names: [...entry.hideNames],
    hide_domains: [...entry.hideDomains],
    hide_labels: [...entry.hideLabels],
    company_keys: [...entry.companyKeys],
    company_domains: [...entry.companyDomains],
    stage_keys: [...entry.stageKeys],
    stage_tally: stageTally,
    skill_keys: [...entry.skillKeys],
    rank_offers: entry.rank.offers,
    rank_furthest: entry.rank.furthest,
    rank_verified: entry.rank.verified,
    rank_latest: entry.rank.latest,
    rank_count: entry.rank.count,
    revision_sum: revisionSum,
    entry_json: JSON.stringify({ ...entry, stageTally } satisfies StoredEntry),
  };
}

/** The entry back from its stored field (`fields.entry_json` of a hit or a get). */
export function entryOf(entryJson: string): CandidateEntry {
  return entryFromStored(JSON.parse(entryJson) as StoredEntry);
}

/** The entry back from its JSON form (`entry_json` parsed; `_source.entry` of a document before v3). */
export function entryFromStored(stored: StoredEntry): CandidateEntry {
  const { stageTally, ...rest } = stored;
  return { ...rest, stageTally: new Map(Object.entries(stageTally) as [InterviewStageKey, number][]) };
}
