import { z } from 'zod';
import { defineEvent, personKeyId } from '../../envelope.js';

/**
 * A candidate proved with a mailed code that they own an extra address (besides the login
 * address, which UserRegistered carries). The interviews service then accepts interview emails
 * sent to or from it. `emailId` names this verification: removing the address and verifying it
 * again gives a new id, so consumers can apply Verified and Removed in any order. Keyed by
 * candidate id.
 */
export const CandidateEmailVerifiedV1 = defineEvent({
  type: 'CandidateEmailVerified',
  version: 1,
  topic: 'candidate.email.verified.v1',
  payload: z.object({
    candidateId: z.string().min(1),
    emailId: z.string().min(1),
    /** Lowercased. */
    email: z.string().email(),
    verifiedAt: z.string().datetime({ offset: true }),
  }),
  personal: { keyOf: (payload) => personKeyId.user(payload.candidateId), clear: ['candidateId', 'emailId'] },
});
