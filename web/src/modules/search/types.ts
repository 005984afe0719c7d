import type { CandidateDetailsQuery, SearchCandidateFieldsFragment, SearchCandidatesQuery } from '../../generated/graphql';

/**
 * The candidate search's data as the screens use it: the generated types of the search operations
 * (personal fields are null until the company unlocks the candidate; the server never sends them
 * before).
 */
export type SearchCandidate = SearchCandidateFieldsFragment;
/** An interview as the web reads it: the shared fields and the evidence level (search-candidate.fragment.ts). */
export type SearchInterview = SearchCandidateFieldsFragment['interviews'][number];
export type InterviewEvidence = NonNullable<SearchInterview['evidence']>;
export type WorkExperience = SearchCandidate['workExperiences'][number];
export type CandidateStats = SearchCandidate['stats'];
export type SearchResponse = SearchCandidatesQuery['searchCandidates'];
export type CandidateDetails = CandidateDetailsQuery['candidateDetails'];

/** The filters the server applies (the Unlock Status filter is applied on the page). */
export interface SearchQuery {
  page: number;
  companyName: string;
  stage: string;
  skills: string;
  /** Only candidates with at least one employer-verified interview (issue 27). */
  employerVerifiedOnly: boolean;
}

export type UnlockFilter = 'all' | 'unlocked' | 'locked';
