import { CreateApiKeyDocument } from '../generated/graphql.js';

/** The document is graphql/shared/partners/create-api-key.mutation.graphql (shared by the web app and the REST facade). */
export const CREATE_API_KEY = CreateApiKeyDocument;
