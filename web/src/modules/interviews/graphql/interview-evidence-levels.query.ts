import { graphql } from '../../../generated';

/**
 * The evidence level of each of the candidate's interviews, with what would raise it (issue 27).
 * Its own query, beside the shared InterviewHistory (the REST facade's too): the page shows the
 * history even when this part fails.
 */
export const INTERVIEW_EVIDENCE_LEVELS = graphql(`
  query InterviewEvidenceLevels {
    interviewHistory {
      companies {
        processId
        interviews {
          id
          evidenceLevel
          evidenceLevelLabel
          evidenceAdvice
          evidence {
            label
            levelDescription
          }
        }
      }
    }
  }
`);
