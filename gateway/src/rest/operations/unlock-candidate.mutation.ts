import { graphql } from '../generated/gql.js';

export const UNLOCK_CANDIDATE = graphql(`
  mutation UnlockCandidate($candidateId: ID!) {
    unlockCandidate(candidateId: $candidateId) {
      ...UnlockResultBase
      tokensRemaining: tokens
      tokensSpent
      alreadyUnlocked
      message
    }
  }
`);
