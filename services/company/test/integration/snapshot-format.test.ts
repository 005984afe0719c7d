import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gzipSync } from 'node:zlib';
import mongoose, { type Connection } from 'mongoose';
import { createLogger } from '@hiring/service-kit';
import { uniqueSuffix } from '@hiring/service-kit/testing';
import { interviewDeletedRecord, interviewSnapshotRecord, profileRecord, type InterviewRecord, type ProfileRecord } from '../../src/domain/search/records.js';
import { SearchIndex } from '../../src/domain/search/search-index.js';
import { decodeBinaryChunk, decodeChunk, encodeBinaryChunk, encodeChunk, isBinaryChunk } from '../../src/domain/search/snapshot-codec.js';
import { SNAPSHOT_FORMAT, ViewSnapshots } from '../../src/domain/search/view-snapshots.js';
import { aProfile, anInterview } from '@hiring/test-kit/events';

/**
 * The snapshot's columnar chunk formats (3, int32 columns; 2, the same in JSON): records come back
 * exactly as written (odd ones kept whole), a snapshot written to FerretDB loads into a view equal
 * to the one it was taken from, and snapshots of formats 1 and 2 still load. Real FerretDB.
 */
function sampleRecords(): { profiles: ProfileRecord[]; interviews: InterviewRecord[] } {
  const profiles: ProfileRecord[] = [];
  const interviews: InterviewRecord[] = [];
  for (let n = 0; n < 30; n += 1) {
    const profile = aProfile({ skills: ['Go', `s${n % 4}`], discoverable: n % 7 !== 0 });
    profiles.push(profileRecord(profile));
    interviews.push(
      interviewSnapshotRecord(anInterview(profile.candidateId, { companyName: `Co ${n % 5}`, stage: n % 2 ? 'offer' : 'onsite', revision: 1 + (n % 3) })),
      interviewSnapshotRecord(
        anInterview(profile.candidateId, {
          companyDomain: null,
          interviewDate: null,
          aiSummary: null,
          evidence: {
            kind: 'hiring_system',
            signingDomain: 'us.greenhouse-mail.io',
            system: 'Greenhouse',
            employer: `Co ${n}`,
            label: `Signed by Greenhouse for Co ${n}`,
            level: 'sender_named',
          },
        }),
      ),
      interviewSnapshotRecord(anInterview(profile.candidateId, { visibility: 'private', companyName: 'Secret Employer' })),
      interviewDeletedRecord({ interviewId: `gone-${n}`, candidateId: profile.candidateId, revision: 4 }),
    );
  }
  return { profiles, interviews };
}

describe('columnar snapshot chunks', () => {
  it('decode to exactly the records encoded, sharing equal strings', () => {
    const { profiles, interviews } = sampleRecords();
    const decoded = decodeChunk(JSON.parse(JSON.stringify(encodeChunk(profiles, interviews))));
    expect(decoded.profiles).toEqual(profiles);
    expect(decoded.interviews).toEqual(interviews);
    const [a, b] = decoded.interviews.filter((r) => r.interview?.position);
    expect(a!.interview!.position).toBe(b!.interview!.position);
  });

  it('keep a record of another shape whole (a later field, an unusual _id, another type)', () => {
    const candidateId = 'cand-odd';
    const later = { ...interviewSnapshotRecord(anInterview(candidateId)), note: 'a field of a later version' } as InterviewRecord;
    const base = interviewSnapshotRecord(anInterview(candidateId));
    const oddId = { ...base, _id: 'legacy-id' };
    const laterData = { ...base, interview: { ...base.interview!, salaryBand: 'B' } } as InterviewRecord;
    const stringRank = { ...base, _id: `${base.interviewId}:1`, interview: { ...base.interview!, stageRank: '5' } } as unknown as InterviewRecord;
    const chunk = encodeChunk([], [later, oddId, laterData, stringRank]);
    expect(chunk.raw).toHaveLength(4);
    expect(decodeChunk(JSON.parse(JSON.stringify(chunk))).interviews).toEqual([later, oddId, laterData, stringRank]);
  });
});

