import { graphql } from '../../../generated';

/**
 * What the screens show of the subscription (one object per session in the cache): the fields both
 * sides read (graphql/shared/billing/company-subscription-base.fragment.graphql) and the price.
 */
export const COMPANY_SUBSCRIPTION_FIELDS = graphql(`
  fragment CompanySubscriptionFields on CompanySubscription {
    ...CompanySubscriptionBase
    priceUsd
  }
`);
