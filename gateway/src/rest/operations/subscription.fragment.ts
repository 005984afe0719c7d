import { graphql } from '../generated/gql.js';

/**
 * The spec's Subscription entity: `price` is the graph's `priceUsd`. The REST side's own
 * CompanySubscriptionFields: the billing documents in graphql/shared spread it by name, and the
 * web's fragment of that name selects what its screens show.
 */
export const COMPANY_SUBSCRIPTION_FIELDS = graphql(`
  fragment CompanySubscriptionFields on CompanySubscription {
    ...CompanySubscriptionBase
    price: priceUsd
    source
  }
`);
