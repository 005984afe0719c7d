import { graphql } from '../generated/gql.js';

export const COMPANY_BALANCE = graphql(`
  query CompanyBalance {
    companyTokens {
      tokens
    }
  }
`);
