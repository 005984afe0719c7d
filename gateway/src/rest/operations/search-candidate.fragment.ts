import { graphql } from '../generated/gql.js';

/**
 * The spec's "candidate search result": `candidate_id` repeats the id and the interviews are
 * `companies`. The personal fields arrive null from the subgraph until unlock. The fields the web
 * reads too are graphql/shared/search/search-candidate-base.fragment.graphql (`id` is repeated here
 * so that `candidate_id` keeps its place after it).
 */
export const SEARCH_CANDIDATE_FIELDS = graphql(`
  fragment SearchCandidateFields on SearchCandidate {
    id
    candidateId: id
    ...SearchCandidateBase
    companies: interviews {
      ...RestInterviewFields
    }
    stats {
      ...CandidateStatsFields
    }
    employerVerifiedInterviews
  }
`);
