import { graphql } from '../../../generated';

export const COMPANY_PROFILE_FIELDS = graphql(`
  fragment CompanyProfileFields on CompanyProfile {
    id
    email
    firstName
    lastName
    companyName
    industry
    size
    website
  }
`);
