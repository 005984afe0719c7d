import { notFound, type ReadBarrier } from '@hiring/service-kit';
import { COMPANY_GROUPS } from '../events/consumer-groups.js';
import type { CompanyProfile, CompanyProfileModel } from '../models/company-profile.model.js';
import type { Unlock, UnlockModel } from '../models/unlock.model.js';
import { companyIdentity, type CompanyIdentity } from './search/company-identity.js';

export interface CompanyContext {
  profile: CompanyProfile;
  identity: CompanyIdentity;
  /** The company's unlocks by candidate id. */
  unlocked: Map<string, Pick<Unlock, 'candidateId' | 'unlockedAt' | 'tokensSpent'>>;
}

/**
 * Who is asking, as the hiding rule and the privacy rule need it: two equality reads (the
 * profile by id, the unlocks by company), whatever the number of candidates returned. A company
 * that has just registered may ask before its registration event is applied: the profile read then
 * waits for that (read barrier), and without a profile nothing is answered (the hiding rule could
 * not apply).
 */
export async function loadCompanyContext(
  deps: { profiles: CompanyProfileModel; unlocks: UnlockModel; barrier: ReadBarrier },
  companyId: string,
): Promise<CompanyContext> {
  const [profile, unlocks] = await Promise.all([
    findCompanyProfile(deps, companyId),
    deps.unlocks.find({ companyId }, { candidateId: 1, unlockedAt: 1, tokensSpent: 1 }).lean<Pick<Unlock, 'candidateId' | 'unlockedAt' | 'tokensSpent'>[]>().exec(),
  ]);
  if (!profile) throw notFound('Company profile not found');
  return { profile, identity: companyIdentity(profile), unlocked: new Map(unlocks.map((u) => [u.candidateId, u])) };
}

/** The company's profile, as fresh as its registration (waits for it when not applied yet). */
export function findCompanyProfile(deps: { profiles: CompanyProfileModel; barrier: ReadBarrier }, companyId: string): Promise<CompanyProfile | null> {
  return deps.barrier.lookup(COMPANY_GROUPS.profiles, () => deps.profiles.findById(companyId).lean<CompanyProfile>().exec());
}
