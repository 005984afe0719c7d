import { graphql } from '../generated/gql.js';

export const MY_SUBSCRIPTION = graphql(`
  query MySubscription {
    mySubscription {
      ...CompanySubscriptionFields
    }
  }
`);
