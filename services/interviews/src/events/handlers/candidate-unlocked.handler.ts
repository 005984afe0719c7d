import type { CandidateUnlockedV1, EnvelopeOf } from '@hiring/contracts';
import { insertOnce } from '@hiring/service-kit';
import type { CompanyInterestModel } from '../../models/company-interest.model.js';

/** Counts a company's unlock of a candidate once, for the Company Interest ranking and the candidate's list of who unlocked them. */
export function handleCandidateUnlocked(interest: CompanyInterestModel) {
  return async (event: EnvelopeOf<typeof CandidateUnlockedV1>): Promise<void> => {
    const { payload } = event;
    await insertOnce(interest, {
      _id: payload.unlockId,
      candidateId: payload.candidateId,
      companyId: payload.companyId,
      companyName: payload.companyName.trim() || null,
      companyDomain: payload.companyDomain,
      unlockedAt: new Date(payload.unlockedAt),
    });
  };
}
