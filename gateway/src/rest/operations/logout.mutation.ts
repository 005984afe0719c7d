import { LogoutDocument } from '../generated/graphql.js';

/** The document is graphql/shared/auth/logout.mutation.graphql (shared by the web app and the REST facade). */
export const LOGOUT = LogoutDocument;