describe('binary snapshot chunks (format 3)', () => {
  it('decode to exactly the records encoded, sharing equal strings and equal evidence', () => {
    const { profiles, interviews } = sampleRecords();
    const data = encodeBinaryChunk(profiles, interviews);
    expect(isBinaryChunk(data)).toBe(true);
    const decoded = decodeBinaryChunk(data);
    expect(decoded.profiles).toEqual(profiles);
    expect(decoded.interviews).toEqual(interviews);
    const withPosition = decoded.interviews.filter((r) => r.interview?.position);
    expect(withPosition[0]!.interview!.position).toBe(withPosition[1]!.interview!.position);

    const evidence = {
      kind: 'hiring_system',
      signingDomain: 'ashbyhq.com',
      system: 'Ashby',
      employer: 'Same Co',
      label: 'Signed by Ashby for Same Co',
      level: 'sender_named',
    } as const;
    const twice = [1, 2].map(() => interviewSnapshotRecord(anInterview('cand-same', { evidence: { ...evidence } })));
    const shared = decodeBinaryChunk(encodeBinaryChunk([], twice)).interviews.map((r) => r.interview!.evidence);
    expect(shared[0]).toEqual(evidence);
    expect(shared[0]).toBe(shared[1]);
  });

  it('decodes from an unaligned buffer and keeps numbers that are not int32 whole', () => {
    const candidateId = 'cand-big';
    const base = interviewSnapshotRecord(anInterview(candidateId));
    const bigRevision = { ...base, revision: 2 ** 31, _id: `${base.interviewId}:${2 ** 31}` };
    const fraction = { ...base, interview: { ...base.interview!, stageRank: 2.5 } };
    const plain = interviewSnapshotRecord(anInterview(candidateId, { stage: 'offer' }));
    const data = encodeBinaryChunk([], [bigRevision, fraction, plain]);
    const unaligned = Buffer.concat([Buffer.alloc(1), data]).subarray(1);
    expect(unaligned.byteOffset % 4).not.toBe(0);
    expect(decodeBinaryChunk(unaligned).interviews).toEqual([plain, bigRevision, fraction]);
  });

  it('refuses a truncated chunk instead of loading part of it', () => {
    const { profiles, interviews } = sampleRecords();
    const data = encodeBinaryChunk(profiles, interviews);
    expect(() => decodeBinaryChunk(data.subarray(0, data.length - 4))).toThrow(/truncated/);
  });
});

