import { endianness } from 'node:os';
import type { InterviewRecord, InterviewRecordState, ProfileRecord, SearchInterviewData } from './records.js';

/**
 * The snapshot chunk's encoding: interview records as columns, every string through one
 * dictionary per chunk, instead of one JSON object per record.
 *
 * Why: a replica's cold start was mostly JSON.parse of a million interview objects (every key
 * repeated a million times, every company name, stage, position and date a separate string) and
 * the garbage collection that caused, then interning those strings again. Columns of numbers and
 * a dictionary parse several times faster, the text is a fraction of the size (less to read and
 * inflate), and equal strings come out as one string already.
 *
 * Format 3 (written now) keeps the number columns as little-endian int32 after a small JSON header
 * (the dictionary, the profiles, the records kept whole): they are read in place, not parsed, which
 * was a third of decoding 100,000 candidates' chunks in format 2 (the same columns as JSON
 * arrays, still read). Evidence is a dictionary entry too (its JSON text), so equal evidence is
 * one object after decoding.
 *
 * Exact round trip: a record that does not have exactly the shape the columns describe (an extra
 * or missing key, another type, an `_id` not `<interviewId>:<revision>`, a number that is not a
 * 32-bit integer) is kept whole in `raw`, so nothing an event said is ever lost, whatever the
 * record holds in a later version.
 */
export const COLUMN_CHUNK_VERSION = 2;

const STATES: readonly InterviewRecordState[] = ['public', 'private', 'deleted'];
/** Nullable string fields of the interview data, dictionary-encoded: -1 is null. */
const TEXT = ['companyDomain', 'interviewDate', 'position', 'jobFamily', 'jobTitle', 'aiExtractedPosition', 'aiSummary'] as const;
/** The interview data's fields (`SearchInterviewData`); a record with others goes to `raw`. */
const DATA_KEYS = new Set([
  'interviewId',
  'processId',
  'companyName',
  'stage',
  'stageRank',
  'positionEditedByCandidate',
  'sourceType',
  'uploadedAt',
  'evidence',
  ...TEXT,
]);
const RECORD_KEYS = new Set(['_id', 'interviewId', 'candidateId', 'revision', 'state', 'interview', 'companyName', 'companyDomain']);

export interface ColumnChunk {
  v: typeof COLUMN_CHUNK_VERSION;
  strings: string[];
  profiles: ProfileRecord[];
  interviews: InterviewColumns;
  /** Records kept whole (see above). */
  raw: InterviewRecord[];
}

interface InterviewColumns {
  interviewId: number[];
  candidateId: number[];
  revision: number[];
  state: number[];
  companyName: number[];
  companyDomain: number[];
  /** 1 when the record carries interview data (public), 0 when not; the data columns below hold a row only then. */
  hasData: number[];
  processId: number[];
  /** The data's own company name (written as the event said, like the record's). */
  dataCompanyName: number[];
  stage: number[];
  stageRank: number[];
  positionEditedByCandidate: number[];
  sourceType: number[];
  uploadedAt: number[];
  evidence: (SearchInterviewData['evidence'] | null)[];
  text: Record<(typeof TEXT)[number], number[]>;
}

const hasOnly = (value: object, keys: ReadonlySet<string>) => {
  const own = Object.keys(value);
  return own.length === keys.size && own.every((key) => keys.has(key));
};
const isText = (value: unknown): value is string | null => value === null || typeof value === 'string';
const isInt32 = (value: unknown): value is number => typeof value === 'number' && (value | 0) === value && !Object.is(value, -0);

