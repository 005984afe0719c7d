import type { CandidateEmailRemovedV1, CandidateEmailVerifiedV1, EnvelopeOf } from '@hiring/contracts';
import type { CandidateMailboxModel } from '../../models/candidate-mailbox.model.js';
import { applyMailboxChange, type MailboxChangeModel } from '../../domain/mailbox-changes.js';

type Deps = { mailboxes: CandidateMailboxModel; changes: MailboxChangeModel };

/** An extra address the candidate verified: uploads sent to or from it are accepted. */
export function handleCandidateEmailVerified(deps: Deps) {
  return async (event: EnvelopeOf<typeof CandidateEmailVerifiedV1>): Promise<void> => {
    const { candidateId, emailId, email, verifiedAt } = event.payload;
    await applyMailboxChange(deps, {
      _id: `${candidateId}:verified:${emailId}`,
      candidateId,
      kind: 'verified',
      emailId,
      email: email.toLowerCase(),
      at: new Date(verifiedAt),
    });
  };
}

/** An extra address the candidate removed: uploads addressed to it are refused from now on. */
export function handleCandidateEmailRemoved(deps: Deps) {
  return async (event: EnvelopeOf<typeof CandidateEmailRemovedV1>): Promise<void> => {
    const { candidateId, emailId, email, removedAt } = event.payload;
    await applyMailboxChange(deps, {
      _id: `${candidateId}:removed:${emailId}`,
      candidateId,
      kind: 'removed',
      emailId,
      email: email.toLowerCase(),
      at: new Date(removedAt),
    });
  };
}
