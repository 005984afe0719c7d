import { LogoutDocument } from '../../../generated/graphql';

/** The document is graphql/shared/auth/logout.mutation.graphql, shared by the web app and the REST facade. */
export const LOGOUT = LogoutDocument;
