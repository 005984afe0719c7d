import { graphql } from '../generated/gql.js';
import { UnlockedCandidatesDocument } from '../generated/graphql.js';

/** The spec's unlocked-candidate entry (candidate_id beside id), and `deleted` once the candidate deleted their account. */
export const UNLOCKED_CANDIDATE_FIELDS = graphql(`
  fragment UnlockedCandidateFields on UnlockedCandidate {
    id
    candidateId: id
    unlockedAt
    tokensSpent
    deleted
  }
`);

/** The document is graphql/shared/search/unlocked-candidates.query.graphql (shared by the web app and the REST facade). */
export const UNLOCKED_CANDIDATES = UnlockedCandidatesDocument;
