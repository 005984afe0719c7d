import { RevokeApiKeyDocument } from '../generated/graphql.js';

/** The document is graphql/shared/partners/revoke-api-key.mutation.graphql (shared by the web app and the REST facade). */
export const REVOKE_API_KEY = RevokeApiKeyDocument;