describe('view snapshots on FerretDB', () => {
  let connection: Connection;
  beforeAll(async () => {
    connection = await mongoose
      .createConnection(process.env['MONGO_URL']!, { dbName: `company_snapshot_format_${uniqueSuffix()}`, retryWrites: false })
      .asPromise();
  });
  afterAll(async () => {
    await connection?.dropDatabase().catch(() => undefined);
    await connection?.close();
  });

  const sorted = (records: { profiles: ProfileRecord[]; interviews: InterviewRecord[] }) => ({
    profiles: [...records.profiles].sort((a, b) => a._id.localeCompare(b._id)),
    interviews: [...records.interviews].sort((a, b) => a._id.localeCompare(b._id)),
  });

  it('writes format 3 and loads it into a view equal to the one it was taken from', async () => {
    const source = new SearchIndex();
    const records = sampleRecords();
    for (const record of records.profiles) source.applyProfile(record);
    for (const record of records.interviews) source.applyInterview(record);
    const snapshots = new ViewSnapshots(connection, createLogger('snapshot-format-test', 'warn'));
    const positions = [{ topic: 'candidate.profile-updated', partition: 0, offset: '12' }];
    const manifest = await snapshots.write(source.records(), positions);
    expect(manifest.format).toBe(SNAPSHOT_FORMAT);
    expect(SNAPSHOT_FORMAT).toBe(3);

    const latest = await snapshots.latest();
    expect(latest?._id).toBe(manifest._id);
    const loaded = new SearchIndex();
    const phases = await snapshots.loadInto(latest!, loaded);
    expect(phases).not.toBeNull();
    expect(sorted(loaded.records())).toEqual(sorted(source.records()));
    expect(loaded.counts).toEqual(source.counts);
    const query = { identity: { names: ['co 1'], domains: [], labels: [] }, page: 1, perPage: 100 };
    expect(loaded.search(query).entries.map((e) => e.id)).toEqual(source.search(query).entries.map((e) => e.id));
    expect(loaded.stats(query.identity, [])).toEqual(source.stats(query.identity, []));

    // Loaded over a view that already holds some of it (hiding sets merged, not replaced).
    const partial = new SearchIndex();
    for (const record of records.profiles.slice(0, 10)) partial.applyProfile(record);
    for (const record of records.interviews.slice(0, 40)) partial.applyInterview(record);
    expect(await snapshots.loadInto(latest!, partial)).not.toBeNull();
    for (const identity of [
      query.identity,
      { names: ['co 3', 'secret employer'], domains: ['globex.com'], labels: ['co3', 'secretemployer'] },
      { names: ['nobody'], domains: [], labels: [] },
    ]) {
      expect(partial.search({ ...query, identity }).entries.map((e) => e.id)).toEqual(source.search({ ...query, identity }).entries.map((e) => e.id));
      expect(partial.stats(identity, [])).toEqual(source.stats(identity, []));
    }
  });

  /** Stores `chunks` (JSON, gzipped) as the only snapshot, of `format`, and checks it loads into a view equal to `records` applied. */
  async function expectLegacyLoads(format: number, suffix: string, chunks: object[], records: { profiles: ProfileRecord[]; interviews: InterviewRecord[] }) {
    const id = `${new Date().toISOString()}-${suffix}`;
    await connection
      .collection('search_view_snapshot_chunks')
      .insertMany(chunks.map((content, index) => ({ _id: `${id}:${index}` as never, snapshotId: id, index, data: gzipSync(JSON.stringify(content)) })));
    await connection.collection('search_view_snapshots').deleteMany({});
    await connection
      .collection('search_view_snapshots')
      .insertOne({ _id: id as never, format, createdAt: new Date(), positions: [], chunks: chunks.length, profiles: 30, interviews: 120 });
    const snapshots = new ViewSnapshots(connection, createLogger('snapshot-format-test', 'warn'));
    const latest = await snapshots.latest();
    expect(latest?.format).toBe(format);
    const loaded = new SearchIndex();
    expect(await snapshots.loadInto(latest!, loaded)).not.toBeNull();
    const expected = new SearchIndex();
    for (const record of records.profiles) expected.applyProfile(record);
    for (const record of records.interviews) expected.applyInterview(record);
    expect(sorted(loaded.records())).toEqual(sorted(expected.records()));
  }

  it('still loads a format 2 snapshot (the columns in JSON)', async () => {
    const records = sampleRecords();
    await expectLegacyLoads(2, 'format2', [encodeChunk(records.profiles, records.interviews)], records);
  });

  it('still loads a format 1 snapshot (one JSON object per record)', async () => {
    const records = sampleRecords();
    await expectLegacyLoads(
      1,
      'legacy',
      [
        { profiles: records.profiles, interviews: [] },
        { profiles: [], interviews: records.interviews },
      ],
      records,
    );
  });

  it('removes older snapshots and abandoned writes by _id, keeps a write in progress, and never loads an incomplete one', async () => {
    const manifestsOf = connection.collection('search_view_snapshots');
    const chunksOf = connection.collection('search_view_snapshot_chunks');
    await manifestsOf.deleteMany({});
    await chunksOf.deleteMany({});
    const hourAgo = new Date(Date.now() - 2 * 3600_000);
    const put = async (id: string, createdAt: Date, complete: boolean | undefined, chunks: number) => {
      await manifestsOf.insertOne({
        _id: id as never,
        format: 2,
        createdAt,
        positions: [],
        chunks,
        profiles: 0,
        interviews: 0,
        ...(complete === undefined ? {} : { complete }),
      });
      for (let i = 0; i < chunks; i += 1) await chunksOf.insertOne({ _id: `${id}:${i}` as never, snapshotId: id, index: i, data: gzipSync('{}') });
    };
    await put('old-complete', hourAgo, undefined, 2);
    await put('abandoned', hourAgo, false, 2);
    await put('in-progress', new Date(Date.now() - 1000), false, 1);
    const snapshots = new ViewSnapshots(connection, createLogger('snapshot-format-test', 'warn'));
    expect((await snapshots.latest())?._id).toBe('old-complete'); // the newer ones are not complete

    const records = sampleRecords();
    const written = await snapshots.write(records, []);
    expect(written.complete).toBe(true);
    const left = (await manifestsOf.find({}).toArray()).map((m) => String(m['_id'])).sort();
    expect(left).toEqual(['in-progress', written._id].sort());
    const chunkIds = (await chunksOf.find({}).toArray()).map((c) => String(c['_id']));
    expect(chunkIds.filter((c) => c.startsWith('old-complete') || c.startsWith('abandoned'))).toEqual([]);
    expect(chunkIds).toContain('in-progress:0');
    expect((await snapshots.latest())?._id).toBe(written._id);
    const loaded = new SearchIndex();
    expect(await snapshots.loadInto(written, loaded)).not.toBeNull();
    expect(loaded.counts.profiles).toBe(records.profiles.length);
  });

  it('gives up (null) when a chunk is missing, leaving a usable view', async () => {
    const id = `${new Date().toISOString()}-torn`;
    await connection
      .collection('search_view_snapshots')
      .insertOne({ _id: id as never, format: 2, createdAt: new Date(Date.now() + 1000), positions: [], chunks: 3, profiles: 0, interviews: 0 });
    const snapshots = new ViewSnapshots(connection, createLogger('snapshot-format-test', 'warn'));
    const index = new SearchIndex();
    expect(await snapshots.loadInto((await snapshots.latest())!, index)).toBeNull();
    const profile = aProfile();
    index.applyProfile(profileRecord(profile));
    index.applyInterview(interviewSnapshotRecord(anInterview(profile.candidateId)));
    expect(index.entry(profile.candidateId)?.searchable).toBe(true); // not stuck in bulk mode
  });
});
