import { DeleteMyAccountDocument } from '../generated/graphql.js';

/** The document is graphql/shared/auth/delete-my-account.mutation.graphql (shared by the web app and the REST facade). */
export const DELETE_MY_ACCOUNT = DeleteMyAccountDocument;
