import { AddEmailDocument } from '../../../generated/graphql';

/**
 * Adds a pending address and mails its code; answers with the address (the caller lists it).
 * The document is graphql/shared/candidate/add-email.mutation.graphql, shared by the web app and the REST facade.
 */
export const ADD_EMAIL = AddEmailDocument;
