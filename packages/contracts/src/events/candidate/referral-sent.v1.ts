import { z } from 'zod';
import { defineEvent, personKeyId } from '../../envelope.js';

/**
 * A candidate invited a friend (at most 3 per candidate, one per address). The candidate service
 * mails the invitation from it, with a registration link carrying `referralId`. It carries the
 * referrer's and the friend's names and the friend's address for that mail. Keyed by the
 * referrer's id.
 */
export const ReferralSentV1 = defineEvent({
  type: 'ReferralSent',
  version: 1,
  topic: 'candidate.referral.sent.v1',
  payload: z.object({
    referralId: z.string().min(1),
    referrerId: z.string().min(1),
    referrerFirstName: z.string(),
    referrerLastName: z.string(),
    refereeFirstName: z.string().min(1),
    refereeLastName: z.string().min(1),
    /** Lowercased. */
    refereeEmail: z.string().email(),
    sentAt: z.string().datetime({ offset: true }),
  }),
  personal: { keyOf: (payload) => personKeyId.user(payload.referrerId), clear: ['referralId', 'referrerId'] },
});
