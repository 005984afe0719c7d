import { z } from 'zod';
import { defineEvent } from '../../envelope.js';

/**
 * One service finished erasing a person (its receipt, keyed by the user id): auth deletes the
 * account once every service has answered. `removed` counts what went, per collection.
 */
export const ErasureCompletedV1 = defineEvent({
  type: 'ErasureCompleted',
  version: 1,
  topic: 'privacy.erasure.completed.v1',
  payload: z.object({
    userId: z.string().min(1),
    service: z.string().min(1),
    completedAt: z.string().datetime({ offset: true }),
    removed: z.record(z.string(), z.number().int().min(0)),
  }),
});
