import { graphql } from '../../../generated';

/** The detail modal's candidate: the same fields as a row (its interviews and their stats included). */
export const CANDIDATE_DETAILS = graphql(`
  query CandidateDetails($candidateId: ID!) {
    candidateDetails(candidateId: $candidateId) {
      candidate {
        ...SearchCandidateFields
      }
    }
  }
`);
