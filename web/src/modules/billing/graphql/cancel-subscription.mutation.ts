import { CancelSubscriptionDocument } from '../../../generated/graphql';

/**
 * Stops the monthly grants; the answer replaces the subscription every screen shows.
 * The document is graphql/shared/billing/cancel-subscription.mutation.graphql, shared by the web app and the REST facade.
 */
export const CANCEL_SUBSCRIPTION = CancelSubscriptionDocument;
