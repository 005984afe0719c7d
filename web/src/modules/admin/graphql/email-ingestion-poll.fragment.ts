import { EmailIngestionPollFieldsFragmentDoc } from '../../../generated/graphql';

/**
 * What one poll of the mailbox did, as the status card summarises it.
 * The document is graphql/shared/admin/email-ingestion-poll-fields.fragment.graphql, shared by the web app and the REST facade.
 */
export const EMAIL_INGESTION_POLL_FIELDS = EmailIngestionPollFieldsFragmentDoc;
