import { errors, type Client } from '@opensearch-project/opensearch';
import { inClientSpan } from '@hiring/service-kit';
import { candidateIdOf, NO_RECORDS, storedCandidate, withRecord, type CandidateRecords, type SearchRecord } from './candidate-records.js';

export interface CandidateWriterOptions {
  client: Client;
  /** The alias the writes go through (index-mapping.ts). */
  alias: string;
  /** Conflicting writes to one candidate before giving up (the consumer then redelivers). */
  maxAttempts?: number;
  /** Answer once searches see the write (the live writer, read-your-writes); a rebuild refreshes once at the end. */
  waitForRefresh?: boolean;
  /**
   * Whether the candidate was erased (their erasure receipt): their events, late or replayed by a
   * rebuild, write nothing, so an erased person does not come back (docs/decisions/privacy-rights.md#erasure).
   */
  erased?: (candidateId: string) => Promise<boolean>;
}

export type WriteOutcome = 'written' | 'unchanged';

/**
 * The live writer of the search index: each event's record goes into its candidate's document.
 *
 * One candidate's events arrive on several partitions (interviews are keyed by interview), so two
 * consumers may change one document at once. Each write therefore reads the document with its
 * `_seq_no`/`_primary_term`, applies the record to the records kept in it (the highest revision
 * wins, so redeliveries and reordering change nothing) and writes it back only if nobody wrote in
 * between (`if_seq_no`/`if_primary_term`, or `op_type=create` for a new candidate); on a conflict it
 * reads again. External versions cannot do this: two writers may derive equal revision sums from
 * different bases, and one change would be dropped (docs/decisions/search-engine.md).
 *
 * `refresh=wait_for`: the event counts as handled once searches see it, so a consumer group that
 * has caught up means a search that shows it (the read barrier's guarantee, as with the in-memory view).
 */
export class CandidateWriter {
  private readonly maxAttempts: number;

  constructor(private readonly options: CandidateWriterOptions) {
    this.maxAttempts = options.maxAttempts ?? 50;
  }

  async apply(item: SearchRecord): Promise<WriteOutcome> {
    const id = candidateIdOf(item);
    if (await this.options.erased?.(id)) return 'unchanged';
    for (let attempt = 1; ; attempt += 1) {
      const current = await this.read(id);
      const records = withRecord(current?.records ?? NO_RECORDS, item);
      if (!records) return 'unchanged';
      try {
        const index = current?.index ?? this.options.alias;
        await this.call('index', index, () =>
          this.options.client.index({
            // Back where it was read: the alias may have moved meanwhile (a rebuild), and the
            // sequence number belongs to that index's copy.
            index,
            id,
            body: storedCandidate(id, records) as never,
            ...(this.options.waitForRefresh === false ? {} : { refresh: 'wait_for' as const }),
            ...(current ? { if_seq_no: current.seqNo, if_primary_term: current.primaryTerm } : { op_type: 'create' as const }),
          }),
        );
        return 'written';
      } catch (error) {
        if (!isConflict(error) || attempt >= this.maxAttempts) throw error;
        // Another writer changed the candidate first: start again from its document.
        await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(50, attempt * 5)));
      }
    }
  }

  /** A request to OpenSearch in a client span (tracing on), as the service's database calls are. */
  private call<T>(operation: string, index: string, work: () => Promise<T>): Promise<T> {
    return inClientSpan(
      'company',
      `opensearch ${operation}`,
      { 'db.system.name': 'opensearch', 'db.operation.name': operation, 'db.collection.name': index },
      work,
    );
  }

  /** Removes the candidate's document from every index behind the alias (an erasure); 1 when one was there. */
  async remove(candidateId: string, indices: readonly string[]): Promise<number> {
    let removed = 0;
    for (const index of indices) {
      try {
        await this.call('delete', index, () => this.options.client.delete({ index, id: candidateId, refresh: true }));
        removed = 1;
      } catch (error) {
        if (!(error instanceof errors.ResponseError && error.statusCode === 404)) throw error;
      }
    }
    return removed;
  }

  /** The candidate's records (tests, diagnostics), or null when there is no document yet. */
  async records(candidateId: string): Promise<CandidateRecords | null> {
    return (await this.read(candidateId))?.records ?? null;
  }

  private async read(id: string): Promise<{ records: CandidateRecords; index: string; seqNo: number; primaryTerm: number } | null> {
    try {
      // A get by id is real-time: it sees the latest write, refreshed or not.
      const found = await this.call('get', this.options.alias, () => this.options.client.get({ index: this.options.alias, id, _source: ['records'] as never }));
      const body = found.body as { found: boolean; _index: string; _seq_no?: number; _primary_term?: number; _source?: { records?: CandidateRecords } };
      if (!body.found || body._seq_no === undefined || body._primary_term === undefined) return null;
      return { records: body._source?.records ?? NO_RECORDS, index: body._index, seqNo: body._seq_no, primaryTerm: body._primary_term };
    } catch (error) {
      if (error instanceof errors.ResponseError && error.statusCode === 404) return null;
      throw error;
    }
  }
}

const isConflict = (error: unknown) => error instanceof errors.ResponseError && error.statusCode === 409;
