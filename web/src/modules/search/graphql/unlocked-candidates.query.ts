import { graphql } from '../../../generated';

/** The ids of the candidates this company has unlocked (the Unlock Status filter uses them). */
export const UNLOCKED_CANDIDATES = graphql(`
  query UnlockedCandidates {
    unlockedCandidates {
      id
    }
  }
`);
