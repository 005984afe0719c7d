import type { ErasureCompletedV1, EnvelopeOf } from '@hiring/contracts';
import type { Logger } from '@hiring/service-kit';
import type { UserModel } from '../../models/user.model.js';
import type { ErasedAccountModel, ErasureConfirmationModel } from '../../models/erased-account.model.js';
import { recordErasureDone } from '../../domain/account-erasure.service.js';

/** Each service's ErasureCompleted: the account row goes when the last one arrives. */
export function handleErasureCompleted(deps: { users: UserModel; confirmations: ErasureConfirmationModel; erased: ErasedAccountModel; logger: Logger }) {
  return async (event: EnvelopeOf<typeof ErasureCompletedV1>): Promise<void> => {
    const outcome = await recordErasureDone(deps, event.payload);
    if (outcome === 'finished') deps.logger.info({ userId: event.payload.userId }, 'account erased in every service');
  };
}