function fitsColumns(record: InterviewRecord): boolean {
  if (!hasOnly(record, RECORD_KEYS) || record._id !== `${record.interviewId}:${record.revision}` || !STATES.includes(record.state)) return false;
  if (typeof record.interviewId !== 'string' || typeof record.candidateId !== 'string' || !isInt32(record.revision)) return false;
  if (!isText(record.companyName) || !isText(record.companyDomain)) return false;
  const data = record.interview;
  if (data === null) return true;
  if (typeof data !== 'object' || !hasOnly(data, DATA_KEYS) || data.interviewId !== record.interviewId) return false;
  return (
    typeof data.processId === 'string' &&
    isInt32(data.stageRank) &&
    typeof data.companyName === 'string' &&
    typeof data.stage === 'string' &&
    typeof data.stageRank === 'number' &&
    typeof data.positionEditedByCandidate === 'boolean' &&
    typeof data.sourceType === 'string' &&
    typeof data.uploadedAt === 'string' &&
    (data.evidence === null || typeof data.evidence === 'object') &&
    TEXT.every((key) => isText(data[key]))
  );
}

/** Encodes one chunk's records. */
export function encodeChunk(profiles: ProfileRecord[], interviews: readonly InterviewRecord[]): ColumnChunk {
  const strings: string[] = [];
  const ids = new Map<string, number>();
  const code = (value: string | null): number => {
    if (value === null) return -1;
    let id = ids.get(value);
    if (id === undefined) {
      id = strings.length;
      strings.push(value);
      ids.set(value, id);
    }
    return id;
  };
  const c: InterviewColumns = {
    interviewId: [],
    candidateId: [],
    revision: [],
    state: [],
    companyName: [],
    companyDomain: [],
    hasData: [],
    processId: [],
    dataCompanyName: [],
    stage: [],
    stageRank: [],
    positionEditedByCandidate: [],
    sourceType: [],
    uploadedAt: [],
    evidence: [],
    text: Object.fromEntries(TEXT.map((key) => [key, []])) as unknown as InterviewColumns['text'],
  };
  const raw: InterviewRecord[] = [];
  for (const record of interviews) {
    if (!fitsColumns(record)) {
      raw.push(record);
      continue;
    }
    c.interviewId.push(code(record.interviewId));
    c.candidateId.push(code(record.candidateId));
    c.revision.push(record.revision);
    c.state.push(STATES.indexOf(record.state));
    c.companyName.push(code(record.companyName));
    c.companyDomain.push(code(record.companyDomain));
    const data = record.interview;
    c.hasData.push(data ? 1 : 0);
    if (!data) continue;
    c.processId.push(code(data.processId));
    c.dataCompanyName.push(code(data.companyName));
    c.stage.push(code(data.stage));
    c.stageRank.push(data.stageRank);
    c.positionEditedByCandidate.push(data.positionEditedByCandidate ? 1 : 0);
    c.sourceType.push(code(data.sourceType));
    c.uploadedAt.push(code(data.uploadedAt));
    c.evidence.push(data.evidence);
    for (const key of TEXT) c.text[key].push(code(data[key]));
  }
  return { v: COLUMN_CHUNK_VERSION, strings, profiles, interviews: c, raw };
}

/** Decodes a format 2 chunk into records equal to the encoded ones (equal strings shared). */
export function decodeChunk(chunk: ColumnChunk): ChunkRecords {
  return decodeColumns(chunk.strings, chunk.profiles, chunk.interviews, (d) => chunk.interviews.evidence[d] ?? null, chunk.raw);
}

/** A chunk's records (what a snapshot stores; format 1 stored exactly this as JSON). */
export interface ChunkRecords {
  profiles: ProfileRecord[];
  interviews: InterviewRecord[];
}

type NumberColumns = { [K in Exclude<keyof InterviewColumns, 'evidence' | 'text'>]: ArrayLike<number> } & {
  text: Record<(typeof TEXT)[number], ArrayLike<number>>;
};

