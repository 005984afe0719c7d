import { SessionUserFragmentDoc } from '../../../generated/graphql';

/**
 * The user a new session stores (login and both ways to finish registration).
 * The document is graphql/shared/auth/session-user.fragment.graphql, shared by the web app and the REST facade.
 */
export const SESSION_USER = SessionUserFragmentDoc;
