import { graphql } from '../../../generated';

/**
 * The company profile the screens show: the fields both sides read (graphql/shared/company/company-profile-base.fragment.graphql)
 * and the company's proven identity (issue 27: verified work addresses, whether the website is on
 * one of their domains, the name history), which only the web shows.
 */
export const COMPANY_PROFILE_FIELDS = graphql(`
  fragment CompanyProfileFields on CompanyProfile {
    ...CompanyProfileBase
    identityProven
    provenDomains
    websiteProven
    workAddresses {
      email
      domain
      verifiedAt
      source
    }
    nameHistory {
      name
      changedAt
    }
  }
`);
