import type { CandidateProfileUpdatedV1, InterviewSnapshot, PayloadOf } from '@hiring/contracts';

/**
 * The search projection is made of versioned records, one per (aggregate, revision), derived from
 * events only. Applying records is idempotent and order-free: the highest revision of an
 * aggregate wins, whatever order records arrive or load in, and a deletion is a record too (a
 * tombstone with its revision), so a late, older snapshot cannot bring a deleted or hidden
 * interview back.
 */
export type CandidateProfileSnapshot = PayloadOf<typeof CandidateProfileUpdatedV1>;

/** What a company may see of a public interview. */
export type SearchInterviewData = Omit<InterviewSnapshot, 'candidateId' | 'revision' | 'visibility'>;

export interface ProfileRecord {
  /** `<candidateId>:<revision>` */
  _id: string;
  candidateId: string;
  revision: number;
  profile: CandidateProfileSnapshot;
}

export type InterviewRecordState = 'public' | 'private' | 'deleted';

export interface InterviewRecord {
  /** `<interviewId>:<revision>` */
  _id: string;
  interviewId: string;
  candidateId: string;
  revision: number;
  state: InterviewRecordState;
  /** Public interviews only: what companies see. Private and deleted ones keep nothing of it. */
  interview: SearchInterviewData | null;
  /**
   * Public and private interviews: the company the candidate interviewed with, so the candidate is
   * hidden from it (a private interview is still an interview with that company). Null when deleted.
   */
  companyName: string | null;
  companyDomain: string | null;
}

export function profileRecord(profile: CandidateProfileSnapshot): ProfileRecord {
  return { _id: `${profile.candidateId}:${profile.revision}`, candidateId: profile.candidateId, revision: profile.revision, profile };
}

/** InterviewUploaded / InterviewUpdated: the snapshot's visibility decides what is kept. */
export function interviewSnapshotRecord(snapshot: InterviewSnapshot): InterviewRecord {
  const { candidateId, revision, visibility, ...data } = snapshot;
  const isPublic = visibility === 'public';
  return {
    _id: `${snapshot.interviewId}:${revision}`,
    interviewId: snapshot.interviewId,
    candidateId,
    revision,
    state: isPublic ? 'public' : 'private',
    interview: isPublic ? data : null,
    companyName: snapshot.companyName,
    companyDomain: snapshot.companyDomain,
  };
}

/** InterviewDeleted: a tombstone at the deletion's revision. */
export function interviewDeletedRecord(deleted: { interviewId: string; candidateId: string; revision: number }): InterviewRecord {
  return {
    _id: `${deleted.interviewId}:${deleted.revision}`,
    interviewId: deleted.interviewId,
    candidateId: deleted.candidateId,
    revision: deleted.revision,
    state: 'deleted',
    interview: null,
    companyName: null,
    companyDomain: null,
  };
}
