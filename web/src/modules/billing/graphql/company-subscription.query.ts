import { graphql } from '../../../generated';

export const COMPANY_SUBSCRIPTION = graphql(`
  query CompanySubscription {
    mySubscription {
      ...CompanySubscriptionFields
    }
  }
`);
