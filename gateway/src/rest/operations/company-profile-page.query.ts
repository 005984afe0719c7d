import { graphql } from '../generated/gql.js';

export const COMPANY_PROFILE_PAGE = graphql(`
  query CompanyProfilePage {
    myCompanyProfile {
      ...CompanyProfileFields
    }
  }
`);
