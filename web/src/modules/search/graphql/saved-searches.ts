import { graphql } from '../../../generated';

/** The search page's saved searches (webhooks run them on new candidates). */
export const SAVED_SEARCHES = graphql(`
  query SavedSearches {
    savedSearches {
      id
      name
      filter {
        companyName
        interviewStage
        skills
        employerVerifiedOnly
      }
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
