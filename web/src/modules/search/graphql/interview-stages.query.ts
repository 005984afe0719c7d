import { InterviewStagesDocument } from '../../../generated/graphql';

/**
 * The Interview Stage dropdown's values (labels).
 * The document is graphql/shared/search/interview-stages.query.graphql, shared by the web app and the REST facade.
 */
export const INTERVIEW_STAGES_QUERY = InterviewStagesDocument;
