import { graphql } from '../generated/gql.js';

export const SEARCH_CANDIDATES = graphql(`
  query SearchCandidates($input: CandidateSearchInput) {
    searchCandidates(input: $input) {
      ...SearchPageBase
      stats {
        ...SearchStatsFields
      }
    }
  }
`);
