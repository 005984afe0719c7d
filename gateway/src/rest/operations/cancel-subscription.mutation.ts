import { graphql } from '../generated/gql.js';

export const CANCEL_SUBSCRIPTION = graphql(`
  mutation CancelSubscription {
    cancelSubscription {
      ...SubscriptionFields
    }
  }
`);
