import { InterviewHistoryDocument } from '../../../generated/graphql';

/**
 * The candidate's interviews grouped by company (one group per interview process).
 * The document is graphql/shared/interviews/interview-history.query.graphql, shared by the web app and the REST facade.
 */
export const INTERVIEW_HISTORY = InterviewHistoryDocument;
