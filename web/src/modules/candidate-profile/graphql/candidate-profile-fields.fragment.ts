import { graphql } from '../../../generated';

/**
 * What the profile page shows and edits; the update answers with it so the cache updates the page.
 * Exactly the fields both sides read (graphql/shared/candidate/candidate-profile-base.fragment.graphql).
 */
export const CANDIDATE_PROFILE_FIELDS = graphql(`
  fragment CandidateProfileFields on CandidateProfile {
    ...CandidateProfileBase
  }
`);
