import { graphql } from '../../../generated';

export const CANDIDATE_DETAILS = graphql(`
  query CandidateDetails($candidateId: ID!) {
    candidateDetails(candidateId: $candidateId) {
      candidate {
        ...SearchCandidateFields
      }
      interviews {
        ...SearchInterviewFields
      }
      stats {
        totalInterviews
        totalCompanies
        offersReceived
      }
    }
  }
`);
