import { z } from 'zod';
import { defineEvent } from '../../envelope.js';

/**
 * A company paid to unlock a candidate: from now on it sees the candidate's contact details. The
 * candidate service mails the candidate; the interviews service counts it as company interest.
 * Published once per (company, candidate): the unlock is an insert with that unique key.
 * Keyed by candidate id.
 */
export const CandidateUnlockedV1 = defineEvent({
  type: 'CandidateUnlocked',
  version: 1,
  topic: 'company.candidate.unlocked.v1',
  payload: z.object({
    /** `<companyId>:<candidateId>`: unique per pair. */
    unlockId: z.string().min(1),
    companyId: z.string().min(1),
    candidateId: z.string().min(1),
    /** The company's name at the time of the unlock, for the candidate's email. */
    companyName: z.string(),
    /**
     * The company's proven domain (its first verified work domain), named beside the company's name
     * in the candidate's email ("Brightpath Labs (brightpath-labs.com)"). Null in events written
     * before identities were proven; such a name is never mailed without a domain.
     */
    companyDomain: z.string().nullable().default(null),
    tokensSpent: z.number().int().nonnegative(),
    unlockedAt: z.string().datetime({ offset: true }),
  }),
});
