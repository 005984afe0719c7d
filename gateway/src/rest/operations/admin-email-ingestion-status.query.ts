import { graphql } from '../generated/gql.js';

/** The admin screen reads the mailbox (ingestion) and the extractor (interviews) in one operation. */
export const ADMIN_EMAIL_INGESTION_STATUS = graphql(`
  query AdminEmailIngestionStatus {
    emailIngestionStatus {
      ...EmailIngestionStatusFields
      lastPoll {
        ...PollFields
      }
    }
    interviewExtractorStatus {
      openaiConfigured
      openaiModel: model
    }
  }
`);
