import { graphql } from '../generated/gql.js';
import { SearchCandidatesDocument } from '../generated/graphql.js';

/** What GET /api/company/search-candidates reads of a page: the rows, the pagination and the stats. */
export const SEARCH_PAGE_FIELDS = graphql(`
  fragment SearchPageFields on CandidateSearchPage {
    ...SearchPageBase
    stats {
      ...SearchStatsFields
    }
  }
`);

/** The document is graphql/shared/search/search-candidates.query.graphql (shared by the web app and the REST facade). */
export const SEARCH_CANDIDATES = SearchCandidatesDocument;
