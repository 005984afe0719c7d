import { SearchInterviewFieldsFragmentDoc } from '../generated/graphql.js';

/**
 * The spec's "interview or company entry (search)".
 * The document is graphql/shared/search/search-interview-fields.fragment.graphql, shared by the web app and the REST facade.
 */
export const SEARCH_INTERVIEW_FIELDS = SearchInterviewFieldsFragmentDoc;
