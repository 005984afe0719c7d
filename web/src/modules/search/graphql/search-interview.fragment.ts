import { SearchInterviewFieldsFragmentDoc } from '../../../generated/graphql';

/**
 * One public interview of a candidate, with the evidence it rests on (shown before unlock).
 * The document is graphql/shared/search/search-interview-fields.fragment.graphql, shared by the web app and the REST facade.
 */
export const SEARCH_INTERVIEW_FIELDS = SearchInterviewFieldsFragmentDoc;
