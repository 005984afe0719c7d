import { notFound, type ReadBarrier } from '@hiring/service-kit';
import { COMPANY_GROUPS } from './consumer-groups.js';
import type { CompanyProfile, CompanyProfileModel } from '../models/company-profile.model.js';
import type { Unlock, UnlockModel } from '../models/unlock.model.js';
import { companyIdentity, type CompanyIdentity } from './search/company-identity.js';
import { COMPANY_PROFILE_MESSAGES } from '@hiring/contracts';

export type UnlockSummary = Pick<Unlock, 'candidateId' | 'unlockedAt' | 'tokensSpent'>;

export interface CompanyContext {
  profile: CompanyProfile;
  identity: CompanyIdentity;
  /** The company's unlocks by candidate id. */
  unlocked: Map<string, UnlockSummary>;
}

/**
 * What this replica just wrote for the company: an unlock it recorded (added to the remembered
 * context), `reload` (read everything again), or nothing known (refresh before the next use).
 */
export type CompanyWrite = { unlocked: UnlockSummary } | 'reload' | undefined;

/** What the context needs of the wallet: unlock charges, read by `_id` (see wallet.service.ts). */
export interface UnlockLedger {
  headSeq(companyId: string): Promise<number>;
  unlockChargesAfter(companyId: string, seq: number): Promise<{ seq: number; charges: { refId: string; createdAt: Date; delta: number }[] }>;
}

type ContextDeps = { profiles: CompanyProfileModel; unlocks: UnlockModel; barrier: ReadBarrier; wallet?: UnlockLedger };

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
    deps.unlocks
      .find({ companyId }, { candidateId: 1, unlockedAt: 1, tokensSpent: 1 })
      .lean<Pick<Unlock, 'candidateId' | 'unlockedAt' | 'tokensSpent'>[]>()
      .exec(),
  ]);
  if (!profile) throw notFound(COMPANY_PROFILE_MESSAGES.notFound);
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
  /** When it was read; 0: stale (this replica wrote for the company), refresh before use. */
  at: number;
  context: Promise<CompanyContext>;
  /** The ledger entry up to which unlocks are in `context` (with a wallet). */
  ledgerSeq: Promise<number | null>;
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

  get(deps: ContextDeps, companyId: string, fresh: boolean, now = Date.now()): Promise<CompanyContext> {
    const cached = this.entries.get(companyId);
    if (cached && cached.at > 0 && !fresh && now - cached.at < COMPANY_CONTEXT_TTL_MS) return cached.context;
    const generation = this.generations.get(companyId) ?? 0;
    const entry = cached && deps.wallet ? refresh(deps, deps.wallet, companyId, cached, now) : load(deps, companyId, now);
    this.entries.set(companyId, entry);
    entry.context.catch(() => {
      if (this.entries.get(companyId) === entry) this.entries.delete(companyId);
    });
    void entry.context.then(
      () => {
        // Written to meanwhile: this read may predate the write; refresh it before its next use.
        if ((this.generations.get(companyId) ?? 0) !== generation && this.entries.get(companyId) === entry) entry.at = 0;
      },
      () => undefined,
    );
    if (this.entries.size > 10_000) this.prune(now);
    return entry.context;
  }

  /**
   * Marks the company's context stale: its next use brings it up to date (by `_id` reads). A
   * refresh reads only the ledger after the last entry seen, so an unlock whose charge is older
   * than that (charged, then the record written on a retry after a failure, with the list read in
   * between) would never appear: the unlock just recorded is added here, and a retry that found
   * the unlock recorded without knowing it (`reload`) drops the context.
   */
  invalidate(companyId: string, write?: CompanyWrite): void {
    const cached = this.entries.get(companyId);
    if (cached && write === 'reload') {
      this.entries.delete(companyId);
    } else if (cached) {
      cached.at = 0;
      if (write && write !== 'reload') {
        const { unlocked } = write;
        cached.context = quiet(cached.context.then((context) => withUnlock(context, unlocked)));
      }
    }
    this.generations.set(companyId, (this.generations.get(companyId) ?? 0) + 1);
  }

  private prune(now: number): void {
    for (const [id, cached] of this.entries) if (now - cached.at >= COMPANY_CONTEXT_TTL_MS) this.entries.delete(id);
  }
}

