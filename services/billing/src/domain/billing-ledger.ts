import { setTimeout as sleep } from 'node:timers/promises';
import { SubscriptionChangedV1, TokensGrantedV1, TokensRevokedV1 } from '@hiring/contracts';
import { isDuplicateKeyError, tokensGranted, type OutboxDocument, type OutboxRelay } from '@hiring/service-kit';
import type { BillingEntry, BillingEntryKind, BillingEntryModel, EntryGrant, EntryRevocation } from '../models/billing-entry.model.js';
import { hasSubscription, NO_SUBSCRIPTION, sameState, type SubscriptionState } from './subscription-state.js';

export type ChangeReason = 'started' | 'switched' | 'renewed' | 'updated' | 'canceled';

/** What an append records, decided from the head it will follow. */
export interface Decision {
  kind: BillingEntryKind;
  subscription: SubscriptionState;
  grant: EntryGrant | null;
  /** Tokens taken back (a refund or dispute). */
  revocation?: EntryRevocation | null;
  /** Why the subscription changed (SubscriptionChanged.reason); ignored when it did not change. */
  reason: ChangeReason;
}

export interface AppendOutcome {
  /** The entry recording this fact: written now, or found (recorded earlier); null when nothing was due. */
  entry: BillingEntry | null;
  /** True when this call wrote the entry. */
  applied: boolean;
  /** The subscription after the append (or the head's, when nothing was written). */
  state: SubscriptionState;
}

/** A refusal decided against the head (e.g. subscribing to the plan one already has). */
export type Decide = (head: SubscriptionState) => Decision | null;

/**
 * A company's billing ledger: append-only entries, each carrying the subscription state after it
 * and, when tokens are due, a grant. Appending reads the head and inserts entry `seq + 1` with a
 * unique `_id` and a unique `uniqueRef`: the insert is a compare-and-swap (a racing writer fails on
 * the index and decides again from the new head) and each fact is recorded once, however many
 * webhook deliveries, pending-purchase checks or retries race to record it. The events travel in
 * the entry's outbox, in the same single write (no transactions on FerretDB).
 */
export class BillingLedger {
  constructor(
    private readonly entries: BillingEntryModel,
    private readonly relay: OutboxRelay,
    private readonly options: { maxAttempts: number } = { maxAttempts: 100 },
  ) {}

  async head(companyId: string): Promise<BillingEntry | null> {
    const [head] = await this.entries.find({ companyId }, { outbox: 0 }).sort({ seq: -1 }).limit(1).lean<BillingEntry[]>().exec();
    return head ?? null;
  }

  async state(companyId: string): Promise<SubscriptionState> {
    return (await this.head(companyId))?.subscription ?? NO_SUBSCRIPTION;
  }

  byRef(uniqueRef: string): Promise<BillingEntry | null> {
    return this.entries.findOne({ uniqueRef }, { outbox: 0 }).lean<BillingEntry>().exec();
  }

  /** Records the fact named `uniqueRef` once; `decide` may throw to refuse, or return null when nothing is due. */
  async append(companyId: string, uniqueRef: string, decide: Decide): Promise<AppendOutcome> {
    for (let attempt = 1; ; attempt += 1) {
      const recorded = await this.byRef(uniqueRef);
      if (recorded) return { entry: recorded, applied: false, state: await this.state(companyId) };
      const head = await this.head(companyId);
      const before = head?.subscription ?? NO_SUBSCRIPTION;
      const decision = decide(before);
      if (!decision) return { entry: null, applied: false, state: before };
      const seq = (head?.seq ?? 0) + 1;
      const entry: BillingEntry = {
        _id: `${companyId}:${seq}`,
        companyId,
        seq,
        kind: decision.kind,
        uniqueRef,
        subscription: decision.subscription,
        grant: decision.grant,
        revocation: decision.revocation ?? null,
        createdAt: new Date(),
      };
      const doc = new this.entries(entry);
      this.recordEvents(doc, entry, before, decision.reason);
      try {
        await doc.save();
      } catch (error) {
        // Someone appended first (same seq) or recorded the same fact: read again.
        if (!isDuplicateKeyError(error)) throw error;
        if (attempt >= this.options.maxAttempts) throw new Error(`Billing ledger of ${companyId} is too busy; try again`, { cause: error });
        await sleep(Math.floor(Math.random() * Math.min(50, attempt * 5)));
        continue;
      }
      if (entry.grant) tokensGranted.inc({ service: 'billing', reason: entry.grant.reason }, entry.grant.tokens);
      await this.relay.notify(this.entries, entry._id);
      return { entry, applied: true, state: entry.subscription };
    }
  }

  private recordEvents(doc: OutboxDocument<BillingEntry>, entry: BillingEntry, before: SubscriptionState, reason: ChangeReason): void {
    const after = entry.subscription;
    if (!sameState(before, after) && after.status !== 'none' && after.source) {
      doc.recordEvent(SubscriptionChangedV1, {
        aggregateId: entry.companyId,
        payload: {
          companyId: entry.companyId,
          version: entry.seq,
          status: after.status,
          hasSubscription: hasSubscription(after),
          plan: after.plan,
          tokensPerMonth: after.tokensPerMonth,
          nextRenewal: after.nextRenewal?.toISOString() ?? null,
          source: after.source,
          reason,
          changedAt: entry.createdAt.toISOString(),
        },
      });
    }
    if (entry.revocation) {
      doc.recordEvent(TokensRevokedV1, {
        aggregateId: entry.companyId,
        payload: {
          revocationId: entry.revocation.revocationId,
          companyId: entry.companyId,
          tokens: entry.revocation.tokens,
          reason: entry.revocation.reason,
          sourceRef: entry.revocation.sourceRef,
          revokedAt: entry.createdAt.toISOString(),
        },
      });
    }
    if (entry.grant) {
      doc.recordEvent(TokensGrantedV1, {
        aggregateId: entry.companyId,
        payload: {
          grantId: entry.grant.grantId,
          companyId: entry.companyId,
          tokens: entry.grant.tokens,
          reason: entry.grant.reason,
          sourceRef: entry.grant.sourceRef,
          grantedAt: entry.createdAt.toISOString(),
        },
      });
    }
  }
}
