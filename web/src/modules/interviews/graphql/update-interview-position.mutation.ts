import { graphql } from '../../../generated';

/** The candidate's job family and title; answers with the interview (edited flag, the AI's values). */
export const UPDATE_INTERVIEW_POSITION = graphql(`
  mutation UpdateInterviewPosition($id: ID!, $jobFamily: String!, $jobTitle: String!) {
    updateInterviewPosition(id: $id, jobFamily: $jobFamily, jobTitle: $jobTitle) {
      ...InterviewFields
    }
  }
`);
