import { SetInterviewProcessNotesDocument } from '../../../generated/graphql';

/**
 * The candidate's note on one of their company processes (companies read it as Interview Notes).
 * The document is graphql/shared/interviews/set-interview-process-notes.mutation.graphql, shared by the web app and the REST facade.
 */
export const SET_INTERVIEW_PROCESS_NOTES = SetInterviewProcessNotesDocument;
