import { CandidateEmailRemovedV1, CandidateEmailVerifiedV1, ErasureCompletedV1 } from '@hiring/contracts';
import { on, type Logger, byCandidate } from '@hiring/service-kit';
import type { ClaimedAddressModel } from './models/claimed-address.model.js';
import type { UserModel } from './models/user.model.js';
import type { ErasedAccountModel, ErasureConfirmationModel } from './models/erased-account.model.js';
import { handleCandidateEmailRemoved, handleCandidateEmailVerified } from './events/handlers/claimed-addresses.handler.js';
import { handleErasureCompleted } from './events/handlers/erasure-completed.handler.js';

/** Every event the auth service consumes (ErasureRequested too, through the kit: see server.ts's `erase`). */
export function authSubscriptions(deps: {
  claims: ClaimedAddressModel;
  users: UserModel;
  confirmations: ErasureConfirmationModel;
  erased: ErasedAccountModel;
  logger: Logger;
}) {
  return [
    {
      groupId: 'auth.claimed-addresses',
      handlers: [
        on(CandidateEmailVerifiedV1, handleCandidateEmailVerified(deps.claims), byCandidate),
        on(CandidateEmailRemovedV1, handleCandidateEmailRemoved(deps.claims), byCandidate),
      ],
    },
    { groupId: 'auth.erasure-completion', handlers: [on(ErasureCompletedV1, handleErasureCompleted(deps))] },
  ];
}
