import { graphql } from '../../../generated';
import { SearchCandidatesDocument } from '../../../generated/graphql';

/** What the search page reads of a page: the rows and the pagination. */
export const SEARCH_PAGE_FIELDS = graphql(`
  fragment SearchPageFields on CandidateSearchPage {
    ...SearchPageBase
  }
`);

/** One page of the search (blank filters are not sent). The document is graphql/shared/search/search-candidates.query.graphql. */
export const SEARCH_CANDIDATES = SearchCandidatesDocument;
