import { RequestDataExportDocument } from '../../../generated/graphql';

/**
 * The password again, then a single-use link to the archive (DataExportLink: `url`, `expiresAt`).
 * The document is graphql/shared/auth/request-data-export.mutation.graphql, shared by the web app and the REST facade.
 */
export const REQUEST_DATA_EXPORT = RequestDataExportDocument;
