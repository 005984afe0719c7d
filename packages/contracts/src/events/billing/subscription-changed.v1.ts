import { z } from 'zod';
import { defineEvent } from '../../envelope.js';

/**
 * A company's subscription after a change (started, switched, renewed, updated by Stripe, canceled).
 * A full snapshot: a consumer keeps the one with the highest `version` (the position in the
 * company's billing ledger), so redelivered or reordered events cannot roll the state back.
 */
export const SubscriptionChangedV1 = defineEvent({
  type: 'SubscriptionChanged',
  version: 1,
  topic: 'billing.subscription.changed.v1',
  payload: z.object({
    companyId: z.string().min(1),
    version: z.number().int().positive(),
    /** active and past_due still count as a subscription (Stripe retries a failed renewal). */
    status: z.enum(['active', 'past_due', 'canceled']),
    hasSubscription: z.boolean(),
    plan: z.enum(['starter', 'professional']).nullable(),
    tokensPerMonth: z.number().int().min(0),
    /** ISO date-time of the next monthly grant; null when there is no subscription. */
    nextRenewal: z.string().nullable(),
    source: z.enum(['stripe', 'dev']),
    reason: z.enum(['started', 'switched', 'renewed', 'updated', 'canceled']),
    changedAt: z.string(),
  }),
});
