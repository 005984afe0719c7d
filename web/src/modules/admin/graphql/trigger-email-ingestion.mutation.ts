import { graphql } from '../../../generated';

/** The manual check of the mailbox: the server's one-line summary and the poll it ran. */
export const TRIGGER_EMAIL_INGESTION = graphql(`
  mutation TriggerEmailIngestion {
    triggerEmailIngestion {
      message
      poll {
        ...EmailIngestionPollFields
      }
    }
  }
`);
