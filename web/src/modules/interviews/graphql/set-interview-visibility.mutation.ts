import { SetInterviewVisibilityDocument } from '../../../generated/graphql';

/**
 * Public or private; answers with the interview, which updates its card through the cache.
 * The document is graphql/shared/interviews/set-interview-visibility.mutation.graphql, shared by the web app and the REST facade.
 */
export const SET_INTERVIEW_VISIBILITY = SetInterviewVisibilityDocument;
