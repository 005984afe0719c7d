import { graphql } from '../../../generated';

/** A saved search as the search page and the company dashboard show it. */
export const SAVED_SEARCH_FIELDS = graphql(`
  fragment SavedSearchFields on SavedSearch {
    id
    name
    filter {
      companyName
      interviewStage
      skills
      employerVerifiedOnly
    }
  }
`);

/** The search page's saved searches (webhooks run them on new candidates). */
export const SAVED_SEARCHES = graphql(`
  query SavedSearches {
    savedSearches {
      ...SavedSearchFields
    }
  }
`);

export const SAVE_SEARCH = graphql(`
  mutation SaveSearch($input: SaveSearchInput!) {
    saveSearch(input: $input) {
      id
    }
  }
`);

export const DELETE_SAVED_SEARCH = graphql(`
  mutation DeleteSavedSearch($id: ID!) {
    deleteSavedSearch(id: $id)
  }
`);
