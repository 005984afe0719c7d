import { graphql } from '../generated/gql.js';

export const RANKING_STATS = graphql(`
  query RankingStats {
    rankingStats {
      totalCandidates
      totalInterviews {
        ...RankingFields
      }
      offersReceived {
        ...RankingFields
      }
      onsitesReceived {
        ...RankingFields
      }
      companies {
        ...RankingFields
      }
      profileUnlocks {
        ...RankingFields
      }
    }
  }
`);
