import { RemoveEmailDocument } from '../generated/graphql.js';

/** The document is graphql/shared/candidate/remove-email.mutation.graphql (shared by the web app and the REST facade). */
export const REMOVE_EMAIL = RemoveEmailDocument;
