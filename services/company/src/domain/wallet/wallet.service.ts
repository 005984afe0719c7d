import { setTimeout as sleep } from 'node:timers/promises';
import { TokensSpentV1 } from '@hiring/contracts';
import { badInput, isDuplicateKeyError, KeyedLanes, tokensSpent, type OutboxRelay, type ReadBarrier, type WrittenOutbox } from '@hiring/service-kit';
import { COMPANY_GROUPS } from '../consumer-groups.js';
import type { WalletEntry, WalletEntryModel, WalletEntryReason } from '../../models/wallet-entry.model.js';
import { LedgerHeads, walletEntryId } from './ledger-heads.js';

export class InsufficientTokensError extends Error {
  constructor(
    readonly balance: number,
    readonly cost: number,
  ) {
    super(`Insufficient tokens: this costs ${cost} tokens and your balance is ${balance}.`);
  }
}

export interface AppendResult {
  entry: WalletEntry;
  /** False when an entry with the same `uniqueRef` existed already (nothing was written). */
  applied: boolean;
  /** The event this append recorded, for the relay (spends only). */
  written?: WrittenOutbox;
}

interface AppendInput {
  companyId: string;
  delta: number;
  reason: WalletEntryReason;
  refId: string;
  uniqueRef: string;
  /** A revocation may take the balance below zero (tokens already spent are owed); a spend never. */
  mayGoNegative?: boolean;
}

/**
 * A company's token wallet: an append-only ledger, the balance being the head entry's
 * `balanceAfter`. Appending inserts entry `head.seq + 1`; the unique `_id` `<companyId>:<seq>`
 * (and `(companyId, seq)`) turns that insert into a compare-and-swap, so two racing writers cannot
 * both build on the same head (the loser catches up and retries), and a spend that would take the
 * balance below zero is refused against the head it would follow. The unique `uniqueRef` makes
 * each grant and each unlock charge happen once, however many requests or redeliveries race.
 *
 * Reads go by `_id` only (LedgerHeads): the head is remembered per company and checked with one
 * read of `seq + 1`; appends of this process queue per company, so they rarely collide.
 */
export class Wallet {
  /** This process's appends queue per company; the unique index settles races with other replicas. */
  private readonly lanes = new KeyedLanes();
  private readonly heads: LedgerHeads;

  constructor(
    private readonly entries: WalletEntryModel,
    private readonly relay: OutboxRelay,
    private readonly options: { maxAttempts: number; barrier?: ReadBarrier } = { maxAttempts: 100 },
  ) {
    this.heads = new LedgerHeads(entries);
  }

  /**
   * The balance a company should see: after every grant published so far (tokens just bought),
   * waiting a bounded time for the wallet's consumer; past that wait, the balance as it stands.
   */
  async currentBalance(companyId: string): Promise<number> {
    await this.options.barrier?.caughtUp(COMPANY_GROUPS.wallet);
    return this.balance(companyId);
  }

  /** The current head (other replicas' appends included): one `_id` read when memory is current. */
  async head(companyId: string): Promise<WalletEntry | null> {
    const ledger = await this.heads.get(companyId);
    await this.heads.catchUp(companyId, ledger);
    return ledger.head;
  }

  async balance(companyId: string): Promise<number> {
    return (await this.head(companyId))?.balanceAfter ?? 0;
  }

  /**
   * The balance right after this process's own append for the company (read-your-writes without a
   * read): the remembered head is that entry or a later one. Reads when the company is not remembered.
   */
  async balanceAfterOwnWrite(companyId: string): Promise<number> {
    const ledger = await this.heads.get(companyId);
    return ledger.head?.balanceAfter ?? 0;
  }

  /** The entry recorded for `uniqueRef`. Reads the whole collection on FerretDB: only when an append collided on it. */
  async byRef(uniqueRef: string): Promise<WalletEntry | null> {
    return this.entries.findOne({ uniqueRef }, { outbox: 0 }).lean<WalletEntry>().exec();
  }

  /** The company's latest `first` entries, newest first (the history the company sees). */
  async history(companyId: string, first: number): Promise<WalletEntry[]> {
    if (!Number.isInteger(first) || first < 1 || first > 100) throw badInput('first must be a whole number from 1 to 100');
    return this.entries.find({ companyId }, { outbox: 0 }).sort({ seq: -1 }).limit(first).lean<WalletEntry[]>().exec();
  }

  /** Credits a grant once per `grantId`. */
  credit(companyId: string, tokens: number, grantId: string): Promise<AppendResult> {
    if (!Number.isInteger(tokens) || tokens <= 0) throw badInput('A grant must be a positive whole number of tokens');
    return this.append({ companyId, delta: tokens, reason: 'grant', refId: grantId, uniqueRef: `grant:${grantId}` });
  }