function decodeColumns(
  s: readonly string[],
  profiles: ProfileRecord[],
  c: NumberColumns,
  evidenceAt: (dataRow: number) => SearchInterviewData['evidence'],
  raw: readonly InterviewRecord[],
): ChunkRecords {
  const text = (id: number): string | null => (id < 0 ? null : s[id]!);
  const t = c.text;
  const interviews: InterviewRecord[] = new Array<InterviewRecord>(c.interviewId.length);
  let d = 0; // row of the data columns
  for (let i = 0; i < c.interviewId.length; i += 1) {
    const interviewId = s[c.interviewId[i]!]!;
    const revision = c.revision[i]!;
    let interview: SearchInterviewData | null = null;
    if (c.hasData[i] === 1) {
      interview = {
        interviewId,
        processId: s[c.processId[d]!]!,
        companyName: s[c.dataCompanyName[d]!]!,
        companyDomain: text(t.companyDomain[d]!),
        stage: s[c.stage[d]!]!,
        stageRank: c.stageRank[d]!,
        interviewDate: text(t.interviewDate[d]!),
        position: text(t.position[d]!),
        jobFamily: text(t.jobFamily[d]!),
        jobTitle: text(t.jobTitle[d]!),
        positionEditedByCandidate: c.positionEditedByCandidate[d] === 1,
        aiExtractedPosition: text(t.aiExtractedPosition[d]!),
        aiSummary: text(t.aiSummary[d]!),
        sourceType: s[c.sourceType[d]!]! as SearchInterviewData['sourceType'],
        uploadedAt: s[c.uploadedAt[d]!]!,
        evidence: evidenceAt(d),
      };
      d += 1;
    }
    interviews[i] = {
      _id: `${interviewId}:${revision}`,
      interviewId,
      candidateId: s[c.candidateId[i]!]!,
      revision,
      state: STATES[c.state[i]!]!,
      interview,
      companyName: text(c.companyName[i]!),
      companyDomain: text(c.companyDomain[i]!),
    };
  }
  for (const record of raw) interviews.push(record);
  return { profiles, interviews };
}

// --- format 3: the number columns as int32, read in place --------------------------------------

export const BINARY_CHUNK_VERSION = 3;
const MAGIC = Buffer.from('HMS3', 'latin1');
/** Every record has these columns; rows with data (hasData 1) have the data columns too. */
const RECORD_COLUMNS = ['interviewId', 'candidateId', 'revision', 'state', 'companyName', 'companyDomain', 'hasData'] as const;
const DATA_COLUMNS = ['processId', 'dataCompanyName', 'stage', 'stageRank', 'positionEditedByCandidate', 'sourceType', 'uploadedAt'] as const;
const LITTLE_ENDIAN = endianness() === 'LE';

interface BinaryHeader {
  v: typeof BINARY_CHUNK_VERSION;
  strings: string[];
  profiles: ProfileRecord[];
  raw: InterviewRecord[];
  rows: number;
  dataRows: number;
}

/** Encodes one chunk's records in format 3 (see the top of this file). */
export function encodeBinaryChunk(profiles: ProfileRecord[], interviews: readonly InterviewRecord[]): Buffer {
  const chunk = encodeChunk(profiles, interviews);
  const { strings, interviews: c } = chunk;
  // Evidence joins the dictionary as its JSON text; strings are unique there already.
  const ids = new Map(strings.map((value, id) => [value, id]));
  const evidence = c.evidence.map((value) => {
    if (value === null) return -1;
    const json = JSON.stringify(value);
    let id = ids.get(json);
    if (id === undefined) ids.set(json, (id = strings.push(json) - 1));
    return id;
  });
  const header: BinaryHeader = { v: BINARY_CHUNK_VERSION, strings, profiles, raw: chunk.raw, rows: c.interviewId.length, dataRows: c.processId.length };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const columns: ArrayLike<number>[] = [
    ...RECORD_COLUMNS.map((key) => c[key]),
    ...DATA_COLUMNS.map((key) => c[key]),
    evidence,
    ...TEXT.map((key) => c.text[key]),
  ];
  const numbersAt = align4(MAGIC.length + 4 + json.length);
  const out = Buffer.alloc(numbersAt + 4 * columns.reduce((sum, column) => sum + column.length, 0));
  MAGIC.copy(out, 0);
  out.writeUInt32LE(json.length, MAGIC.length);
  json.copy(out, MAGIC.length + 4);
  let at = numbersAt;
  for (const column of columns) {
    if (LITTLE_ENDIAN) {
      const values = Int32Array.from(column);
      Buffer.from(values.buffer, values.byteOffset, values.byteLength).copy(out, at);
      at += values.byteLength;
    } else {
      for (let i = 0; i < column.length; i += 1, at += 4) out.writeInt32LE(column[i]!, at);
    }
  }
  return out;
}

