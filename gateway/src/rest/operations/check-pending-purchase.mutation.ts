import { graphql } from '../generated/gql.js';

export const CHECK_PENDING_PURCHASE = graphql(`
  mutation CheckPendingPurchase($forceAddTokens: Boolean, $sessionId: String) {
    checkPendingPurchase(forceAddTokens: $forceAddTokens, sessionId: $sessionId) {
      status
      tokensGranted
      grants {
        walletTokens
      }
      message
      subscription {
        ...SubscriptionFields
      }
    }
  }
`);
