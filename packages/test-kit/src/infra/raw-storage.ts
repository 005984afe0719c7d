import { closeSync, openSync, readSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Where one distinctive value was found, and in which form. */
export interface RawHit {
  value: string;
  file: string;
  form: 'text' | 'base64';
}

/**
 * The forms a value takes in raw bytes: its UTF-8 text, and its base64 at each of the three
 * alignments (EmailIngested carries whole emails as base64; the characters that also encode a
 * neighbouring byte are left off, so each form matches whatever surrounds the value).
 */
export function rawForms(value: string): { form: RawHit['form']; bytes: Buffer }[] {
  const text = Buffer.from(value, 'utf8');
  const forms: { form: RawHit['form']; bytes: Buffer }[] = [{ form: 'text', bytes: text }];
  for (let lead = 0; lead < 3; lead += 1) {
    const encoded = Buffer.concat([Buffer.alloc(lead), text]).toString('base64');
    const start = lead === 0 ? 0 : Math.ceil((lead * 4) / 3);
    const tail = (lead + text.length) % 3 === 0 ? 0 : 4;
    const middle = encoded.slice(start, encoded.length - tail);
    if (middle.length >= 8) forms.push({ form: 'base64', bytes: Buffer.from(middle, 'latin1') });
  }
  return forms;
}

/**
 * Kafka's offset and time indexes (`<segment>.index`, `<segment>.timeindex`): fixed-size entries
 * of offsets, file positions and timestamps, no record bytes. Each is preallocated to 10 MiB, so a
 * test run's brokers have gigabytes of them, nearly all zeros: reading them was most of a scan.
 */
const KAFKA_INDEX = /\.(index|timeindex)$/;

function* filesUnder(dir: string): Generator<string> {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return; // a store that was never written (no mail sent, no topic yet)
  }
  for (const name of entries) {
    const path = join(dir, name);
    const stat = statSync(path, { throwIfNoEntry: false });
    if (stat?.isDirectory()) yield* filesUnder(path);
    else if (stat?.isFile() && !KAFKA_INDEX.test(name)) yield path;
  }
}

const CHUNK = 4 * 1024 * 1024;
let zeros = Buffer.alloc(0);

/** Whether a window is all zero bytes (preallocated or sparse space): no needle can be in it. */
function allZero(window: Buffer): boolean {
  if (zeros.length < window.length) zeros = Buffer.alloc(window.length);
  return window.equals(zeros.subarray(0, window.length));
}

/** Whether a file holds any of the needles, read in chunks that overlap by the longest needle. */
function holds(file: string, needles: Buffer[]): Set<Buffer> {
  const found = new Set<Buffer>();
  const overlap = Math.max(...needles.map((needle) => needle.length)) - 1;
  const buffer = Buffer.alloc(CHUNK + overlap);
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return found; // gone between listing and reading (a rolled segment, a checkpointed WAL)
  }
  try {
    let kept = 0;
    for (;;) {
      const read = readSync(fd, buffer, kept, CHUNK, null);
      if (read === 0) break;
      const window = buffer.subarray(0, kept + read);
      if (!allZero(window)) for (const needle of needles) if (!found.has(needle) && window.includes(needle)) found.add(needle);
      if (found.size === needles.length) break;
      kept = Math.min(overlap, window.length);
      window.copy(buffer, 0, window.length - kept);
    }
  } finally {
    closeSync(fd);
  }
  return found;
}

/**
 * Every file under `dirs` (database files, Kafka log directories, mail folders) that holds one of
 * `values` as text or base64: the test of erasure (docs/decisions/privacy-rights.md, step 1).
 * A hit is proof; no hit is proof only for stores that keep bytes as written. Compressed ones are
 * not: OpenSearch's stored fields are LZ4 blocks, and a Kafka batch would be too if a producer
 * compressed (ours do not), so OpenSearch is checked through its API instead.
 * Use values of plain ASCII: JSON may escape other characters.
 */
export function rawStorageHits(dirs: readonly string[], values: readonly string[]): RawHit[] {
  return rawFileHits(
    dirs.flatMap((dir) => [...filesUnder(dir)]),
    values,
  );
}

/** The same for a list of files (a second look at the ones that held something: cheaper than every file again). */
export function rawFileHits(files: readonly string[], values: readonly string[]): RawHit[] {
  const needles = values.flatMap((value) => rawForms(value).map((form) => ({ value, ...form })));
  const hits: RawHit[] = [];
  for (const file of files) {
    const found = holds(
      file,
      needles.map((needle) => needle.bytes),
    );
    for (const needle of needles) if (found.has(needle.bytes)) hits.push({ value: needle.value, file, form: needle.form });
  }
  return hits;
}

/**
 * The data folders of this run's Kafka brokers and FerretDB (set by the global setup for the
 * containers and infra.sh processes it starts). Infrastructure given by the environment names
 * its folders in HM_TEST_RAW_STORAGE_DIRS; without it, an erasure test cannot look and fails.
 */
export function testStorageDirs(): string[] {
  const dirs = (process.env['HM_TEST_RAW_STORAGE_DIRS'] ?? '').split(' ').filter(Boolean);
  if (dirs.length === 0) {
    throw new Error('HM_TEST_RAW_STORAGE_DIRS is not set: name the data folders of the given Kafka and FerretDB (space-separated)');
  }
  return dirs;
}
