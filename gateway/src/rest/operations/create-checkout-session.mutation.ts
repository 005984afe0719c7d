import { graphql } from '../generated/gql.js';

export const CREATE_CHECKOUT_SESSION = graphql(`
  mutation CreateCheckoutSession($input: CheckoutSessionInput!) {
    createCheckoutSession(input: $input) {
      devMode
      checkoutUrl
      sessionId
      message
      tokensGranted
      grant {
        walletTokens
      }
      subscription {
        ...SubscriptionFields
      }
    }
  }
`);
