import { graphql } from '../../../generated';

/** One page of the search (blank filters are not sent). */
export const SEARCH_CANDIDATES = graphql(`
  query SearchCandidates($input: CandidateSearchInput) {
    searchCandidates(input: $input) {
      ...SearchPageBase
    }
  }
`);
