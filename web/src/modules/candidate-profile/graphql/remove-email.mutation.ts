import { RemoveEmailDocument } from '../../../generated/graphql';

/**
 * Answers only with a text: the caller drops the address from the cache.
 * The document is graphql/shared/candidate/remove-email.mutation.graphql, shared by the web app and the REST facade.
 */
export const REMOVE_EMAIL = RemoveEmailDocument;
