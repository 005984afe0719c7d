import { graphql } from '../../../generated';

/** Whether the signed-in company has proven its identity (the dashboard, search and details ask first). */
export const COMPANY_IDENTITY = graphql(`
  query CompanyIdentity {
    myCompanyProfile {
      id
      identityProven
    }
  }
`);
