import { graphql } from '../generated/gql.js';
import { UnlockCandidateDocument } from '../generated/graphql.js';

/** What POST /api/company/unlock-candidate answers beyond UnlockResultBase, in the spec's names. */
export const UNLOCK_RESULT_FIELDS = graphql(`
  fragment UnlockResultFields on UnlockResult {
    tokensRemaining: tokens
    tokensSpent
    alreadyUnlocked
    message
  }
`);

/** The document is graphql/shared/search/unlock-candidate.mutation.graphql (shared by the web app and the REST facade). */
export const UNLOCK_CANDIDATE = UnlockCandidateDocument;
