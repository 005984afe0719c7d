import { graphql } from '../generated/gql.js';

export const ANALYZE_INTERVIEW_EMAIL = graphql(`
  query AnalyzeInterviewEmail($subject: String!, $body: String!, $senderEmail: String) {
    analyzeInterviewEmail(subject: $subject, body: $body, senderEmail: $senderEmail) {
      isInterviewRelated
      companyName
      companyDomain
      interviewStage
      stageLabel
      interviewDate
      position
      jobFamily
      jobTitle
      summary
      extractedBy
      forwarded
    }
  }
`);
