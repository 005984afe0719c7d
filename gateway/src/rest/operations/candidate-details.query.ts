import { graphql } from '../generated/gql.js';

export const CANDIDATE_DETAILS = graphql(`
  query CandidateDetails($candidateId: ID!) {
    candidateDetails(candidateId: $candidateId) {
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
  }
`);
