import { graphql } from '../../../generated';

/**
 * Unlock: the answer carries the unlocked candidate (the cached row and detail update from it)
 * and the balance after it (written into the one cached CompanyTokens).
 */
export const UNLOCK_CANDIDATE = graphql(`
  mutation UnlockCandidate($candidateId: ID!) {
    unlockCandidate(candidateId: $candidateId) {
      ...UnlockResultBase
      alreadyUnlocked
      message
    }
  }
`);
