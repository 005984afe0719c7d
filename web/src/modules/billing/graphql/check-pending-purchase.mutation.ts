import { CheckPendingPurchaseDocument } from '../../../generated/graphql';

/**
 * After the return from checkout: grants what a paid session is due, once.
 * The document is graphql/shared/billing/check-pending-purchase.mutation.graphql, shared by the web app and the REST facade.
 */
export const CHECK_PENDING_PURCHASE = CheckPendingPurchaseDocument;
