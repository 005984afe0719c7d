import type { CandidateEntry } from '../candidate-entry.js';

/**
 * Entries this replica has parsed, keyed by the exact document version they were read from: the
 * concrete index, the id, and the shard's sequence number with its primary term. A search asks
 * the engine for ids and versions only and takes the entries of versions it has seen from here,
 * so the page's stored entries (about 150 KiB of JSON a page) are neither sent by the engine nor
 * parsed again. A version names one write of one document, so an entry found here is never
 * stale; a newer write has another version and misses. Bounded, least recently used first out;
 * nothing here is needed to answer (a replica starts empty and stays stateless).
 */
export class EntryCache {
  private readonly entries = new Map<string, { version: string; entry: CandidateEntry }>();

  constructor(readonly capacity: number) {}

  get(index: string, id: string, version: string): CandidateEntry | undefined {
    const key = `${index}/${id}`;
    const found = this.entries.get(key);
    if (!found || found.version !== version) return undefined;
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, found);
    return found.entry;
  }

  set(index: string, id: string, version: string, entry: CandidateEntry): void {
    if (this.capacity <= 0) return;
    const key = `${index}/${id}`;
    this.entries.delete(key);
    this.entries.set(key, { version, entry });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.capacity) break;
      this.entries.delete(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

/** A document version as the engine reports it on a hit or a get (`seq_no_primary_term`). */
export const documentVersion = (doc: { _seq_no?: number; _primary_term?: number }): string | undefined =>
  doc._seq_no === undefined || doc._primary_term === undefined ? undefined : `${doc._seq_no}:${doc._primary_term}`;
