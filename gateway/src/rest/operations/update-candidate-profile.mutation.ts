import { graphql } from '../generated/gql.js';

export const UPDATE_CANDIDATE_PROFILE = graphql(`
  mutation UpdateCandidateProfile($input: CandidateProfileInput!) {
    updateCandidateProfile(input: $input) {
      message
      profile {
        ...CandidateProfileFields
      }
    }
  }
`);
