import { z } from 'zod';
import { defineEvent, personKeyId } from '../../envelope.js';

/**
 * A candidate removed a verified extra address (the `emailId` of its CandidateEmailVerified).
 * Interview emails to or from it are refused afterwards. Keyed by candidate id.
 */
export const CandidateEmailRemovedV1 = defineEvent({
  type: 'CandidateEmailRemoved',
  version: 1,
  topic: 'candidate.email.removed.v1',
  payload: z.object({
    candidateId: z.string().min(1),
    emailId: z.string().min(1),
    /** Lowercased. */
    email: z.string().email(),
    removedAt: z.string().datetime({ offset: true }),
  }),
  personal: { keyOf: (payload) => personKeyId.user(payload.candidateId), clear: ['candidateId', 'emailId'] },
});
