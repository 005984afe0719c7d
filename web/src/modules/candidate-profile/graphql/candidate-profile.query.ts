import { graphql } from '../../../generated';

/**
 * The profile page: the candidate profile, and the account's names for the moments after
 * registration when the candidate service has not built the profile yet (it is null then).
 */
export const CANDIDATE_PROFILE = graphql(`
  query CandidateProfile {
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
