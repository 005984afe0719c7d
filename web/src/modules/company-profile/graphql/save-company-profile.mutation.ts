import { graphql } from '../../../generated';

/**
 * Saves the fields sent (the account form or the company form); the saved profile updates the
 * cache. (The screen shows its own success texts, the same as the answer's message.)
 */
export const SAVE_COMPANY_PROFILE = graphql(`
  mutation SaveCompanyProfile($input: CompanyProfileInput!) {
    saveCompanyProfile(input: $input) {
      message
      profile {
        ...CompanyProfileFields
      }
    }
  }
`);
