import { graphql } from '../../../generated';
import { UnlockCandidateDocument } from '../../../generated/graphql';

/** What the page reads of an unlock beyond UnlockResultBase. */
export const UNLOCK_RESULT_FIELDS = graphql(`
  fragment UnlockResultFields on UnlockResult {
    alreadyUnlocked
    message
  }
`);

/**
 * Unlock: the answer carries the unlocked candidate (the cached row and detail update from it)
 * and the balance after it (written into the one cached CompanyTokens). The document is
 * graphql/shared/search/unlock-candidate.mutation.graphql.
 */
export const UNLOCK_CANDIDATE = UnlockCandidateDocument;
