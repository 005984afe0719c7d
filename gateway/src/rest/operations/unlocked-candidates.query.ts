import { graphql } from '../generated/gql.js';

export const UNLOCKED_CANDIDATES = graphql(`
  query UnlockedCandidates {
    unlockedCandidates {
      id
      candidateId: id
      unlockedAt
      tokensSpent
    }
  }
`);
