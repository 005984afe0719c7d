import { graphql } from '../../../generated';

/** What the screens show of the subscription (one object per session in the cache). */
export const COMPANY_SUBSCRIPTION_FIELDS = graphql(`
  fragment CompanySubscriptionFields on CompanySubscription {
    hasSubscription
    status
    plan
    planName
    priceUsd
    tokensPerMonth
    nextRenewal
  }
`);
