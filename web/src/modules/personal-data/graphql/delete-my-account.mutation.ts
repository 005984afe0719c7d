import { DeleteMyAccountDocument } from '../../../generated/graphql';

/**
 * The password again, then the account and everything held about it are deleted, and every session ends
 * (ActionResult: `success`, `message`). The document is graphql/shared/auth/delete-my-account.mutation.graphql.
 */
export const DELETE_MY_ACCOUNT = DeleteMyAccountDocument;
