import { graphql } from '../generated/gql.js';

/** The spec's Subscription entity: `price` is the graph's `priceUsd`. */
export const SUBSCRIPTION_FIELDS = graphql(`
  fragment SubscriptionFields on CompanySubscription {
    hasSubscription
    status
    plan
    planName
    price: priceUsd
    tokensPerMonth
    nextRenewal
    source
  }
`);
