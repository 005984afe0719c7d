import { CandidateSearch } from '../modules/search/components/CandidateSearch';

/** /search-candidates: candidate search with details, unlock and token purchase (profiles spec 2.4-2.7). */
export function SearchCandidatesPage() {
  return <CandidateSearch />;
}
