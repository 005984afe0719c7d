import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Wallet } from '../../src/domain/wallet/wallet.service.js';
import { LedgerHeads } from '../../src/domain/wallet/ledger-heads.js';
import { walletEntryModel } from '../../src/models/wallet-entry.model.js';
import { uniqueSuffix, waitFor } from '@hiring/service-kit/testing';
import { type startTestPublisher } from '@hiring/test-kit/events';
import {
  companyDeployment,
  companyToken,
  graphql,
  newCompanyId,
  expectConsistentLedger,
  readLedger,
  startTwoReplicas,
  stopTwoReplicas,
  viewApplied,
  type CompanyService,
} from '../support/company-service.js';

/**
 * The wallet remembers each company's ledger head and reads only by `_id` (FerretDB/SQLite scans
 * the whole collection for any other filter). These prove the memory never decides wrongly: a
 * head another replica moved is caught up with, a cold head is found by its `_id`s, and two
 * replicas racing on one wallet still spend each ref once and never below zero. Real FerretDB and
 * Kafka, two replicas of the service on one database.
 */
const deployment = companyDeployment();
let replicas: [CompanyService, CompanyService];
let publisher: Awaited<ReturnType<typeof startTestPublisher>>;

const walletOf = (replica: CompanyService) => new Wallet(walletEntryModel(replica.connection), replica.relay);
const spendRef = (companyId: string, ref: string) => ({ reason: 'candidate_unlock' as const, refId: ref, uniqueRef: `unlock:${companyId}:${ref}` });

beforeAll(async () => {
  ({ publisher, replicas } = await startTwoReplicas(deployment));
}, 90_000);

afterAll(() => stopTwoReplicas({ publisher, replicas }));

describe('ledger heads in memory', () => {
  it('finds the head of a ledger it has never seen by _id lookups alone (any length)', async () => {
    const writer = walletOf(replicas[0]);
    for (const length of [0, 1, 2, 37]) {
      const companyId = newCompanyId();
      for (let i = 1; i <= length; i += 1) await writer.credit(companyId, i, `cold-${companyId}-${i}`);
      const heads = new LedgerHeads(walletEntryModel(replicas[1].connection));
      const known = await heads.get(companyId);
      expect(known.head?.seq ?? 0).toBe(length);
      expect(known.head?.balanceAfter ?? 0).toBe((length * (length + 1)) / 2);
      expect(await walletOf(replicas[1]).balance(companyId)).toBe((length * (length + 1)) / 2);
    }
  });

  it('a remembered head that another replica moved is caught up with before any answer', async () => {
    const companyId = newCompanyId();
    const mine = walletOf(replicas[0]);
    const theirs = walletOf(replicas[1]);
    await mine.credit(companyId, 15, `g1-${companyId}`);
    expect(await mine.balance(companyId)).toBe(15);
    // The other replica appends three entries: a balance read here must see them at once.
    await theirs.spend(companyId, 10, spendRef(companyId, 'a'));
    await theirs.credit(companyId, 100, `g2-${companyId}`);
    await theirs.spend(companyId, 10, spendRef(companyId, 'b'));
    expect(await mine.balance(companyId)).toBe(95);
    // Appending from a head remembered before the other replica's entries collides on _id, catches up, lands after them.
    await theirs.spend(companyId, 10, spendRef(companyId, 'c'));
    const next = await mine.spend(companyId, 10, spendRef(companyId, 'd'));
    expect(next).toMatchObject({ applied: true, entry: { seq: 6, balanceAfter: 75 } });
    // A ref the other replica charged is not charged again.
    const again = await mine.spend(companyId, 10, spendRef(companyId, 'c'));
    expect(again).toMatchObject({ applied: false, entry: { seq: 5 } });
    const entries = await readLedger(replicas[0], companyId);
    expect(entries.map((e) => e.delta)).toEqual([15, -10, 100, -10, -10, -10]);
    expectConsistentLedger(entries);
  });

  it('refuses a spend only against the true head: a credit made by another replica counts', async () => {
    const companyId = newCompanyId();
    const mine = walletOf(replicas[0]);
    const theirs = walletOf(replicas[1]);
    await mine.credit(companyId, 5, `g1-${companyId}`);
    await expect(mine.spend(companyId, 10, spendRef(companyId, 'x'))).rejects.toMatchObject({ balance: 5, cost: 10 });
    await theirs.credit(companyId, 20, `g2-${companyId}`);
    expect(await mine.spend(companyId, 10, spendRef(companyId, 'x'))).toMatchObject({ applied: true, entry: { seq: 3, balanceAfter: 15 } });
    expectConsistentLedger(await readLedger(replicas[0], companyId));
  });

  it('a charge made before this process remembered the company (e.g. before a restart) is found, not repeated', async () => {
    const companyId = newCompanyId();
    const before = walletOf(replicas[0]);
    await before.credit(companyId, 30, `g-${companyId}`);
    await before.spend(companyId, 10, spendRef(companyId, 'old'));
    await before.credit(companyId, 1, `g2-${companyId}`);
    const restarted = walletOf(replicas[0]);
    expect(await restarted.spend(companyId, 10, spendRef(companyId, 'old'))).toMatchObject({ applied: false, entry: { seq: 2 } });
    expect(await restarted.balance(companyId)).toBe(21);
    expect((await readLedger(replicas[0], companyId)).map((e) => e.delta)).toEqual([30, -10, 1]);
  });

  it('spending and reading the balance filter by _id only (any other filter is a whole-collection read on FerretDB/SQLite)', async () => {
    const companyId = newCompanyId();
    const wallet = walletOf(replicas[1]);
    await wallet.credit(companyId, 50, `g-${companyId}`);
    const filters: string[] = [];
    replicas[1].connection.set('debug', (collection: string, method: string, filter?: unknown) => {
      if (collection === 'wallet_entries' && method.startsWith('find')) filters.push(JSON.stringify(filter));
    });
    try {
      await wallet.spend(companyId, 10, spendRef(companyId, 'a'));
      await wallet.spend(companyId, 10, spendRef(companyId, 'a'));
      expect(await wallet.balance(companyId)).toBe(40);
      expect(await walletOf(replicas[1]).balance(companyId)).toBe(40);
    } finally {
      replicas[1].connection.set('debug', false);
    }
    expect(filters.length).toBeGreaterThan(0);
    for (const filter of filters) expect(Object.keys(JSON.parse(filter) as object)).toEqual(['_id']);
  });

  it('two replicas racing on one wallet: every ref charged once, never below zero, both agree on the balance', async () => {
    const companyId = newCompanyId();
    const wallets = [walletOf(replicas[0]), walletOf(replicas[1])];
    await wallets[0]!.credit(companyId, 155, `g-${companyId}`);
    // Warm one replica's memory, leave the other cold: both kinds of memory race.
    await wallets[0]!.balance(companyId);
    const refs = Array.from({ length: 30 }, (_, i) => `c${i}`);
    const attempts = refs.flatMap((ref) => wallets.map((wallet) => () => wallet.spend(companyId, 10, spendRef(companyId, ref))));
    attempts.sort(() => Math.random() - 0.5);
    const outcomes = await Promise.allSettled(attempts.map((attempt) => attempt()));
    const applied = outcomes.filter((o) => o.status === 'fulfilled' && o.value.applied);
    const refused = outcomes.filter((o) => o.status === 'rejected');
    for (const o of refused) expect((o as PromiseRejectedResult).reason).toMatchObject({ cost: 10 });
    expect(applied).toHaveLength(15);
    const entries = await readLedger(replicas[0], companyId);
    expectConsistentLedger(entries);
    expect(entries).toHaveLength(16);
    expect(entries.at(-1)!.balanceAfter).toBe(5);
    for (const wallet of wallets) expect(await wallet.balance(companyId)).toBe(5);
  }, 60_000);
});

