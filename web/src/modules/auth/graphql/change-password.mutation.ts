import { ChangePasswordDocument } from '../../../generated/graphql';

/**
 * The signed-in user's password change, the same for candidates and companies (other sessions end).
 * The document is graphql/shared/auth/change-password.mutation.graphql, shared by the web app and the REST facade.
 */
export const CHANGE_PASSWORD = ChangePasswordDocument;
