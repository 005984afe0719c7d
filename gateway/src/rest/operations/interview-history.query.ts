import { graphql } from '../generated/gql.js';

/** GET /api/interview-history: the fields both sides read (graphql/shared/interviews/interview-history-base.fragment.graphql). */
export const INTERVIEW_HISTORY = graphql(`
  query InterviewHistory {
    interviewHistory {
      ...InterviewHistoryBase
    }
  }
`);
