import { graphql } from '../generated/gql.js';

/**
 * The candidate's profile (the candidate subgraph refuses anyone else) and, while the candidate
 * service builds the profile moments after registration, the account's names to stand in.
 */
export const CANDIDATE_PROFILE_PAGE = graphql(`
  query CandidateProfilePage {
    me {
      id
      email
      firstName
      lastName
    }
    myCandidateProfile {
      ...CandidateProfileFields
    }
  }
`);
