import { z } from 'zod';
import { defineEvent } from '../../envelope.js';

/**
 * A person confirmed the deletion of their account (docs/decisions/privacy-rights.md#erasure):
 * every service removes or anonymises what it holds about them and answers ErasureCompleted. Ids
 * only, so the event itself holds nothing to erase.
 */
export const ErasureRequestedV1 = defineEvent({
  type: 'ErasureRequested',
  version: 1,
  topic: 'auth.erasure.requested.v1',
  payload: z.object({
    userId: z.string().min(1),
    userType: z.enum(['candidate', 'company']),
    requestedAt: z.string().datetime({ offset: true }),
  }),
});
