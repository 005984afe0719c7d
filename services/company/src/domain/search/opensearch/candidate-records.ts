import type { InterviewRecord, ProfileRecord } from '../records.js';
import { buildEntry } from '../candidate-entry.js';
import { candidateDocument, type CandidateDocument } from './candidate-document.js';

/**
 * The newest record of a candidate's profile and of each of their interviews, tombstones included:
 * what the candidate's document is derived from, kept in the document itself (`records`), so the
 * live writer reads one document by id instead of the projection (docs/decisions/search-engine.md).
 */
export interface CandidateRecords {
  profile: ProfileRecord | null;
  interviews: InterviewRecord[];
}

export type SearchRecord = { kind: 'profile'; record: ProfileRecord } | { kind: 'interview'; record: InterviewRecord };

/** A stored document: the searchable fields once a profile is known, and always its records. */
export type StoredCandidate = Partial<CandidateDocument> &
  Pick<CandidateDocument, 'candidate_id' | 'searchable' | 'revision_sum'> & { records: CandidateRecords };

export const candidateIdOf = (item: SearchRecord) => item.record.candidateId;

/** The records with this one applied (the highest revision wins), or null when it changes nothing. */
export function withRecord(records: CandidateRecords, item: SearchRecord): CandidateRecords | null {
  if (item.kind === 'profile') {
    if (records.profile && records.profile.revision >= item.record.revision) return null;
    return { ...records, profile: item.record };
  }
  const at = records.interviews.findIndex((r) => r.interviewId === item.record.interviewId);
  if (at >= 0 && records.interviews[at]!.revision >= item.record.revision) return null;
  const interviews = at >= 0 ? records.interviews.map((r, i) => (i === at ? item.record : r)) : [...records.interviews, item.record];
  return { ...records, interviews };
}

/**
 * The document of a candidate's records. Until the profile arrives (an interview's event may come
 * first) the document holds only the records and is not searchable: no search, detail or count
 * can show it.
 */
export function storedCandidate(candidateId: string, records: CandidateRecords): StoredCandidate {
  const revisionSum = (records.profile?.revision ?? 0) + records.interviews.reduce((sum, r) => sum + r.revision, 0);
  if (!records.profile) return { candidate_id: candidateId, searchable: false, revision_sum: revisionSum, records };
  return { ...candidateDocument(buildEntry(records.profile.profile, records.interviews), revisionSum), records };
}

export const NO_RECORDS: CandidateRecords = { profile: null, interviews: [] };
