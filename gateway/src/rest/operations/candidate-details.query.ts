import { graphql } from '../generated/gql.js';
import { CandidateDetailsDocument } from '../generated/graphql.js';

/** What GET /api/company/candidate/{id} reads: the candidate, the spec's interview entries and the stats. */
export const CANDIDATE_DETAILS_FIELDS = graphql(`
  fragment CandidateDetailsFields on CandidateDetails {
    candidate {
      ...SearchCandidateFields
    }
    interviews {
      ...RestInterviewFields
    }
    stats {
      ...CandidateStatsFields
    }
  }
`);

/** The document is graphql/shared/search/candidate-details.query.graphql (shared by the web app and the REST facade). */
export const CANDIDATE_DETAILS = CandidateDetailsDocument;
