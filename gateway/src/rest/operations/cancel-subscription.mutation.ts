import { CancelSubscriptionDocument } from '../generated/graphql.js';

/** The document is graphql/shared/billing/cancel-subscription.mutation.graphql (shared by the web app and the REST facade). */
export const CANCEL_SUBSCRIPTION = CancelSubscriptionDocument;
