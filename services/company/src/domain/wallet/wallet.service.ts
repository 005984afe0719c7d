import { setTimeout as sleep } from 'node:timers/promises';
import { TokensSpentV1 } from '@hiring/contracts';
import { badInput, isDuplicateKeyError, KeyedLanes, type OutboxRelay, type ReadBarrier } from '@hiring/service-kit';
import { COMPANY_GROUPS } from '../../events/consumer-groups.js';
import type { WalletEntry, WalletEntryModel, WalletEntryReason } from '../../models/wallet-entry.model.js';

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
}

interface AppendInput {
  companyId: string;
  delta: number;
  reason: WalletEntryReason;
  refId: string;
  uniqueRef: string;
}

/**
 * A company's token wallet: an append-only ledger, the balance being the head entry's
 * `balanceAfter`. Appending reads the head and inserts entry `seq + 1`; the unique
 * `(companyId, seq)` turns that insert into a compare-and-swap, so two racing writers cannot both
 * build on the same head (the loser re-reads and retries), and a spend that would take the balance
 * below zero is refused against the head it would follow. The unique `uniqueRef` makes each grant
 * and each unlock charge happen once, however many requests or redeliveries race.
 */
export class Wallet {
  /** This process's appends queue per company; the unique index settles races with other replicas. */
  private readonly lanes = new KeyedLanes();

  constructor(
    private readonly entries: WalletEntryModel,
    private readonly relay: OutboxRelay,
    private readonly options: { maxAttempts: number; barrier?: ReadBarrier } = { maxAttempts: 100 },
  ) {}

  /**
   * The balance a company should see: after every grant published so far (tokens just bought),
   * waiting a bounded time for the wallet's consumer; past that wait, the balance as it stands.
   */
  async currentBalance(companyId: string): Promise<number> {
    await this.options.barrier?.caughtUp(COMPANY_GROUPS.wallet);
    return this.balance(companyId);
  }

  async head(companyId: string): Promise<WalletEntry | null> {
    const [head] = await this.entries.find({ companyId }, { outbox: 0 }).sort({ seq: -1 }).limit(1).lean<WalletEntry[]>().exec();
    return head ?? null;
  }

  async balance(companyId: string): Promise<number> {
    return (await this.head(companyId))?.balanceAfter ?? 0;
  }

  async byRef(uniqueRef: string): Promise<WalletEntry | null> {
    return this.entries.findOne({ uniqueRef }, { outbox: 0 }).lean<WalletEntry>().exec();
  }

  /** Credits a grant once per `grantId`. */
  credit(companyId: string, tokens: number, grantId: string): Promise<AppendResult> {
    if (!Number.isInteger(tokens) || tokens <= 0) throw badInput('A grant must be a positive whole number of tokens');
    return this.append({ companyId, delta: tokens, reason: 'grant', refId: grantId, uniqueRef: `grant:${grantId}` });
  }

  /**
   * Spends once per `uniqueRef`; throws InsufficientTokensError when the balance is too low (and
   * writes nothing). Publishes TokensSpent with the entry.
   */
  spend(companyId: string, tokens: number, input: { reason: 'candidate_unlock'; refId: string; uniqueRef: string }): Promise<AppendResult> {
    return this.append({ companyId, delta: -tokens, ...input });
  }

  private async append(input: AppendInput): Promise<AppendResult> {
    const result = await this.lanes.run(input.companyId, () => this.appendInOrder(input));
    // Published outside the lane: the next append of the company need not wait for the broker.
    if (result.applied && input.delta < 0) await this.relay.notify(this.entries as never, result.entry._id);
    return result;
  }

  private async appendInOrder(input: AppendInput): Promise<AppendResult> {
    for (let attempt = 1; ; attempt += 1) {
      const done = await this.byRef(input.uniqueRef);
      if (done) return { entry: done, applied: false };
      const head = await this.head(input.companyId);
      const balance = head?.balanceAfter ?? 0;
      if (balance + input.delta < 0) throw new InsufficientTokensError(balance, -input.delta);
      const seq = (head?.seq ?? 0) + 1;
      const entry: WalletEntry = {
        _id: `${input.companyId}:${seq}`,
        companyId: input.companyId,
        seq,
        delta: input.delta,
        balanceAfter: balance + input.delta,
        reason: input.reason,
        refId: input.refId,
        uniqueRef: input.uniqueRef,
        createdAt: new Date(),
      };
      const doc = new this.entries(entry);
      if (input.delta < 0) {
        doc.recordEvent(TokensSpentV1, {
          aggregateId: input.companyId,
          payload: {
            entryId: entry._id,
            companyId: entry.companyId,
            seq,
            tokens: -input.delta,
            reason: 'candidate_unlock',
            refId: input.refId,
            balanceAfter: entry.balanceAfter,
            spentAt: entry.createdAt.toISOString(),
          },
        });
      }
      try {
        await doc.save();
      } catch (error) {
        // Someone appended first (same seq) or recorded the same ref: read again.
        if (!isDuplicateKeyError(error)) throw error;
        if (attempt >= this.options.maxAttempts) throw new Error(`Wallet of ${input.companyId} is too busy; try again`, { cause: error });
        await sleep(Math.floor(Math.random() * Math.min(50, attempt * 5)));
        continue;
      }
      return { entry, applied: true };
    }
  }
}
