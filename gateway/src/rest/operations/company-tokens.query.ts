import { graphql } from '../generated/gql.js';

/** The spec's package entity names differ from the graph's: `type`, `price`, `price_per_unlock`, `savings_per_month`. */
export const COMPANY_TOKENS = graphql(`
  query CompanyTokens {
    companyTokens {
      tokens
      unlockCost
      packages {
        id
        name
        type: kind
        price: priceUsd
        tokens
        interval
        unlocks
        pricePerUnlock: pricePerUnlockUsd
        savingsPerMonth: savingsPerMonthUsd
        bestValue
        expires
        features
      }
    }
  }
`);
