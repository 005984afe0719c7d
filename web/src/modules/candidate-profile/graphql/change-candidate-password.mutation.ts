import { graphql } from '../../../generated';

export const CHANGE_CANDIDATE_PASSWORD = graphql(`
  mutation ChangeCandidatePassword($currentPassword: String, $newPassword: String) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      success
      message
    }
  }
`);
