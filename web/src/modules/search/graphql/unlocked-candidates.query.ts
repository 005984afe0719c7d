import { graphql } from '../../../generated';
import { UnlockedCandidatesDocument } from '../../../generated/graphql';

/** The candidates this company has unlocked: the Unlock Status filter uses the ids, the deleted ones are listed as such. */
export const UNLOCKED_CANDIDATE_FIELDS = graphql(`
  fragment UnlockedCandidateFields on UnlockedCandidate {
    id
    unlockedAt
    deleted
  }
`);

/** The document is graphql/shared/search/unlocked-candidates.query.graphql. */
export const UNLOCKED_CANDIDATES = UnlockedCandidatesDocument;
