import { SessionUserFragmentDoc } from '../generated/graphql.js';

/**
 * The user object of login and registration answers (the web's session user).
 * The document is graphql/shared/auth/session-user.fragment.graphql, shared by the web app and the REST facade.
 */
export const USER_FIELDS = SessionUserFragmentDoc;
