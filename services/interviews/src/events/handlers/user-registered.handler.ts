import type { EnvelopeOf, UserRegisteredV1 } from '@hiring/contracts';
import { insertOnce } from '@hiring/service-kit';
import type { CandidateMailboxModel } from '../../models/candidate-mailbox.model.js';

/** A candidate's login address is their first verified address for the ownership check. */
export function handleUserRegistered(mailboxes: CandidateMailboxModel) {
  return async (event: EnvelopeOf<typeof UserRegisteredV1>): Promise<void> => {
    const { payload } = event;
    if (payload.userType !== 'candidate') return;
    await insertOnce(mailboxes, {
      _id: payload.userId,
      addresses: [{ email: payload.email.toLowerCase(), source: 'login', verifiedAt: new Date(payload.registeredAt) }],
    });
  };
}
