import { ApiKeysDocument } from '../generated/graphql.js';

/** The document is graphql/shared/partners/api-keys.query.graphql (shared by the web app and the REST facade). */
export const API_KEYS = ApiKeysDocument;
