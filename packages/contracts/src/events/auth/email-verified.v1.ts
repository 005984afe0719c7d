import { z } from 'zod';
import { defineEvent, personKeyId } from '../../envelope.js';

/**
 * Someone proved they own an address with a registration code. `userId` is the id the account
 * will have when registration completes (the temporary registration token carries it), so
 * interview emails uploaded during registration can already be attached to it.
 */
export const EmailVerifiedV1 = defineEvent({
  type: 'EmailVerified',
  version: 1,
  topic: 'auth.email.verified.v1',
  payload: z.object({
    userId: z.string().min(1),
    email: z.string().email(),
    userType: z.enum(['candidate', 'company']),
    verifiedAt: z.string().datetime({ offset: true }),
  }),
  personal: { keyOf: (payload) => personKeyId.user(payload.userId), clear: ['userId', 'userType'] },
});
