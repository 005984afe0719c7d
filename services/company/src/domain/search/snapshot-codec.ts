import type { InterviewRecord, InterviewRecordState, ProfileRecord, SearchInterviewData } from './records.js';

/**
 * The snapshot chunk's encoding (format 2): interview records as columns, every string through one
 * dictionary per chunk, instead of one JSON object per record.
 *
 * Why: a replica's cold start was mostly JSON.parse of a million interview objects (every key
 * repeated a million times, every company name, stage, position and date a separate string) and
 * the garbage collection that caused, then interning those strings again. Columns of numbers and
 * a dictionary parse several times faster, the text is a fraction of the size (less to read and
 * inflate), and equal strings come out as one string already.
 *
 * Exact round trip: a record that does not have exactly the shape the columns describe (an extra
 * or missing key, another type, an `_id` not `<interviewId>:<revision>`) is kept whole in `raw`,
 * so nothing an event said is ever lost, whatever the record holds in a later version.
 */
export const COLUMN_CHUNK_VERSION = 2;

const STATES: readonly InterviewRecordState[] = ['public', 'private', 'deleted'];
/** Nullable string fields of the interview data, dictionary-encoded: -1 is null. */
const TEXT = ['companyDomain', 'interviewDate', 'position', 'jobFamily', 'jobTitle', 'aiExtractedPosition', 'aiSummary'] as const;
/** The interview data's fields (`SearchInterviewData`); a record with others goes to `raw`. */
const DATA_KEYS = new Set(['interviewId', 'processId', 'companyName', 'stage', 'stageRank', 'positionEditedByCandidate', 'sourceType', 'uploadedAt', 'evidence', ...TEXT]);
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

function fitsColumns(record: InterviewRecord): boolean {
  if (!hasOnly(record, RECORD_KEYS) || record._id !== `${record.interviewId}:${record.revision}` || !STATES.includes(record.state)) return false;
  if (typeof record.interviewId !== 'string' || typeof record.candidateId !== 'string' || typeof record.revision !== 'number') return false;
  if (!isText(record.companyName) || !isText(record.companyDomain)) return false;
  const data = record.interview;
  if (data === null) return true;
  if (typeof data !== 'object' || !hasOnly(data, DATA_KEYS) || data.interviewId !== record.interviewId) return false;
  return (
    typeof data.processId === 'string' &&
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

/** Decodes a chunk into records equal to the encoded ones (equal strings shared). */
export function decodeChunk(chunk: ColumnChunk): { profiles: ProfileRecord[]; interviews: InterviewRecord[] } {
  const { strings: s, interviews: c } = chunk;
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
        evidence: c.evidence[d] ?? null,
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
  for (const record of chunk.raw) interviews.push(record);
  return { profiles: chunk.profiles, interviews };
}
