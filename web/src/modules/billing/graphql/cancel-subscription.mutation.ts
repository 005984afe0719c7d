import { graphql } from '../../../generated';

/** Stops the monthly grants; the answer replaces the subscription every screen shows. */
export const CANCEL_SUBSCRIPTION = graphql(`
  mutation CancelSubscription {
    cancelSubscription {
      ...CompanySubscriptionFields
    }
  }
`);
