import { DeleteInterviewDocument } from '../generated/graphql.js';

/** The document is graphql/shared/interviews/delete-interview.mutation.graphql (shared by the web app and the REST facade). */
export const DELETE_INTERVIEW = DeleteInterviewDocument;
