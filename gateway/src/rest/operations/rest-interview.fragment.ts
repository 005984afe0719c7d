import { graphql } from '../generated/gql.js';

/**
 * The spec's "interview or company entry (search)" as the REST facade answers it, renamed only:
 * `source_type` is the subgraph's `sourceGroup` (the spec's `email_group_auto` for interviews read
 * from an email), `source_label` its `sourceLabel`, and the evidence level in words
 * (`evidence.level`, `level_label`, `level_description`; issue 27). The web reads a candidate's
 * processes instead (web/src/modules/search/graphql/search-candidate.fragment.ts).
 */
export const REST_INTERVIEW_FIELDS = graphql(`
  fragment RestInterviewFields on SearchInterview {
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
    sourceType: sourceGroup
    sourceLabel
    aiSummary
    notes
    evidence {
      kind
      signingDomain
      system
      employer
      label
      level
      levelLabel
      levelDescription
    }
  }
`);
