import { LoginDocument } from '../generated/graphql.js';

/** The document is graphql/shared/auth/login.mutation.graphql (shared by the web app and the REST facade). */
export const LOGIN = LoginDocument;
