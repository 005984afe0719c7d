import type { CandidateDetailsQuery, SearchCandidateFieldsFragment, SearchCandidatesQuery } from '../../generated/graphql';

/**
 * The candidate search's data as the screens use it: the generated types of the search operations
 * (personal fields are null until the company unlocks the candidate; the server never sends them
 * before).
 */
export type SearchCandidate = SearchCandidateFieldsFragment;
/**
 * One hiring process of a candidate (the interviews with one company), grouped and worded by the
 * company subgraph: what the Interview History column, the detail modal's cards and the Interview
 * Process Summary show.
 */
export type InterviewProcess = SearchCandidateFieldsFragment['processes'][number];
/** One evidence label of a process, in the server's words, and how many of its interviews carry it. */
export type ProcessEvidence = InterviewProcess['evidence'][number];
export type WorkExperience = SearchCandidate['workExperiences'][number];
export type CandidateStats = SearchCandidate['stats'];
export type SearchResponse = SearchCandidatesQuery['searchCandidates'];
export type CandidateDetails = CandidateDetailsQuery['candidateDetails'];

export type UnlockFilter = 'all' | 'unlocked' | 'locked';

/** The filters the server applies, Unlock Status included (issue 32: so the total and the pages count only those candidates). */
export interface SearchQuery {
  page: number;
  companyName: string;
  stage: string;
  skills: string;
  /** Only candidates with at least one employer-verified interview (issue 27). */
  employerVerifiedOnly: boolean;
  unlock: UnlockFilter;
}
