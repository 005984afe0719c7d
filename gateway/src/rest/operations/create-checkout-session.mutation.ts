import { CreateCheckoutSessionDocument } from '../generated/graphql.js';

/** The document is graphql/shared/billing/create-checkout-session.mutation.graphql (shared by the web app and the REST facade). */
export const CREATE_CHECKOUT_SESSION = CreateCheckoutSessionDocument;
