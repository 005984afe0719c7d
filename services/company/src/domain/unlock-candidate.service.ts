import { CandidateUnlockedV1, UNLOCK_COST_TOKENS, UNLOCK_REQUEST_MESSAGES, COMPANY_PROFILE_MESSAGES } from '@hiring/contracts';
import { badInput, isDuplicateKeyError, notFound, unavailable, CATCHING_UP_MESSAGE, type OutboxRelay, type ReadBarrier } from '@hiring/service-kit';
import { COMPANY_GROUPS } from './consumer-groups.js';
import type { Logger } from 'pino';
import type { CompanyProfile, CompanyProfileModel } from '../models/company-profile.model.js';
import { unlockId, type Unlock, type UnlockModel } from '../models/unlock.model.js';
import type { WalletEntry, WalletEntryModel } from '../models/wallet-entry.model.js';
import { SEARCH_MESSAGES } from './candidate-search.service.js';
import { findCompanyProfile } from './company-context.js';
import { candidateCard, type CandidateCard } from './search/candidate-card.js';
import { companyIdentity } from './search/company-identity.js';
import { requireProvenIdentity } from './identity/not-proven.js';
import { primaryDomainOf } from './identity/proven-identity.js';
import type { OpenSearchSearch } from './search/opensearch/opensearch-search.js';
import type { UnlockSummary } from './company-context.js';
import { InsufficientTokensError, type Wallet } from './wallet/wallet.service.js';

export interface UnlockDeps {
  profiles: CompanyProfileModel;
  unlocks: UnlockModel;
  index: OpenSearchSearch;
  wallet: Wallet;
  relay: OutboxRelay;
  barrier: ReadBarrier;
}

export const UNLOCK_MESSAGES = {
  ...UNLOCK_REQUEST_MESSAGES,
  insufficient: (balance: number) => `Insufficient tokens: unlocking a candidate costs ${UNLOCK_COST_TOKENS} tokens and your balance is ${balance}.`,
} as const;

export interface UnlockResult {
  candidate: CandidateCard;
  /** The balance after the unlock (read-your-writes for the page header). */
  tokens: number;
  tokensSpent: number;
  alreadyUnlocked: boolean;
  /** The unlock as recorded, when this request recorded it or found its charge (not when only its record was found). */
  recorded?: UnlockSummary;
}

/**
 * Unlocks a candidate for a company, for 10 tokens, once:
 * 1. the charge is a wallet entry whose `uniqueRef` is `unlock:<company>:<candidate>` (unique):
 *    any number of racing requests append one entry between them, and the ledger's CAS keeps the
 *    balance from going below zero (TokensSpent rides on the entry);
 * 2. the unlock is an insert keyed `<company>:<candidate>` (unique), carrying CandidateUnlocked.
 * If the process stops between 1 and 2, the next request for the same candidate (which finds the
 * charge and pays nothing) or the start-up repair writes 2.
 */
export async function unlockCandidate(deps: UnlockDeps, companyId: string, candidateId: string): Promise<UnlockResult> {
  if (!candidateId.trim()) throw badInput(UNLOCK_MESSAGES.candidateRequired);
  const key = unlockId(companyId, candidateId);
  // Fresh, and by `_id` only (the company's whole unlock list would be a collection scan on FerretDB).
  const [profile, alreadyUnlocked] = await Promise.all([findCompanyProfile(deps, companyId), isRecorded(deps.unlocks, key)]);
  if (!profile) throw notFound(COMPANY_PROFILE_MESSAGES.notFound);
  const entry = await deps.index.visibleEntry(candidateId, requireProvenIdentity(companyIdentity(profile)), alreadyUnlocked);
  if (!entry) throw notFound(SEARCH_MESSAGES.candidateNotFound);
  if (alreadyUnlocked) {
    return { candidate: candidateCard(entry, true), tokens: await deps.wallet.balance(companyId), tokensSpent: 0, alreadyUnlocked: true };
  }
  const spend = () => deps.wallet.spend(companyId, UNLOCK_COST_TOKENS, { reason: 'candidate_unlock', refId: candidateId, uniqueRef: `unlock:${key}` });
  let charge;
  try {
    charge = await spend();
  } catch (error) {
    if (!(error instanceof InsufficientTokensError)) throw error;
    // Tokens just bought may not be in the wallet yet: wait for the grants published so far, then try once more.
    if (!(await deps.barrier.caughtUp(COMPANY_GROUPS.wallet))) throw unavailable(CATCHING_UP_MESSAGE);
    try {
      charge = await spend();
    } catch (again) {
      if (again instanceof InsufficientTokensError) throw badInput(UNLOCK_MESSAGES.insufficient(again.balance));
      throw again;
    }
  }
  await recordUnlock(deps, charge.entry, profile);
  return {
    candidate: candidateCard(entry, true),
    // After our own charge the remembered head is that entry or a later one: no read needed.
    tokens: charge.applied ? await deps.wallet.balanceAfterOwnWrite(companyId) : await deps.wallet.balance(companyId),
    tokensSpent: charge.applied ? UNLOCK_COST_TOKENS : 0,
    alreadyUnlocked: !charge.applied,
    recorded: { candidateId, unlockedAt: charge.entry.createdAt, tokensSpent: -charge.entry.delta },
  };
}

