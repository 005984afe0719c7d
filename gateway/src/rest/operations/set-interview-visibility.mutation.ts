import { graphql } from '../generated/gql.js';

export const SET_INTERVIEW_VISIBILITY = graphql(`
  mutation SetInterviewVisibility($id: ID!, $visibility: String!) {
    setInterviewVisibility(id: $id, visibility: $visibility) {
      ...InterviewFields
    }
  }
`);
