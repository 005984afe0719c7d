import { graphql } from '../../../generated';

/**
 * A subscription or the one-time bundle: a Stripe Checkout page to go to, or in dev mode the
 * tokens granted at once. The subscription comes back normalised, so every screen showing it
 * updates; the balance is read again until the wallet shows the grant.
 */
export const CREATE_CHECKOUT_SESSION = graphql(`
  mutation CreateCheckoutSession($input: CheckoutSessionInput!) {
    createCheckoutSession(input: $input) {
      devMode
      checkoutUrl
      message
      tokensGranted
      subscription {
        ...CompanySubscriptionFields
      }
    }
  }
`);
