import { graphql } from '../../../generated';

/**
 * The admin status: the mailbox (ingestion subgraph) and whether the extractor uses OpenAI
 * (interviews subgraph). Admins only: anyone else gets a FORBIDDEN error.
 */
export const EMAIL_INGESTION_STATUS = graphql(`
  query AdminEmailIngestionStatus {
    emailIngestionStatus {
      ...EmailIngestionStatusFields
    }
    interviewExtractorStatus {
      openaiConfigured
    }
  }
`);
