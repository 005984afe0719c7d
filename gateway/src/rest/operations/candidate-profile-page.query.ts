import { graphql } from '../generated/gql.js';

/** The account's names stand in while the candidate service builds the profile. */
export const CANDIDATE_PROFILE_PAGE = graphql(`
  query CandidateProfilePage {
    me {
      id
      userType
      email
      firstName
      lastName
      candidateProfile {
        ...CandidateProfileFields
      }
    }
  }
`);
