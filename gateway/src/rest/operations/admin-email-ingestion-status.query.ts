import { AdminEmailIngestionStatusDocument } from '../generated/graphql.js';

/** The document is graphql/shared/admin/email-ingestion-status.query.graphql (shared by the web app and the REST facade). */
export const ADMIN_EMAIL_INGESTION_STATUS = AdminEmailIngestionStatusDocument;
