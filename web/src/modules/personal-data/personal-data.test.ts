import { describe, expect, it } from '@jest/globals';
import { ACCOUNT_ERASURE_MESSAGES, DATA_EXPORT_MESSAGES } from '@hiring/contracts/vocabulary';
import {
  DEFAULT_FILE_NAME,
  ERASURE_TEXT,
  PERSONAL_DATA_TEXT,
  canRequestErasure,
  downloadFailureText,
  erasureOutcome,
  erasureSummary,
  expectedLength,
  exportSummary,
  fileNameFromDisposition,
  formatSize,
  isPasswordProblem,
  progressPercent,
  progressText,
  readBody,
} from './personal-data';

const headers = (entries: Record<string, string>) => new Headers(entries);

/** A body that hands out the given chunks one read at a time. */
function streamOf(...chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (next < chunks.length) controller.enqueue(encoder.encode(chunks[next++]));
      else controller.close();
    },
  });
}

describe('the file name from Content-Disposition', () => {
  it("the server's quoted name, as the export sends it", () => {
    expect(fileNameFromDisposition('attachment; filename="personal-data-2025-03-04.json"')).toBe('personal-data-2025-03-04.json');
  });

  it('a bare token, escaped quotes, and any case of the parameter', () => {
    expect(fileNameFromDisposition('attachment; filename=data.json')).toBe('data.json');
    expect(fileNameFromDisposition('attachment; filename="my \\"data\\".json"')).toBe('my "data".json');
    expect(fileNameFromDisposition('Attachment; FILENAME="Upper.json"')).toBe('Upper.json');
  });

  it('filename* (RFC 5987) wins over filename, and is decoded', () => {
    expect(fileNameFromDisposition(`attachment; filename="plain.json"; filename*=UTF-8''donn%C3%A9es%20perso.json`)).toBe('données perso.json');
  });

  it('a header cannot choose a folder; control characters go', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment; filename="C:\\\\temp\\\\x.json"')).toBe('x.json');
    expect(fileNameFromDisposition('attachment; filename="a\u0007b.json"')).toBe('ab.json');
  });

  it('no header, no name, or an unusable one: personal-data.json', () => {
    expect(DEFAULT_FILE_NAME).toBe('personal-data.json');
    expect(fileNameFromDisposition(null)).toBe(DEFAULT_FILE_NAME);
    expect(fileNameFromDisposition(undefined)).toBe(DEFAULT_FILE_NAME);
    expect(fileNameFromDisposition('attachment')).toBe(DEFAULT_FILE_NAME);
    expect(fileNameFromDisposition('attachment; filename=""')).toBe(DEFAULT_FILE_NAME);
    expect(fileNameFromDisposition('attachment; filename=".."')).toBe(DEFAULT_FILE_NAME);
    // a broken percent-encoding falls back to the plain name
    expect(fileNameFromDisposition(`attachment; filename*=UTF-8''%E0%A4%A; filename="ok.json"`)).toBe('ok.json');
  });
});

describe('the expected size', () => {
  it('Content-Length when the body is not compressed', () => {
    expect(expectedLength(headers({ 'content-length': '2048' }))).toBe(2048);
    expect(expectedLength(headers({ 'content-length': '0' }))).toBe(0);
    expect(expectedLength(headers({ 'content-length': '10', 'content-encoding': 'identity' }))).toBe(10);
  });

  it('unknown without a usable length, or when compressed (the reader sees other bytes)', () => {
    expect(expectedLength(headers({}))).toBeNull();
    expect(expectedLength(headers({ 'content-length': 'abc' }))).toBeNull();
    expect(expectedLength(headers({ 'content-length': '-5' }))).toBeNull();
    expect(expectedLength(headers({ 'content-length': '99999999999999999999' }))).toBeNull();
    expect(expectedLength(headers({ 'content-length': '500', 'content-encoding': 'gzip' }))).toBeNull();
  });
});

describe('progress', () => {
  it('whole percent of the length, kept within 0 to 100', () => {
    expect(progressPercent(0, 200)).toBe(0);
    expect(progressPercent(99, 200)).toBe(49);
    expect(progressPercent(200, 200)).toBe(100);
    expect(progressPercent(300, 200)).toBe(100);
    expect(progressPercent(0, 0)).toBe(100);
  });

  it('null (indeterminate) without a length', () => {
    expect(progressPercent(500, null)).toBeNull();
  });

  it('in words: the share and the sizes, or only what arrived', () => {
    expect(progressText(1500, 3000)).toBe('50% (1.5 kB of 3.0 kB)');
    expect(progressText(1500, null)).toBe('1.5 kB received');
    expect(formatSize(512)).toBe('512 B');
    expect(formatSize(2_500_000)).toBe('2.5 MB');
  });
});

