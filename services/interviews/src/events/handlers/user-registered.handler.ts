import type { EnvelopeOf, UserRegisteredV1 } from '@hiring/contracts';
import type { CandidateMailboxModel } from '../../models/candidate-mailbox.model.js';
import { applyMailboxChange, type MailboxChangeModel } from '../../domain/mailbox-changes.js';

/** A candidate's login address is their first verified address for the ownership check. */
export function handleUserRegistered(deps: { mailboxes: CandidateMailboxModel; changes: MailboxChangeModel }) {
  return async (event: EnvelopeOf<typeof UserRegisteredV1>): Promise<void> => {
    const { payload } = event;
    if (payload.userType !== 'candidate') return;
    await applyMailboxChange(deps, {
      _id: `${payload.userId}:login`,
      candidateId: payload.userId,
      kind: 'login',
      emailId: null,
      email: payload.email.toLowerCase(),
      at: new Date(payload.registeredAt),
    });
  };
}
