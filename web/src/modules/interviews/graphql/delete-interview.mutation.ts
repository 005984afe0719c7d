import { DeleteInterviewDocument } from '../../../generated/graphql';

/**
 * Answers only true: the history in the cache is updated by the caller.
 * The document is graphql/shared/interviews/delete-interview.mutation.graphql, shared by the web app and the REST facade.
 */
export const DELETE_INTERVIEW = DeleteInterviewDocument;
