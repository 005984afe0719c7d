import { UpdateInterviewPositionDocument } from '../generated/graphql.js';

/** The document is graphql/shared/interviews/update-interview-position.mutation.graphql (shared by the web app and the REST facade). */
export const UPDATE_INTERVIEW_POSITION = UpdateInterviewPositionDocument;
