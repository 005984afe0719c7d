import { CheckPendingPurchaseDocument } from '../generated/graphql.js';

/** The document is graphql/shared/billing/check-pending-purchase.mutation.graphql (shared by the web app and the REST facade). */
export const CHECK_PENDING_PURCHASE = CheckPendingPurchaseDocument;
