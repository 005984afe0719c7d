import { graphql } from '../generated/gql.js';

export const UPDATE_COMPANY_PROFILE = graphql(`
  mutation UpdateCompanyProfile($input: CompanyProfileInput!) {
    updateCompanyProfile(input: $input) {
      ...CompanyProfileFields
    }
  }
`);
