import { promisify } from 'node:util';
import { gunzipSync, gzip } from 'node:zlib';
import { Schema, type Connection, type Model } from 'mongoose';
import type { Logger } from 'pino';
import type { SearchIndex } from './search-index.js';
import { decodeAnyChunk, encodeBinaryChunk, type ChunkRecords } from './snapshot-codec.js';
import type { Offsets } from './search-view-feed.js';

const gzipAsync = promisify(gzip);
/**
 * Output buffer of one inflate step. zlib's default (16 KiB) makes a chunk of ~15 MiB of JSON take
 * a thousand steps, each allocating a buffer and (async) crossing threads: profiled at 100,000
 * candidates, that was most of the start (createUnsafeBuffer, zlib callbacks and the GC they cause).
 * Synchronous with 4 MiB steps inflates the same chunk in a few milliseconds.
 */
const INFLATE_CHUNK_BYTES = 4 << 20;

/**
 * Snapshots of the in-memory view, for a fast start: the newest record of every profile and
 * interview (what the view is derived from — events only), gzipped in a few large chunks, with
 * the Kafka positions the view had reached when they were taken. A replica that starts from a
 * snapshot replays the topics from those positions, so it needs neither the projection's
 * million small documents (FerretDB reads those at about a thousand a second) nor anything but
 * events. The projection stays the durable form and the fallback when there is no usable snapshot.
 *
 * Written manifest first (incomplete), chunks, then the manifest marked complete (the commit point), by one replica per
 * interval (a lease is an insert with a unique key); older snapshots are removed after a newer
 * one is complete.
 */
/**
 * 3: columns as int32 after a JSON header (`snapshot-codec.ts`). Still loaded: 2, the same columns
 * in JSON; 1, one JSON object per record.
 */
export const SNAPSHOT_FORMAT = 3;
const LOADABLE_FORMATS = [1, 2, 3];
const RECORDS_PER_CHUNK = 20_000;
/** Chunks being read while one is decoded (FerretDB answers several reads at once; a chunk is a few MiB). */
const READ_AHEAD = 3;

export interface SnapshotManifest {
  _id: string;
  format: number;
  createdAt: Date;
  positions: Offsets;
  chunks: number;
  profiles: number;
  interviews: number;
  /** False while the chunks are being written; absent on snapshots written before it existed (complete). */
  complete?: boolean;
}

interface SnapshotChunk {
  _id: string;
  snapshotId: string;
  index: number;
  data: Buffer;
}

interface SnapshotLease {
  _id: string;
  createdAt: Date;
}

const manifestSchema = new Schema<SnapshotManifest>(
  {
    _id: { type: String, required: true },
    format: { type: Number, required: true },
    createdAt: { type: Date, required: true },
    positions: { type: [{ topic: String, partition: Number, offset: String, _id: false }], required: true },
    chunks: { type: Number, required: true },
    profiles: { type: Number, required: true },
    interviews: { type: Number, required: true },
    complete: { type: Boolean },
  },
  { versionKey: false },
);
const chunkSchema = new Schema<SnapshotChunk>(
  {
    _id: { type: String, required: true },
    snapshotId: { type: String, required: true },
    index: { type: Number, required: true },
    data: { type: Buffer, required: true },
  },
  { versionKey: false },
);
chunkSchema.index({ snapshotId: 1 });
const leaseSchema = new Schema<SnapshotLease>({ _id: { type: String, required: true }, createdAt: { type: Date, required: true } }, { versionKey: false });

export class ViewSnapshots {
  private readonly manifests: Model<SnapshotManifest>;
  private readonly chunks: Model<SnapshotChunk>;
  private readonly leases: Model<SnapshotLease>;

  constructor(
    connection: Connection,
    private readonly logger: Logger,
  ) {
    this.manifests = connection.model<SnapshotManifest>('SearchViewSnapshot', manifestSchema, 'search_view_snapshots');
    this.chunks = connection.model<SnapshotChunk>('SearchViewSnapshotChunk', chunkSchema, 'search_view_snapshot_chunks');
    this.leases = connection.model<SnapshotLease>('SearchViewSnapshotLease', leaseSchema, 'search_view_snapshot_leases');
  }

