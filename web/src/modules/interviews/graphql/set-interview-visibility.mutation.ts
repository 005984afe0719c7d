import { graphql } from '../../../generated';

/** Public or private; answers with the interview, which updates its card through the cache. */
export const SET_INTERVIEW_VISIBILITY = graphql(`
  mutation SetInterviewVisibility($id: ID!, $visibility: String!) {
    setInterviewVisibility(id: $id, visibility: $visibility) {
      ...InterviewFields
    }
  }
`);
