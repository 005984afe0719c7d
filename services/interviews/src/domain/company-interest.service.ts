import type { CompanyInterest, CompanyInterestModel } from '../models/company-interest.model.js';

/** The most a candidate's "who unlocked you" lists. */
export const COMPANY_INTEREST_LIMIT = 50;

/** The companies that unlocked this candidate, newest first (issue 32: "who unlocked you" on the dashboard). */
export async function companyInterestOf(interest: CompanyInterestModel, candidateId: string) {
  const rows = await interest
    .find({ candidateId }, { companyName: 1, companyDomain: 1, unlockedAt: 1 })
    .sort({ unlockedAt: -1, _id: 1 })
    .limit(COMPANY_INTEREST_LIMIT)
    .lean<Pick<CompanyInterest, 'companyName' | 'companyDomain' | 'unlockedAt'>[]>()
    .exec();
  return rows.map((row) => ({ companyName: row.companyName ?? null, companyDomain: row.companyDomain ?? null, unlockedAt: row.unlockedAt.toISOString() }));
}
