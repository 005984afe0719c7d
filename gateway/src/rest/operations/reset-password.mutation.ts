import { ResetPasswordDocument } from '../generated/graphql.js';

/** The document is graphql/shared/auth/reset-password.mutation.graphql (shared by the web app and the REST facade). */
export const RESET_PASSWORD = ResetPasswordDocument;
