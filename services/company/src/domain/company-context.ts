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

type ContextDeps = { profiles: CompanyProfileModel; unlocks: UnlockModel; barrier: ReadBarrier };

/**
 * Who is asking, as the hiding rule and the privacy rule need it: two equality reads (the
 * profile by id, the unlocks by company), whatever the number of candidates returned. A company
 * that has just registered may ask before its registration event is applied: the profile read then
 * waits for that (read barrier), and without a profile nothing is answered (the hiding rule could
 * not apply). Always read fresh (the unlock path decides on it); searches use `cachedCompanyContext`.
 */
export async function loadCompanyContext(deps: ContextDeps, companyId: string): Promise<CompanyContext> {
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

/**
 * How long a replica reuses a company's context for searches. Bounds how late this replica sees
 * a write made by another replica (an unlock, a profile change); this replica's own unlocks
 * invalidate at once (`invalidateCompanyContext`).
 */
export const COMPANY_CONTEXT_TTL_MS = 1000;

interface Cached {
  at: number;
  context: Promise<CompanyContext>;
}

/**
 * Per-replica memory of the contexts searches need (docs/decisions/company-search.md, "Company
 * context in memory"): a search under load costs no database read. Rules:
 * - only a found profile is kept (a failed or "not found" load is never cached, so a company that
 *   just registered is read through the barrier again on its next request);
 * - concurrent searches of one company share one load;
 * - `invalidateCompanyContext` (called after this replica's unlocks) drops the entry and bumps a
 *   generation, so a load that started before the write cannot store the older unlocks after it;
 * - other replicas' writes are seen within COMPANY_CONTEXT_TTL_MS.
 */
class CompanyContextCache {
  private readonly entries = new Map<string, Cached>();
  private readonly generations = new Map<string, number>();

  get(deps: ContextDeps, companyId: string, now = Date.now()): Promise<CompanyContext> {
    const cached = this.entries.get(companyId);
    if (cached && now - cached.at < COMPANY_CONTEXT_TTL_MS) return cached.context;
    const generation = this.generations.get(companyId) ?? 0;
    const context = loadCompanyContext(deps, companyId);
    const entry: Cached = { at: now, context };
    this.entries.set(companyId, entry);
    context.catch(() => {
      if (this.entries.get(companyId) === entry) this.entries.delete(companyId);
    });
    void context.then(() => {
      // Written to meanwhile: this load may predate the write; do not keep it.
      if ((this.generations.get(companyId) ?? 0) !== generation && this.entries.get(companyId) === entry) this.entries.delete(companyId);
    }, () => undefined);
    if (this.entries.size > 10_000) this.prune(now);
    return context;
  }

  invalidate(companyId: string): void {
    this.entries.delete(companyId);
    this.generations.set(companyId, (this.generations.get(companyId) ?? 0) + 1);
  }

  private prune(now: number): void {
    for (const [id, cached] of this.entries) if (now - cached.at >= COMPANY_CONTEXT_TTL_MS) this.entries.delete(id);
  }
}

/** One cache per service instance (keyed by its unlock model, so test stacks in one process stay apart). */
const caches = new WeakMap<UnlockModel, CompanyContextCache>();
function cacheFor(deps: ContextDeps): CompanyContextCache {
  let cache = caches.get(deps.unlocks);
  if (!cache) caches.set(deps.unlocks, (cache = new CompanyContextCache()));
  return cache;
}

/** The context for searches, details and the unlocked list: from memory when recent (see above). */
export function cachedCompanyContext(deps: ContextDeps, companyId: string): Promise<CompanyContext> {
  return cacheFor(deps).get(deps, companyId);
}

/** After this replica wrote for the company (an unlock): its next search reads fresh. */
export function invalidateCompanyContext(deps: ContextDeps, companyId: string): void {
  cacheFor(deps).invalidate(companyId);
}
