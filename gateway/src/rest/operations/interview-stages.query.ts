import { InterviewStagesDocument } from '../generated/graphql.js';

/** The document is graphql/shared/search/interview-stages.query.graphql (shared by the web app and the REST facade). */
export const INTERVIEW_STAGES = InterviewStagesDocument;
