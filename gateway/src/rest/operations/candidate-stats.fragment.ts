import { graphql } from '../generated/gql.js';

/** A candidate's interview figures, on the card and in the details. */
export const CANDIDATE_STATS_FIELDS = graphql(`
  fragment CandidateStatsFields on CandidateInterviewStats {
    totalInterviews
    totalCompanies
    offersReceived
  }
`);
