import { graphql } from '../../../generated';

/** Any of the three forms (career, account, work history): only the fields given change. */
export const UPDATE_CANDIDATE_PROFILE = graphql(`
  mutation UpdateCandidateProfile($input: CandidateProfileInput!) {
    updateCandidateProfile(input: $input) {
      success
      message
      profile {
        ...CandidateProfileFields
      }
    }
  }
`);