/** Step 2: the unlock record with its event, once (a racing or repeated insert is a no-op). */
export async function recordUnlock(
  deps: Pick<UnlockDeps, 'unlocks' | 'relay'>,
  charge: WalletEntry,
  company: Pick<CompanyProfile, '_id' | 'companyName' | 'email' | 'createdAt' | 'workAddresses'>,
): Promise<boolean> {
  const unlock: Unlock = {
    _id: unlockId(charge.companyId, charge.refId),
    companyId: charge.companyId,
    candidateId: charge.refId,
    walletEntryId: charge._id,
    tokensSpent: -charge.delta,
    unlockedAt: charge.createdAt,
  };
  const doc = new deps.unlocks(unlock);
  const unlocked = doc.recordEvent(CandidateUnlockedV1, {
    aggregateId: unlock.candidateId,
    payload: {
      unlockId: unlock._id,
      companyId: unlock.companyId,
      candidateId: unlock.candidateId,
      companyName: company.companyName,
      // The company's first proven domain: platform mail names "Name (domain)", never the bare chosen name.
      companyDomain: primaryDomainOf(company),
      tokensSpent: unlock.tokensSpent,
      unlockedAt: unlock.unlockedAt.toISOString(),
    },
  });
  try {
    await doc.save();
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    recordedUnlocks(deps.unlocks).add(unlock._id);
    return false;
  }
  recordedUnlocks(deps.unlocks).add(unlock._id);
  await deps.relay.notify(deps.unlocks, unlock._id, { outbox: doc.outbox, recorded: [unlocked.id] });
  return true;
}

const MAX_REMEMBERED_UNLOCKS = 100_000;

/**
 * Unlock ids this process knows are recorded. An unlock record is never deleted, so a remembered
 * id answers "already unlocked" without a read; an id not remembered (another replica's unlock,
 * or older than this process) is read by `_id`. Bounded: the oldest are forgotten first.
 */
class RecordedUnlocks {
  private readonly ids = new Set<string>();

  has(id: string): boolean {
    return this.ids.has(id);
  }

  add(id: string): void {
    this.ids.add(id);
    if (this.ids.size > MAX_REMEMBERED_UNLOCKS) this.ids.delete(this.ids.values().next().value as string);
  }
}

/** One memory per service instance (keyed by its model, so test replicas in one process stay apart). */
const remembered = new WeakMap<UnlockModel, RecordedUnlocks>();
function recordedUnlocks(model: UnlockModel): RecordedUnlocks {
  let known = remembered.get(model);
  if (!known) remembered.set(model, (known = new RecordedUnlocks()));
  return known;
}

async function isRecorded(unlocks: UnlockModel, id: string): Promise<boolean> {
  const known = recordedUnlocks(unlocks);
  if (known.has(id)) return true;
  const found = await unlocks.findById(id, { _id: 1 }).lean<Pick<Unlock, '_id'>>().exec();
  if (found) known.add(id);
  return found !== null;
}

/** At start: unlock charges without their unlock record (a stop between the two inserts) get it. */
export async function repairUnlocks(
  deps: Pick<UnlockDeps, 'unlocks' | 'relay' | 'profiles'> & { walletEntries: WalletEntryModel },
  logger: Logger,
): Promise<number> {
  const charges = await deps.walletEntries.find({ reason: 'candidate_unlock' }, { outbox: 0 }).lean<WalletEntry[]>().exec();
  if (charges.length === 0) return 0;
  const recorded = new Set((await deps.unlocks.find({}, { _id: 1 }).lean<{ _id: string }[]>().exec()).map((u) => u._id));
  let repaired = 0;
  for (const charge of charges) {
    if (recorded.has(unlockId(charge.companyId, charge.refId))) continue;
    const company = await deps.profiles.findById(charge.companyId).lean<CompanyProfile>().exec();
    const named = company ?? { _id: charge.companyId, companyName: '', email: '', createdAt: new Date(0) };
    if (await recordUnlock(deps, charge, named)) repaired += 1;
  }
  if (repaired > 0) logger.warn({ repaired }, 'recorded unlocks whose charge was stored without them');
  return repaired;
}
