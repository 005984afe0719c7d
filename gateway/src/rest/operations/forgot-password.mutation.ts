import { ForgotPasswordDocument } from '../generated/graphql.js';

/** The document is graphql/shared/auth/forgot-password.mutation.graphql (shared by the web app and the REST facade). */
export const FORGOT_PASSWORD = ForgotPasswordDocument;
