import { SetInterviewProcessNotesDocument } from '../generated/graphql.js';

/** The document is graphql/shared/interviews/set-interview-process-notes.mutation.graphql (shared by the web app and the REST facade). */
export const SET_INTERVIEW_PROCESS_NOTES = SetInterviewProcessNotesDocument;
