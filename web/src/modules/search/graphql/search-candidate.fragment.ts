import { graphql } from '../../../generated';

/**
 * A candidate as the search rows and the detail modal show it. Personal fields are null until the
 * company unlocks the candidate; the unlock answers the same fields, so the cached candidate (row
 * and modal) takes them at once. The fields both sides read are graphql/shared/search/search-candidate-base.fragment.graphql.
 * The company subgraph groups the interviews into processes and words them (position, furthest
 * stage, source, evidence); the screens only render them.
 */
export const SEARCH_CANDIDATE_FIELDS = graphql(`
  fragment SearchCandidateFields on SearchCandidate {
    ...SearchCandidateBase
    employerVerifiedInterviews
    processes {
      key
      companyName
      companyWebsite
      position
      aiExtractedPosition
      positionEditedByCandidate
      stage
      stageLabel
      date
      sourceLabel
      aiSummary
      notes
      interviewCount
      # issue 27: the evidence level, in the server's words
      evidence {
        kind
        signingDomain
        system
        employer
        label
        level
        levelLabel
        levelDescription
        count
      }
    }
    stats {
      totalInterviews
      totalCompanies
      offersReceived
    }
  }
`);
