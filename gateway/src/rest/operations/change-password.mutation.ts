import { graphql } from '../generated/gql.js';

export const CHANGE_PASSWORD = graphql(`
  mutation ChangePassword($currentPassword: String, $newPassword: String) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      message
    }
  }
`);
