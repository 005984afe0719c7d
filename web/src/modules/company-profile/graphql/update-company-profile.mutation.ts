import { graphql } from '../../../generated';

/**
 * Saves the fields sent (the account form or the company form); the saved profile updates the
 * cache. The screen shows its own success texts, so the message `saveCompanyProfile` adds (not in
 * every deployed schema yet) is not needed.
 */
export const UPDATE_COMPANY_PROFILE = graphql(`
  mutation UpdateCompanyProfile($input: CompanyProfileInput!) {
    updateCompanyProfile(input: $input) {
      ...CompanyProfileFields
    }
  }
`);
