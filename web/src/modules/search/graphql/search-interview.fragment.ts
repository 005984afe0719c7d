import { graphql } from '../../../generated';

/** One public interview of a candidate, with the evidence it rests on (shown before unlock). */
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
