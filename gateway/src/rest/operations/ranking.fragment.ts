import { graphql } from '../generated/gql.js';

export const RANKING_FIELDS = graphql(`
  fragment RankingFields on Ranking {
    count
    percentile
    label
    platformAverage
  }
`);
