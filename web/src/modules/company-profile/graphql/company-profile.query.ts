import { graphql } from '../../../generated';

/** The company profile form's fields (the balance comes from CompanyTokens, shared by every screen). */
export const COMPANY_PROFILE = graphql(`
  query CompanyProfile {
    myCompanyProfile {
      ...CompanyProfileFields
    }
  }
`);
