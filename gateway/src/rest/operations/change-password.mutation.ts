import { ChangePasswordDocument } from '../generated/graphql.js';

/** The document is graphql/shared/auth/change-password.mutation.graphql (shared by the web app and the REST facade). */
export const CHANGE_PASSWORD = ChangePasswordDocument;
