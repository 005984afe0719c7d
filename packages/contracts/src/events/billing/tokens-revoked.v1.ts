import { z } from 'zod';
import { defineEvent } from '../../envelope.js';

/**
 * Stripe took money back (a refund, a dispute): the tokens it had bought are taken back, a negative
 * grant. `revocationId` is unique per Stripe event (`revoke:<event id>`): the company wallet applies
 * each once. The balance may go below zero (tokens already spent are owed).
 */
export const TokensRevokedV1 = defineEvent({
  type: 'TokensRevoked',
  version: 1,
  topic: 'billing.tokens.revoked.v1',
  payload: z.object({
    revocationId: z.string().min(1),
    companyId: z.string().min(1),
    tokens: z.number().int().positive(),
    reason: z.enum(['refund', 'dispute']),
    /** The Stripe charge the money was taken back from. */
    sourceRef: z.string().nullable(),
    revokedAt: z.string(),
  }),
});
