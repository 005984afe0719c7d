import { CandidateEmailRemovedV1, CandidateEmailVerifiedV1 } from '@hiring/contracts';
import { on } from '@hiring/service-kit';
import type { ClaimedAddressModel } from './models/claimed-address.model.js';
import { handleCandidateEmailRemoved, handleCandidateEmailVerified } from './events/handlers/claimed-addresses.handler.js';

/** Every event the auth service consumes. */
export function authSubscriptions(deps: { claims: ClaimedAddressModel }) {
  return [
    {
      groupId: 'auth.claimed-addresses',
      handlers: [
        on(CandidateEmailVerifiedV1, handleCandidateEmailVerified(deps.claims)),
        on(CandidateEmailRemovedV1, handleCandidateEmailRemoved(deps.claims)),
      ],
    },
  ];
}
