import { graphql } from '../../../generated';

/** The dashboard's recent unlocks (newest first) and the company's saved searches (issue 32). */
export const COMPANY_ACTIVITY = graphql(`
  query CompanyActivity($unlocks: Int!) {
    unlockedCandidatesConnection(first: $unlocks) {
      totalCount
      edges {
        node {
          id
          unlockedAt
          deleted
          candidate {
            id
            name
            email
            currentPosition
            yearsExperience
          }
        }
      }
    }
    savedSearches {
      ...SavedSearchFields
    }
  }
`);

/** How many candidates a saved search finds now: the total of a one-row page. */
export const SAVED_SEARCH_MATCHES = graphql(`
  query SavedSearchMatches($input: CandidateSearchInput) {
    searchCandidates(input: $input) {
      pagination {
        total
      }
    }
  }
`);
