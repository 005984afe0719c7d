import { graphql } from '../../../generated';

/** What one poll of the mailbox did, as the status card summarises it. */
export const EMAIL_INGESTION_POLL_FIELDS = graphql(`
  fragment EmailIngestionPollFields on EmailIngestionPoll {
    startedAt
    finishedAt
    newMessages
    forwarded
    ignored
    duplicates
    failed
    error
  }
`);
