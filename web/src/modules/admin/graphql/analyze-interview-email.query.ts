import { AnalyzeInterviewEmailDocument } from '../../../generated/graphql';

/**
 * The admin's test analysis: what the extractor reads in an email; nothing is stored.
 * The document is graphql/shared/admin/analyze-interview-email.query.graphql, shared by the web app and the REST facade.
 */
export const ANALYZE_INTERVIEW_EMAIL = AnalyzeInterviewEmailDocument;
