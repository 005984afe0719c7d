import { graphql } from '../../../generated';

/** After the return from checkout: grants what a paid session is due, once. */
export const CHECK_PENDING_PURCHASE = graphql(`
  mutation CheckPendingPurchase($forceAddTokens: Boolean, $sessionId: String) {
    checkPendingPurchase(forceAddTokens: $forceAddTokens, sessionId: $sessionId) {
      status
      message
      tokensGranted
      subscription {
        ...CompanySubscriptionFields
      }
    }
  }
`);
