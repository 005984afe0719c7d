import { graphql } from '../generated/gql.js';

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
