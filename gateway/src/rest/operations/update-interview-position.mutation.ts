import { graphql } from '../generated/gql.js';

export const UPDATE_INTERVIEW_POSITION = graphql(`
  mutation UpdateInterviewPosition($id: ID!, $jobFamily: String!, $jobTitle: String!) {
    updateInterviewPosition(id: $id, jobFamily: $jobFamily, jobTitle: $jobTitle) {
      ...InterviewFields
    }
  }
`);
