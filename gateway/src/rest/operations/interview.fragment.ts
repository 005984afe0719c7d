import { graphql } from '../generated/gql.js';

/** The fields of the spec's Interview entity. */
export const INTERVIEW_FIELDS = graphql(`
  fragment InterviewFields on Interview {
    id
    processId
    companyName
    companyDomain
    date
    stage
    stageLabel
    position
    jobFamily
    jobTitle
    visibility
    positionEditedByCandidate
    aiExtractedPosition
    aiExtractedJobFamily
    aiExtractedJobTitle
    aiSummary
    verificationDetails {
      hasIssues
      issuesList {
        title
        description
      }
      statusDescription
    }
    overallConfidence
    verificationTests {
      contentUnmodified {
        passed
        dkimPassed
        arcPassed
      }
      senderVerified {
        passed
        originalSpfPassed
        currentSpfPassed
      }
      dkim
      spf
      arc
      dmarc
      ownership
      recipient
    }
    sourceType
    uploadedAt
  }
`);
