import { CreateCheckoutSessionDocument } from '../../../generated/graphql';

/**
 * A subscription or the one-time bundle: a Stripe Checkout page to go to, or in dev mode the
 * tokens granted at once. The subscription comes back normalised, so every screen showing it
 * updates; the balance is read again until the wallet shows the grant.
 * The document is graphql/shared/billing/create-checkout-session.mutation.graphql, shared by the web app and the REST facade.
 */
export const CREATE_CHECKOUT_SESSION = CreateCheckoutSessionDocument;
