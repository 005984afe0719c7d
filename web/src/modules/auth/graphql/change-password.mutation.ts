import { graphql } from '../../../generated';

/** The signed-in user's password change, the same for candidates and companies (other sessions end). */
export const CHANGE_PASSWORD = graphql(`
  mutation ChangePassword($currentPassword: String, $newPassword: String) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      success
      message
    }
  }
`);
