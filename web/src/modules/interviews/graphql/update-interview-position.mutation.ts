import { UpdateInterviewPositionDocument } from '../../../generated/graphql';

/**
 * The candidate's job family and title; answers with the interview (edited flag, the AI's values).
 * The document is graphql/shared/interviews/update-interview-position.mutation.graphql, shared by the web app and the REST facade.
 */
export const UPDATE_INTERVIEW_POSITION = UpdateInterviewPositionDocument;
