import { z } from 'zod';
import { defineEvent } from '../../envelope.js';

/**
 * Tokens a company bought (subscription renewal, plan start, one-time bundle, dev-mode grant).
 * `grantId` is unique per grant: the company wallet applies each grant exactly once.
 */
export const TokensGrantedV1 = defineEvent({
  type: 'TokensGranted',
  version: 1,
  topic: 'billing.tokens.granted.v1',
  payload: z.object({
    grantId: z.string().min(1),
    companyId: z.string().min(1),
    tokens: z.number().int().positive(),
    reason: z.enum(['subscription_start', 'subscription_renewal', 'one_time_bundle', 'dev_mode', 'adjustment']),
    /** Stripe checkout session, invoice or event id, when there is one. */
    sourceRef: z.string().nullable(),
    grantedAt: z.string(),
  }),
});
