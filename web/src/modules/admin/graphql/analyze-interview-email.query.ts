import { graphql } from '../../../generated';

/** The admin's test analysis: what the extractor reads in an email; nothing is stored. */
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
