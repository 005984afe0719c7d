import { AnalyzeInterviewEmailDocument } from '../generated/graphql.js';

/** The document is graphql/shared/admin/analyze-interview-email.query.graphql (shared by the web app and the REST facade). */
export const ANALYZE_INTERVIEW_EMAIL = AnalyzeInterviewEmailDocument;
