import { graphql } from '../generated/gql.js';

/**
 * The spec's company profile: the fields the web reads too (graphql/shared), the token balance,
 * and the proven identity (docs/decisions/company-identity.md).
 */
export const COMPANY_PROFILE_FIELDS = graphql(`
  fragment CompanyProfileFields on CompanyProfile {
    ...CompanyProfileBase
    tokens
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
