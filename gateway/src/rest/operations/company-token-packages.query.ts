import { graphql } from '../generated/gql.js';

/**
 * `GET /api/company/tokens`: the balance, the unlock price and the packages on sale. Not the web's
 * CompanyTokens (the balance alone, graphql/shared/company), hence its own name. The spec's
 * package entity names differ from the graph's: `type`, `price`, `price_per_unlock`, `savings_per_month`.
 */
export const COMPANY_TOKEN_PACKAGES = graphql(`
  query CompanyTokenPackages {
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
