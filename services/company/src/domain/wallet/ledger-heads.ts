import type { WalletEntry, WalletEntryModel } from '../../models/wallet-entry.model.js';

/** What this process knows of one company's ledger: its head and the refs of entries it saw. */
export interface KnownLedger {
  head: WalletEntry | null;
  /** uniqueRef -> entry, for entries this process wrote or read (most recent kept). */
  refs: Map<string, WalletEntry>;
}

const MAX_COMPANIES = 10_000;
const MAX_REFS_PER_COMPANY = 2_000;

export const walletEntryId = (companyId: string, seq: number) => `${companyId}:${seq}`;

/**
 * Per-process memory of ledger heads, read only by `_id` (on FerretDB/SQLite the only indexed
 * lookup; a filter on companyId or a sort on seq reads the whole collection).
 *
 * Correct across replicas because a company's seqs are contiguous (each entry is inserted as
 * head + 1 and never deleted): the true head is the last seq whose successor is missing, so
 * - a cold company's head is found by an exponential then binary search on `_id`s (log n reads);
 * - a remembered head is brought up to date by reading `seq + 1` by `_id` (`catchUp`; one read
 *   when nothing moved), which every balance read does;
 * - an append from a stale head collides on `_id` (the insert is the compare-and-swap), and the
 *   writer catches up and retries. The unique indexes stay the final guard; memory only saves reads.
 * Remembered refs are a hint: a ref not in memory is still refused by the unique `uniqueRef`.
 */
export class LedgerHeads {
  private readonly known = new Map<string, KnownLedger>();
  private readonly loading = new Map<string, Promise<KnownLedger>>();

  constructor(private readonly entries: WalletEntryModel) {}

  /** The company's ledger as remembered (loaded on first use; not necessarily current: see catchUp). */
  async get(companyId: string): Promise<KnownLedger> {
    const known = this.known.get(companyId);
    if (known) {
      // Most recently used last, so eviction drops the coldest company.
      this.known.delete(companyId);
      this.known.set(companyId, known);
      return known;
    }
    let loading = this.loading.get(companyId);
    if (!loading) {
      loading = this.load(companyId).finally(() => this.loading.delete(companyId));
      this.loading.set(companyId, loading);
    }
    return loading;
  }

  /**
   * Moves the remembered head to the true head (entries other replicas appended); true when it
   * moved. One `_id` read when it is current.
   */
  async catchUp(companyId: string, ledger: KnownLedger): Promise<boolean> {
    const from = ledger.head?.seq ?? 0;
    const head = await this.headAfter(companyId, ledger.head, (entry) => remember(ledger, entry));
    if (!head || head.seq <= from) return false;
    advance(ledger, head);
    return true;
  }

  /** After this process appended `entry` (or found it): head and refs move forward. */
  record(ledger: KnownLedger, entry: WalletEntry): void {
    remember(ledger, entry);
    advance(ledger, entry);
  }

  /**
   * Every entry after `seq`, in order, each read by `_id` (one read when there is none): for
   * readers that need each entry, not only the head (the unlocked candidates of a company).
   */
  async entriesAfter(companyId: string, seq: number): Promise<WalletEntry[]> {
    const found: WalletEntry[] = [];
    for (let next = seq + 1; ; next += 1) {
      const entry = await this.entries.findById(walletEntryId(companyId, next), { outbox: 0 }).lean<WalletEntry>().exec();
      if (!entry) return found;
      found.push(entry);
    }
  }

  /** Forgets a company (tests; or memory that cannot be trusted any more). */
  forget(companyId: string): void {
    this.known.delete(companyId);
  }

  private async load(companyId: string): Promise<KnownLedger> {
    const ledger: KnownLedger = { head: null, refs: new Map() };
    const head = await this.headAfter(companyId, null, (entry) => remember(ledger, entry));
    if (head) advance(ledger, head);
    // A load racing an append of this process: keep whichever is further.
    const raced = this.known.get(companyId);
    if (raced && (raced.head?.seq ?? 0) >= (ledger.head?.seq ?? 0)) return raced;
    this.known.set(companyId, ledger);
    if (this.known.size > MAX_COMPANIES) this.known.delete(this.known.keys().next().value as string);
    return ledger;
  }

  /**
   * The head at or after `from` (null: no entries): `from.seq + 1` first (the common case: it is
   * missing), then doubling steps until a seq is missing, then bisection between the last seq
   * found and the first missing one.
   */
  private async headAfter(companyId: string, from: WalletEntry | null, seen: (entry: WalletEntry) => void): Promise<WalletEntry | null> {
    const read = async (seq: number) => {
      const entry = await this.entries.findById(walletEntryId(companyId, seq), { outbox: 0 }).lean<WalletEntry>().exec();
      if (entry) seen(entry);
      return entry;
    };
    let found = from;
    let base = from?.seq ?? 0;
    let step = 1;
    let missing: number;
    for (;;) {
      const entry = await read(base + step);
      if (!entry) {
        missing = base + step;
        break;
      }
      found = entry;
      base = entry.seq;
      step *= 2;
    }
    // found.seq (or 0) exists, `missing` does not: bisect.
    let low = found?.seq ?? 0;
    let high = missing;
    while (high - low > 1) {
      const mid = Math.floor((low + high) / 2);
      const entry = await read(mid);
      if (entry) {
        found = entry;
        low = mid;
      } else high = mid;
    }
    return found;
  }
}

function advance(ledger: KnownLedger, entry: WalletEntry): void {
  if (!ledger.head || entry.seq > ledger.head.seq) ledger.head = entry;
}

function remember(ledger: KnownLedger, entry: WalletEntry): void {
  ledger.refs.set(entry.uniqueRef, entry);
  if (ledger.refs.size > MAX_REFS_PER_COMPANY) ledger.refs.delete(ledger.refs.keys().next().value as string);
}