/** Whether `data` (inflated) is a format 3 chunk; formats 1 and 2 are JSON. */
export function isBinaryChunk(data: Buffer): boolean {
  return data.length >= MAGIC.length + 4 && data.subarray(0, MAGIC.length).equals(MAGIC);
}

/** Decodes a format 3 chunk into records equal to the encoded ones (equal strings and equal evidence shared). */
export function decodeBinaryChunk(data: Buffer): ChunkRecords {
  const jsonLength = data.readUInt32LE(MAGIC.length);
  const header = JSON.parse(data.toString('utf8', MAGIC.length + 4, MAGIC.length + 4 + jsonLength)) as BinaryHeader;
  if (header.v !== BINARY_CHUNK_VERSION) throw new Error(`snapshot chunk version ${String(header.v)} is not ${BINARY_CHUNK_VERSION}`);
  let at = align4(MAGIC.length + 4 + jsonLength);
  const column = (length: number): Int32Array => {
    const bytes = data.subarray(at, at + 4 * length);
    if (bytes.length !== 4 * length) throw new Error('snapshot chunk is truncated');
    at += 4 * length;
    // In place when aligned on a little-endian machine (the usual case); else copied value by value.
    if (LITTLE_ENDIAN && bytes.byteOffset % 4 === 0) return new Int32Array(bytes.buffer, bytes.byteOffset, length);
    const copy = new Int32Array(length);
    for (let i = 0; i < length; i += 1) copy[i] = bytes.readInt32LE(4 * i);
    return copy;
  };
  const record = Object.fromEntries(RECORD_COLUMNS.map((key) => [key, column(header.rows)])) as Record<(typeof RECORD_COLUMNS)[number], Int32Array>;
  const dataColumns = Object.fromEntries(DATA_COLUMNS.map((key) => [key, column(header.dataRows)])) as Record<(typeof DATA_COLUMNS)[number], Int32Array>;
  const evidence = column(header.dataRows);
  const text = Object.fromEntries(TEXT.map((key) => [key, column(header.dataRows)])) as Record<(typeof TEXT)[number], Int32Array>;
  const parsed = new Map<number, SearchInterviewData['evidence']>();
  const evidenceAt = (d: number) => {
    const id = evidence[d]!;
    if (id < 0) return null;
    let value = parsed.get(id);
    if (value === undefined) parsed.set(id, (value = JSON.parse(header.strings[id]!) as SearchInterviewData['evidence']));
    return value;
  };
  return decodeColumns(header.strings, header.profiles, { ...record, ...dataColumns, text }, evidenceAt, header.raw);
}

const align4 = (n: number) => (n + 3) & ~3;

/**
 * An inflated chunk of any loadable format (3 binary; 2 and 1 JSON); `columnar` when its equal
 * strings are shared already (formats 2 and 3).
 */
export function decodeAnyChunk(data: Buffer): ChunkRecords & { columnar: boolean } {
  if (isBinaryChunk(data)) return { ...decodeBinaryChunk(data), columnar: true };
  const parsed = JSON.parse(data.toString('utf8')) as ChunkRecords | ColumnChunk;
  if ('v' in parsed && parsed.v === COLUMN_CHUNK_VERSION) return { ...decodeChunk(parsed), columnar: true };
  return { ...(parsed as ChunkRecords), columnar: false };
}
