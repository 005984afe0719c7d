import { TriggerEmailIngestionDocument } from '../generated/graphql.js';

/** The document is graphql/shared/admin/trigger-email-ingestion.mutation.graphql (shared by the web app and the REST facade). */
export const TRIGGER_EMAIL_INGESTION = TriggerEmailIngestionDocument;
