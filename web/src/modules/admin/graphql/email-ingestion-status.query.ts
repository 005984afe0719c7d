import { AdminEmailIngestionStatusDocument } from '../../../generated/graphql';

/**
 * The admin status: the mailbox (ingestion subgraph) and whether the extractor uses OpenAI
 * (interviews subgraph). Admins only: anyone else gets a FORBIDDEN error.
 * The document is graphql/shared/admin/email-ingestion-status.query.graphql, shared by the web app and the REST facade.
 */
export const EMAIL_INGESTION_STATUS = AdminEmailIngestionStatusDocument;
