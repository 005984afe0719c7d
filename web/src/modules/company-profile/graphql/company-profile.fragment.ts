import { graphql } from '../../../generated';

/**
 * The company profile the screens show: the fields both sides read
 * (graphql/shared/company/company-profile-base.fragment.graphql, the proven identity included).
 */
export const COMPANY_PROFILE_FIELDS = graphql(`
  fragment CompanyProfileFields on CompanyProfile {
    ...CompanyProfileBase
  }
`);
