import { CandidateSearch } from '../modules/search/components/CandidateSearch';

/** /search-candidates: candidate search with details, unlock and token purchase (docs/product/screens.md#candidate-search, docs/product/screens.md#candidate-detail, docs/product/screens.md#interview-process-summary, docs/product/screens.md#token-purchase). */
export function SearchCandidatesPage() {
  return <CandidateSearch />;
}