  /**
   * Takes back tokens whose payment Stripe returned (a refund, a dispute): once per `revocationId`,
   * even below zero, so a company cannot keep tokens by spending them before the money goes back.
   */
  revoke(companyId: string, tokens: number, revocationId: string): Promise<AppendResult> {
    if (!Number.isInteger(tokens) || tokens <= 0) throw badInput('A revocation must be a positive whole number of tokens');
    return this.append({ companyId, delta: -tokens, reason: 'revocation', refId: revocationId, uniqueRef: revocationId, mayGoNegative: true });
  }

  /**
   * Spends once per `uniqueRef`; throws InsufficientTokensError when the balance is too low (and
   * writes nothing). Publishes TokensSpent with the entry.
   */
  spend(companyId: string, tokens: number, input: { reason: 'candidate_unlock'; refId: string; uniqueRef: string }): Promise<AppendResult> {
    return this.append({ companyId, delta: -tokens, ...input });
  }

  /** The seq of the company's last ledger entry (0: none), current across replicas. */
  async headSeq(companyId: string): Promise<number> {
    const ledger = await this.heads.get(companyId);
    await this.heads.catchUp(companyId, ledger);
    return ledger.head?.seq ?? 0;
  }

  /**
   * The company's unlock charges after ledger entry `seq`, read by `_id`, and the seq they reach:
   * how a replica keeps a company's unlocked candidates current without reading its unlocks again.
   */
  async unlockChargesAfter(companyId: string, seq: number): Promise<{ seq: number; charges: WalletEntry[] }> {
    const entries = await this.heads.entriesAfter(companyId, seq);
    return { seq: entries.at(-1)?.seq ?? seq, charges: entries.filter((entry) => entry.reason === 'candidate_unlock') };
  }

  private async append(input: AppendInput): Promise<AppendResult> {
    const result = await this.lanes.run(input.companyId, () => this.appendInOrder(input));
    // Published outside the lane: the next append of the company need not wait for the broker.
    if (result.applied && result.written) await this.relay.notify(this.entries, result.entry._id, result.written);
    return result;
  }

  private async appendInOrder(input: AppendInput): Promise<AppendResult> {
    const ledger = await this.heads.get(input.companyId);
    for (let attempt = 1; ; attempt += 1) {
      const done = ledger.refs.get(input.uniqueRef);
      if (done) return { entry: done, applied: false };
      const head = ledger.head;
      const balance = head?.balanceAfter ?? 0;
      if (balance + input.delta < 0 && !input.mayGoNegative) {
        // Refused only against the true head: another replica may have credited meanwhile.
        await this.heads.catchUp(input.companyId, ledger);
        if (ledger.head !== head) continue;
        throw new InsufficientTokensError(balance, -input.delta);
      }
      const entry = this.nextEntry(input, head);
      let written: WrittenOutbox | undefined;
      try {
        written = await this.insert(entry, input);
      } catch (error) {
        if (!isDuplicateKeyError(error)) throw error;
        // Someone appended this seq first (the head is now at least there: retry from it), or
        // the same ref is recorded below our head, unknown to memory (look it up: the one scan).
        await this.heads.catchUp(input.companyId, ledger);
        if ((ledger.head?.seq ?? 0) < entry.seq && !ledger.refs.has(input.uniqueRef)) {
          const existing = await this.byRef(input.uniqueRef);
          if (existing) {
            this.heads.record(ledger, existing);
            continue;
          }
        }
        if (attempt >= this.options.maxAttempts) throw new Error(`Wallet of ${input.companyId} is too busy; try again`, { cause: error });
        // Other replicas on the same wallet: spread the retries.
        if (attempt > 1) await sleep(Math.floor(Math.random() * Math.min(50, attempt * 5)));
        continue;
      }
      this.heads.record(ledger, entry);
      return { entry, applied: true, written };
    }
  }

  private nextEntry(input: AppendInput, head: WalletEntry | null): WalletEntry {
    const seq = (head?.seq ?? 0) + 1;
    const balance = head?.balanceAfter ?? 0;
    return {
      _id: walletEntryId(input.companyId, seq),
      companyId: input.companyId,
      seq,
      delta: input.delta,
      balanceAfter: balance + input.delta,
      reason: input.reason,
      refId: input.refId,
      uniqueRef: input.uniqueRef,
      createdAt: new Date(),
    };
  }

  private async insert(entry: WalletEntry, input: AppendInput): Promise<WrittenOutbox | undefined> {
    const doc = new this.entries(entry);
    let recorded: string | undefined;
    const spend = input.reason === 'candidate_unlock';
    if (spend) {
      recorded = doc.recordEvent(TokensSpentV1, {
        aggregateId: input.companyId,
        payload: {
          entryId: entry._id,
          companyId: entry.companyId,
          seq: entry.seq,
          tokens: -input.delta,
          reason: 'candidate_unlock',
          refId: input.refId,
          balanceAfter: entry.balanceAfter,
          spentAt: entry.createdAt.toISOString(),
        },
      }).id;
    }
    await doc.save();
    if (spend) tokensSpent.inc({ service: 'company', reason: 'candidate_unlock' }, -input.delta);
    return recorded ? { outbox: doc.outbox, recorded: [recorded] } : undefined;
  }
}
