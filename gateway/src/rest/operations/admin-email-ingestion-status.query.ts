import { graphql } from '../generated/gql.js';

/** The admin screen reads the mailbox (ingestion) and the extractor (interviews) in one operation. */
export const ADMIN_EMAIL_INGESTION_STATUS = graphql(`
  query AdminEmailIngestionStatus {
    emailIngestionStatus {
      serviceConfigured
      emailUser
      processedEmailsCount
      recentInterviewsWeek
      pollIntervalSeconds
      lastPoll {
        ...PollFields
      }
      recentEmails(limit: 10) {
        id
        forwarderEmail
        subject
        receivedAt
        status
        reason
        outcome
        outcomeReason
      }
    }
    interviewExtractorStatus {
      openaiConfigured
      openaiModel: model
    }
  }
`);
