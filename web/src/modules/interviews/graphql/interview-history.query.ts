import { graphql } from '../../../generated';

/** The candidate's interviews grouped by company (one group per interview process). */
export const INTERVIEW_HISTORY = graphql(`
  query InterviewHistory {
    interviewHistory {
      totalInterviews
      companies {
        processId
        companyName
        companyDomain
        latestDate
        interviews {
          ...InterviewFields
        }
      }
    }
  }
`);