describe('reading the body', () => {
  it('keeps every chunk and reports the bytes received after each', async () => {
    const seen: number[] = [];
    const { chunks, received } = await readBody(streamOf('{"format":', '"hiring"', '}'), (bytes) => seen.push(bytes));
    expect(received).toBe(19);
    expect(seen).toEqual([10, 18, 19]);
    expect(new TextDecoder().decode(new Uint8Array(await new Blob(chunks as Uint8Array<ArrayBuffer>[]).arrayBuffer()))).toBe('{"format":"hiring"}');
  });

  it('an empty body: nothing received, no progress', async () => {
    const seen: number[] = [];
    await expect(readBody(streamOf(), (bytes) => seen.push(bytes))).resolves.toEqual({ chunks: [], received: 0 });
    expect(seen).toEqual([]);
  });

  it('stopped through the signal: rejects with AbortError and cancels the stream', async () => {
    const controller = new AbortController();
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull(stream) {
        stream.enqueue(new Uint8Array(4));
      },
      cancel() {
        cancelled = true;
      },
    });
    const reading = readBody(
      body,
      (bytes) => {
        if (bytes >= 8) controller.abort();
      },
      controller.signal,
    );
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(cancelled).toBe(true);
  });
});

describe('a refused download link', () => {
  it("shows the server's error text", () => {
    expect(downloadFailureText(410, JSON.stringify({ success: false, error: DATA_EXPORT_MESSAGES.linkGone }))).toBe(DATA_EXPORT_MESSAGES.linkGone);
    expect(downloadFailureText(503, JSON.stringify({ success: false, error: DATA_EXPORT_MESSAGES.unavailable }))).toBe(DATA_EXPORT_MESSAGES.unavailable);
  });

  it("without one, the contract's text for 410 and 503, else the web's", () => {
    expect(downloadFailureText(410, '')).toBe(DATA_EXPORT_MESSAGES.linkGone);
    expect(downloadFailureText(503, '<html>Bad gateway</html>')).toBe(DATA_EXPORT_MESSAGES.unavailable);
    expect(downloadFailureText(500, JSON.stringify({ success: false }))).toBe(PERSONAL_DATA_TEXT.downloadFailed);
  });
});

describe('texts', () => {
  it('the password problems mark the field; other failures do not', () => {
    expect(isPasswordProblem(DATA_EXPORT_MESSAGES.passwordWrong)).toBe(true);
    expect(isPasswordProblem(DATA_EXPORT_MESSAGES.passwordRequired)).toBe(true);
    expect(isPasswordProblem(DATA_EXPORT_MESSAGES.tooManyTries)).toBe(false);
    expect(isPasswordProblem(null)).toBe(false);
  });

  it('each kind of account is told what its file holds', () => {
    expect(exportSummary('candidate')).toContain('your interviews with their evidence');
    expect(exportSummary('candidate')).toContain('the companies that unlocked you');
    expect(exportSummary('company')).toContain('the token ledger');
    expect(exportSummary('company')).toContain('API keys (without their secrets)');
  });
});

describe('deleting the account', () => {
  it('each kind of account is told what goes, what stays, and that it cannot be undone', () => {
    const [candidate, note] = erasureSummary('candidate');
    expect(candidate).toContain('interviews with their evidence and notes');
    expect(candidate).toContain('referrals');
    expect(candidate).toContain('Companies that unlocked you keep only the fact that they did.');
    const [company] = erasureSummary('company');
    expect(company).toContain('saved searches, API keys and webhooks are deleted');
    expect(company).toContain('The token ledger and payments are kept without your name');
    for (const kind of ['candidate', 'company'] as const) {
      expect(erasureSummary(kind)[1]).toBe(note);
    }
    expect(note).toContain('signed out everywhere at once');
    expect(note).toContain('cannot be undone');
    expect(note).toContain('download your data first');
  });

  it('the button waits for a password and the ticked box, and for the answer', () => {
    expect(canRequestErasure('', false, false)).toBe(false);
    expect(canRequestErasure('secret', false, false)).toBe(false);
    expect(canRequestErasure('', true, false)).toBe(false);
    expect(canRequestErasure('secret', true, false)).toBe(true);
    expect(canRequestErasure('secret', true, true)).toBe(false);
  });

  it("done: the server's words, else the contract's; refused: the server's reason, else the web's", () => {
    expect(erasureOutcome({ success: true, message: ACCOUNT_ERASURE_MESSAGES.requested })).toEqual({ done: true, text: ACCOUNT_ERASURE_MESSAGES.requested });
    expect(erasureOutcome({ success: true, message: ' ' })).toEqual({ done: true, text: ACCOUNT_ERASURE_MESSAGES.requested });
    expect(erasureOutcome({ success: false, message: ACCOUNT_ERASURE_MESSAGES.beingDeleted })).toEqual({
      done: false,
      text: ACCOUNT_ERASURE_MESSAGES.beingDeleted,
    });
    expect(erasureOutcome({ success: false, message: '' })).toEqual({ done: false, text: ERASURE_TEXT.failed });
    expect(erasureOutcome(null)).toEqual({ done: false, text: ERASURE_TEXT.failed });
    expect(erasureOutcome(undefined)).toEqual({ done: false, text: ERASURE_TEXT.failed });
  });
});
