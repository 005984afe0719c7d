import { InterviewHistoryDocument } from '../generated/graphql.js';

/** The document is graphql/shared/interviews/interview-history.query.graphql (shared by the web app and the REST facade). */
export const INTERVIEW_HISTORY = InterviewHistoryDocument;
