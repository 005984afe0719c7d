import { graphql } from '../../../generated';

/**
 * A candidate as the search rows and the detail modal show it. Personal fields are null until the
 * company unlocks the candidate; the unlock answers the same fields, so the cached candidate (row
 * and modal) takes them at once. The fields both sides read are graphql/shared/search/search-candidate-base.fragment.graphql.
 */
export const SEARCH_CANDIDATE_FIELDS = graphql(`
  fragment SearchCandidateFields on SearchCandidate {
    ...SearchCandidateBase
    employerVerifiedInterviews
    interviews {
      ...SearchInterviewFields
      # issue 27: the evidence level, in the server's words (web only; the shared fragment is the REST facade's too)
      evidence {
        level
        levelLabel
        levelDescription
      }
    }
    stats {
      totalInterviews
      totalCompanies
      offersReceived
    }
  }
`);