/** A mongoose debug hook recording each find as `<collection> [<filter keys>]`. */
const readRecorder = (reads: string[]) => (collection: string, method: string, filter?: unknown) => {
  if (method.startsWith('find')) reads.push(`${collection} ${JSON.stringify(Object.keys((filter ?? {}) as object))}`);
};

/**
 * The reads that filter on something other than `_id`. The webhook consumer (not the unlock or
 * search path) looks up the company's endpoints on each unlock event, in the background, on
 * whichever replica holds the event's partition, so it may land inside a test's window: one
 * equality read on an indexed field, which FerretDB pushes down like `_id`.
 */
// Left out: background reads that land in the window by timing, not the unlock path: the webhook
// consumer's endpoints lookup, and the delivery worker's poll for due retries (a timer, every 5 s).
const BACKGROUND_READS = new Set(['webhook_endpoints ["companyId"]', 'webhook_deliveries ["state"]']);
const notById = (reads: string[]) => reads.filter((read) => !read.endsWith('["_id"]') && !BACKGROUND_READS.has(read));

describe('the unlock path', () => {
  const UNLOCK = `mutation U($id: ID!) { unlockCandidate(candidateId: $id) { tokens tokensSpent alreadyUnlocked candidate { id isUnlocked } } }`;
  type Unlocked = { unlockCandidate: { tokens: number; tokensSpent: number; alreadyUnlocked: boolean; candidate: { id: string; isUnlocked: boolean } } };

  it('reads by _id only, and a repeat on the replica that unlocked needs no unlock read; the other replica reads and agrees', async () => {
    const companyId = newCompanyId();
    const token = companyToken(companyId);
    await publisher.events.companyRegistered(companyId, { companyName: `Heads ${uniqueSuffix()}`, website: null });
    await publisher.events.grant(companyId, 30);
    const { profile, interviews } = await publisher.events.candidate({ skills: [`heads${uniqueSuffix()}`] }, [{ companyName: 'Some Employer' }]);
    const last = (await publisher.events.updated({ ...interviews[0]!, revision: 2 })).id;
    for (const replica of replicas) await viewApplied(replica, last);
    await waitFor(
      async () => (await graphql<{ companyTokens: { tokens: number } }>(replicas[0], token, '{ companyTokens { tokens } }')).data?.companyTokens.tokens === 30,
      {
        what: 'the grant',
        timeoutMs: 60_000,
      },
    );
    const reads: string[] = [];
    const watch = (replica: CompanyService) => replica.connection.set('debug', readRecorder(reads));
    watch(replicas[0]);
    try {
      const first = await graphql<Unlocked>(replicas[0], token, UNLOCK, { id: profile.candidateId });
      expect(first.data?.unlockCandidate).toMatchObject({ tokens: 20, tokensSpent: 10, alreadyUnlocked: false, candidate: { isUnlocked: true } });
      const before = reads.length;
      const repeat = await graphql<Unlocked>(replicas[0], token, UNLOCK, { id: profile.candidateId });
      expect(repeat.data?.unlockCandidate).toMatchObject({ tokens: 20, tokensSpent: 0, alreadyUnlocked: true });
      expect(reads.slice(before).filter((read) => read.startsWith('unlocks '))).toEqual([]);
      replicas[0].connection.set('debug', false);
      watch(replicas[1]);
      const elsewhere = await graphql<Unlocked>(replicas[1], token, UNLOCK, { id: profile.candidateId });
      expect(elsewhere.data?.unlockCandidate).toMatchObject({ tokens: 20, tokensSpent: 0, alreadyUnlocked: true });
    } finally {
      for (const replica of replicas) replica.connection.set('debug', false);
    }
    expect(reads.length).toBeGreaterThan(0);
    // The outbox relay's reads are by _id too; the unlock path must never filter on anything else.
    expect(notById(reads)).toEqual([]);
    expect(await replicas[1].connection.collection('unlocks').countDocuments({ companyId })).toBe(1);
    expectConsistentLedger(await readLedger(replicas[0], companyId));
  }, 90_000);

  it("searches keep the company's unlocked candidates current from the ledger by _id: its own unlock at once, another replica's within a second", async () => {
    const companyId = newCompanyId();
    const token = companyToken(companyId);
    const skill = `ctx${uniqueSuffix().replace(/\W/g, '')}`;
    await publisher.events.companyRegistered(companyId, { companyName: `Context ${uniqueSuffix()}`, website: null });
    await publisher.events.grant(companyId, 30);
    const a = await publisher.events.candidate({ skills: [skill] }, [{ companyName: 'Some Employer' }]);
    const b = await publisher.events.candidate({ skills: [skill] }, [{ companyName: 'Other Employer' }]);
    const last = (await publisher.events.updated({ ...b.interviews[0]!, revision: 2 })).id;
    for (const replica of replicas) await viewApplied(replica, last);
    await waitFor(
      async () => (await graphql<{ companyTokens: { tokens: number } }>(replicas[0], token, '{ companyTokens { tokens } }')).data?.companyTokens.tokens === 30,
      {
        what: 'the grant',
        timeoutMs: 60_000,
      },
    );
    const SEARCH = `query S($skills: String) { searchCandidates(input: { skills: $skills }) { candidates { id isUnlocked } } }`;
    const unlockedIn = async (replica: CompanyService) => {
      const found = await graphql<{ searchCandidates: { candidates: { id: string; isUnlocked: boolean }[] } }>(replica, token, SEARCH, { skills: skill });
      return new Set(found.data!.searchCandidates.candidates.filter((c) => c.isUnlocked).map((c) => c.id));
    };
    expect(await unlockedIn(replicas[0])).toEqual(new Set()); // the first search reads the company's unlocks once
    const reads: string[] = [];
    replicas[0].connection.set('debug', readRecorder(reads));
    try {
      await graphql(replicas[0], token, UNLOCK, { id: a.profile.candidateId });
      expect(await unlockedIn(replicas[0])).toEqual(new Set([a.profile.candidateId]));
      await graphql(replicas[1], token, UNLOCK, { id: b.profile.candidateId });
      await waitFor(async () => (await unlockedIn(replicas[0])).has(b.profile.candidateId), { what: "the other replica's unlock", timeoutMs: 3000 });
      expect(await unlockedIn(replicas[0])).toEqual(new Set([a.profile.candidateId, b.profile.candidateId]));
    } finally {
      replicas[0].connection.set('debug', false);
    }
    expect(reads.length).toBeGreaterThan(0);
    expect(notById(reads)).toEqual([]);
  }, 90_000);
});
