import { graphql } from '../../../generated';

export const CHANGE_COMPANY_PASSWORD = graphql(`
  mutation ChangeCompanyPassword($currentPassword: String, $newPassword: String) {
    changePassword(currentPassword: $currentPassword, newPassword: $newPassword) {
      success
      message
    }
  }
`);
