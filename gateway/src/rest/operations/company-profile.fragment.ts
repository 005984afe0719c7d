import { graphql } from '../generated/gql.js';

/** The spec's company profile: the fields the web reads too (graphql/shared, the proven identity included) and the token balance. */
export const COMPANY_PROFILE_FIELDS = graphql(`
  fragment CompanyProfileFields on CompanyProfile {
    ...CompanyProfileBase
    tokens
  }
`);
