import { graphql } from '../generated/gql.js';

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
