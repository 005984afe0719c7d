import { graphql } from '../../../generated';

/** The Interview Stage dropdown's values (labels). */
export const INTERVIEW_STAGES_QUERY = graphql(`
  query InterviewStages {
    interviewStages
  }
`);