  async latest(): Promise<SnapshotManifest | null> {
    const all = (await this.manifests.find({}).lean<SnapshotManifest[]>().exec()).filter((m) => LOADABLE_FORMATS.includes(m.format) && m.complete !== false);
    return all.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0] ?? null;
  }

  /**
   * Applies a snapshot to the view; null (and nothing applied) when a chunk is missing. Returns
   * how long reading, decoding and deriving took.
   */
  async loadInto(manifest: SnapshotManifest, index: SearchIndex): Promise<{ readMs: number; decodeMs: number; deriveMs: number } | null> {
    // Each chunk by its _id (the one filter FerretDB answers from an index; a filter on snapshotId
    // would read and decode the whole chunk collection), the next one read while this one is
    // decoded and applied: FerretDB reads in its own process, so the read mostly overlaps.
    const read = (i: number) => {
      const started = Date.now();
      return this.chunks
        .findById(`${manifest._id}:${i}`)
        .lean<SnapshotChunk>()
        .exec()
        .then((chunk) => ({ chunk, ms: Date.now() - started }));
    };
    let readMs = 0;
    let decodeMs = 0;
    let deriveMs = 0;
    // Chunk by chunk, so only one decoded chunk is alive at a time. (A missing chunk or one that
    // fails to decode leaves what was applied: the caller then loads the projection over it,
    // which is harmless, records being order-free.)
    index.beginBulk();
    try {
      const ahead: ReturnType<typeof read>[] = [];
      for (let i = 0; i < Math.min(READ_AHEAD, manifest.chunks); i += 1) ahead.push(read(i));
      for (let i = 0; i < manifest.chunks; i += 1) {
        const waitStarted = Date.now();
        const { chunk } = await ahead.shift()!;
        readMs += Date.now() - waitStarted; // only the wait the overlap did not hide
        if (!chunk) {
          await Promise.allSettled(ahead);
          return null;
        }
        if (i + READ_AHEAD < manifest.chunks) ahead.push(read(i + READ_AHEAD));
        let t = Date.now();
        const data = Buffer.isBuffer(chunk.data) ? chunk.data : Buffer.from((chunk.data as { buffer: ArrayBuffer }).buffer);
        const content = decodeAnyChunk(gunzipSync(data, { chunkSize: INFLATE_CHUNK_BYTES }));
        const columnar = content.columnar;
        decodeMs += Date.now() - t;
        t = Date.now();
        for (const record of content.profiles) index.applyProfile(record);
        // Decoded here, so handed over; a columnar chunk's strings are shared already.
        for (const record of content.interviews) index.applyInterview(record, columnar ? 'interned' : true);
        deriveMs += Date.now() - t;
        await new Promise<void>((resolve) => setImmediate(resolve)); // let the process answer probes between chunks
      }
    } finally {
      const t = Date.now();
      index.endBulk(); // derives every touched candidate once
      deriveMs += Date.now() - t;
    }
    return { readMs, decodeMs, deriveMs };
  }

  /** Takes the lease of a time slot; only the replica that gets it writes the slot's snapshot. */
  async lease(slot: string): Promise<boolean> {
    try {
      await this.leases.create({ _id: slot, createdAt: new Date() });
      // The two slots before this one are over: their leases go, by _id (leases of slots no replica
      // ran in were never written; any left by a gap stay, a few bytes each).
      const n = /^slot:(\d+)$/.exec(slot)?.[1];
      if (n) for (const before of [Number(n) - 1, Number(n) - 2]) await this.leases.deleteOne({ _id: `slot:${before}` }).exec();
      return true;
    } catch (error) {
      if (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 11000) return false;
      throw error;
    }
  }

  /**
   * Writes a snapshot of `records` taken at `positions` (both read in one tick by the caller),
   * then removes older snapshots. Serialising and compressing yield between chunks.
   */
  async write(records: ChunkRecords, positions: Offsets): Promise<SnapshotManifest> {
    const started = Date.now();
    const id = `${new Date().toISOString()}-${Math.random().toString(36).slice(2, 8)}`;
    const parts: ChunkRecords[] = [];
    for (let i = 0; i < records.profiles.length; i += RECORDS_PER_CHUNK)
      parts.push({ profiles: records.profiles.slice(i, i + RECORDS_PER_CHUNK), interviews: [] });
    for (let i = 0; i < records.interviews.length; i += RECORDS_PER_CHUNK)
      parts.push({ profiles: [], interviews: records.interviews.slice(i, i + RECORDS_PER_CHUNK) });
    const manifest: SnapshotManifest = {
      _id: id,
      format: SNAPSHOT_FORMAT,
      createdAt: new Date(),
      positions,
      chunks: parts.length,
      profiles: records.profiles.length,
      interviews: records.interviews.length,
      complete: false,
    };
    // The manifest first, incomplete, so that the chunks of a writer that dies are known by id
    // (chunk i of snapshot s is `s:i`) and removed without a query on anything but _id; marking it
    // complete is the commit point.
    await this.manifests.create(manifest);
    for (const [index, content] of parts.entries()) {
      const data = await gzipAsync(encodeBinaryChunk(content.profiles, content.interviews), { level: 1 });
      await this.chunks.create({ _id: `${id}:${index}`, snapshotId: id, index, data });
    }
    await this.manifests.updateOne({ _id: id }, { $set: { complete: true } }).exec();
    manifest.complete = true;
    // Older snapshots go once this one is complete; an incomplete one only when surely abandoned.
    // (The manifests are a handful of small documents; the chunks, hundreds of MiB, are only ever
    // addressed by _id.)
    const others = await this.manifests
      .find({}, { _id: 1, createdAt: 1, chunks: 1, complete: 1 })
      .lean<Pick<SnapshotManifest, '_id' | 'createdAt' | 'chunks' | 'complete'>[]>()
      .exec();
    for (const old of others) {
      if (old._id === id || old.createdAt.getTime() >= manifest.createdAt.getTime()) continue;
      if (old.complete === false && old.createdAt.getTime() > Date.now() - 3600_000) continue; // still being written, perhaps
      for (let i = 0; i < old.chunks; i += 1) await this.chunks.deleteOne({ _id: `${old._id}:${i}` }).exec();
      await this.manifests.deleteOne({ _id: old._id }).exec();
    }
    this.logger.info(
      { snapshotId: id, chunks: parts.length, profiles: manifest.profiles, interviews: manifest.interviews, ms: Date.now() - started },
      'search view snapshot written',
    );
    return manifest;
  }

  async clear(): Promise<void> {
    await this.manifests.deleteMany({}).exec();
    await this.chunks.deleteMany({}).exec();
    await this.leases.deleteMany({}).exec();
  }
}
