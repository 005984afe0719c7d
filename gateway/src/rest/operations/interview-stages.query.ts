import { graphql } from '../generated/gql.js';

export const INTERVIEW_STAGES = graphql(`
  query InterviewStages {
    interviewStages
  }
`);
