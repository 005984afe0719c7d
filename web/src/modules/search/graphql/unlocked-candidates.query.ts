import { graphql } from '../../../generated';
import { UnlockedCandidatesDocument } from '../../../generated/graphql';

/** The ids of the candidates this company has unlocked (the Unlock Status filter uses them). */
export const UNLOCKED_CANDIDATE_FIELDS = graphql(`
  fragment UnlockedCandidateFields on UnlockedCandidate {
    id
  }
`);

/** The document is graphql/shared/search/unlocked-candidates.query.graphql. */
export const UNLOCKED_CANDIDATES = UnlockedCandidatesDocument;
