import { z } from 'zod';
import { defineEvent } from '../../envelope.js';

/**
 * Tokens left a company's wallet (an append-only ledger): one event per spend entry, recorded in
 * the same insert as the entry. `seq` is the entry's position in the company's ledger and
 * `balanceAfter` the balance it produced. Keyed by company id.
 */
export const TokensSpentV1 = defineEvent({
  type: 'TokensSpent',
  version: 1,
  topic: 'company.tokens.spent.v1',
  payload: z.object({
    /** `<companyId>:<seq>`. */
    entryId: z.string().min(1),
    companyId: z.string().min(1),
    seq: z.number().int().positive(),
    tokens: z.number().int().positive(),
    reason: z.enum(['candidate_unlock']),
    /** What was bought: the candidate id for an unlock. */
    refId: z.string().min(1),
    balanceAfter: z.number().int().nonnegative(),
    spentAt: z.string().datetime({ offset: true }),
  }),
});
