import type { CandidateDetailsQuery, SearchCandidateFieldsFragment, SearchCandidatesQuery, SearchInterviewFieldsFragment } from '../../generated/graphql';

/**
 * The candidate search's data as the screens use it: the generated types of the search operations
 * (personal fields are null until the company unlocks the candidate; the server never sends them
 * before).
 */
export type SearchCandidate = SearchCandidateFieldsFragment;
export type SearchInterview = SearchInterviewFieldsFragment;
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
}

export type UnlockFilter = 'all' | 'unlocked' | 'locked';
