import { SetInterviewVisibilityDocument } from '../generated/graphql.js';

/** The document is graphql/shared/interviews/set-interview-visibility.mutation.graphql (shared by the web app and the REST facade). */
export const SET_INTERVIEW_VISIBILITY = SetInterviewVisibilityDocument;
