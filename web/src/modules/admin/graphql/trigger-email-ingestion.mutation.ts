import { TriggerEmailIngestionDocument } from '../../../generated/graphql';

/**
 * The manual check of the mailbox: the server's one-line summary and the poll it ran.
 * The document is graphql/shared/admin/trigger-email-ingestion.mutation.graphql, shared by the web app and the REST facade.
 */
export const TRIGGER_EMAIL_INGESTION = TriggerEmailIngestionDocument;
