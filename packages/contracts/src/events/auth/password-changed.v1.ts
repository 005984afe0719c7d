import { z } from 'zod';
import { defineEvent, personKeyId } from '../../envelope.js';

/** A user's password changed, by themselves (`change`) or through a reset code (`reset`). */
export const PasswordChangedV1 = defineEvent({
  type: 'PasswordChanged',
  version: 1,
  topic: 'auth.user.password-changed.v1',
  payload: z.object({
    userId: z.string().min(1),
    email: z.string().email(),
    reason: z.enum(['change', 'reset']),
    changedAt: z.string().datetime({ offset: true }),
  }),
  personal: { keyOf: (payload) => personKeyId.user(payload.userId), clear: ['userId'] },
});
