import { graphql } from '../generated/gql.js';

/** The spec's "interview or company entry (search)". */
export const SEARCH_INTERVIEW_FIELDS = graphql(`
  fragment SearchInterviewFields on SearchInterview {
    id
    processId
    companyName
    companyDomain
    position
    aiExtractedPosition
    positionEditedByCandidate
    jobFamily
    jobTitle
    stage
    stageLabel
    date
    sourceType
    aiSummary
    notes
    evidence {
      kind
      signingDomain
      system
      employer
      label
    }
  }
`);
