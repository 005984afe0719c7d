import { AddEmailDocument } from '../generated/graphql.js';

/** The document is graphql/shared/candidate/add-email.mutation.graphql (shared by the web app and the REST facade). */
export const ADD_EMAIL = AddEmailDocument;