/**
 * A first read: the profile and the company's unlocks (the one query on `companyId`, once per
 * company per replica), with the ledger's head read before them, so charges made meanwhile are
 * picked up by the next refresh rather than missed.
 */
function load(deps: ContextDeps, companyId: string, now: number): Cached {
  const ledgerSeq = deps.wallet ? deps.wallet.headSeq(companyId) : Promise.resolve(null);
  const context = ledgerSeq.then(() => loadCompanyContext(deps, companyId));
  return { at: now, context, ledgerSeq: quiet(context.then(() => ledgerSeq)) };
}

/** A promise only awaited after `context` (whose failure the caller sees): never an unhandled rejection. */
function quiet<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/**
 * A later read: the profile again by `_id`, and only the ledger entries after the last one seen,
 * each by `_id` (one read when the company has not spent since). Every unlock is charged before
 * its record is written (and a charge without its record is repaired at start), so the charges
 * name every unlocked candidate.
 */
function refresh(deps: ContextDeps, wallet: UnlockLedger, companyId: string, previous: Cached, now: number): Cached {
  const next = Promise.all([previous.context, previous.ledgerSeq]).then(async ([before, seq]) => {
    if (seq === null) return { context: await loadCompanyContext(deps, companyId), seq: await wallet.headSeq(companyId) };
    const [profile, { seq: reached, charges }] = await Promise.all([findCompanyProfile(deps, companyId), wallet.unlockChargesAfter(companyId, seq)]);
    if (!profile) throw notFound(COMPANY_PROFILE_MESSAGES.notFound);
    const unlocked = new Map(before.unlocked);
    for (const charge of charges) {
      if (!unlocked.has(charge.refId)) unlocked.set(charge.refId, { candidateId: charge.refId, unlockedAt: charge.createdAt, tokensSpent: -charge.delta });
    }
    return { context: { profile, identity: companyIdentity(profile), unlocked }, seq: reached };
  });
  return { at: now, context: next.then((n) => n.context), ledgerSeq: quiet(next.then((n) => n.seq)) };
}

/** One cache per service instance (keyed by its unlock model, so test stacks in one process stay apart). */
const caches = new WeakMap<UnlockModel, CompanyContextCache>();
function cacheFor(deps: ContextDeps): CompanyContextCache {
  let cache = caches.get(deps.unlocks);
  if (!cache) caches.set(deps.unlocks, (cache = new CompanyContextCache()));
  return cache;
}

/**
 * The context for searches, details and the unlocked list: from memory when recent (see above).
 * `fresh` brings the remembered one up to date first (the profile and the ledger after its last
 * entry, by `_id`: two reads when nothing changed): for the reads a company makes right after an
 * unlock, which another replica may have served (docs/decisions/read-your-writes.md).
 */
export function cachedCompanyContext(deps: ContextDeps, companyId: string, options: { fresh?: boolean } = {}): Promise<CompanyContext> {
  return cacheFor(deps).get(deps, companyId, options.fresh ?? false);
}

/** After this replica wrote for the company (an unlock): its next search reads fresh. */
export function invalidateCompanyContext(deps: ContextDeps, companyId: string, write?: CompanyWrite): void {
  cacheFor(deps).invalidate(companyId, write);
}

function withUnlock(context: CompanyContext, unlock: UnlockSummary): CompanyContext {
  if (context.unlocked.has(unlock.candidateId)) return context;
  return { ...context, unlocked: new Map(context.unlocked).set(unlock.candidateId, unlock) };
}
