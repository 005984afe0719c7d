import { graphql } from '../../../generated';

/**
 * The candidate's interviews grouped by company (one group per interview process), in the order
 * the page shows them; the fields the REST facade reads too are
 * graphql/shared/interviews/interview-history-base.fragment.graphql. The page adds each company's link.
 */
export const INTERVIEW_HISTORY = graphql(`
  query InterviewHistory {
    interviewHistory {
      ...InterviewHistoryBase
      companies {
        processId
        companyWebsite
      }
    }
  }
`);
