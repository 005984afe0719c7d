import { graphql } from '../generated/gql.js';

export const SEARCH_CANDIDATES = graphql(`
  query SearchCandidates($input: CandidateSearchInput) {
    searchCandidates(input: $input) {
      candidates {
        ...SearchCandidateFields
      }
      pagination {
        page
        perPage
        total
        pages
      }
      stats {
        totalCandidates
        unlockedCandidates
        unlockedOffers
        unlockedInterviews
        topStages {
          stage
          label
          count
        }
      }
    }
  }
`);
