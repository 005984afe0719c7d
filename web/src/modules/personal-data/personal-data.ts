import { ACCOUNT_ERASURE_MESSAGES, DATA_EXPORT_LIMITS, DATA_EXPORT_MESSAGES } from '@hiring/contracts/vocabulary';

/**
 * "Download my data" (docs/decisions/privacy-rights.md#export): the web's own texts and the pure
 * rules of the download (file name, expected size, progress, failure text). The server's texts come
 * from contracts and are shown as they are.
 */
export const PERSONAL_DATA_TEXT = {
  title: 'Your data',
  button: 'Download my data',
  dialogTitle: 'Download your data',
  dialogLead: 'Confirm with your password. Your browser then saves the file.',
  passwordLabel: 'Password',
  submit: 'Download',
  requesting: 'Checking...',
  downloading: 'Downloading your data...',
  cancel: 'Cancel',
  done: 'Done',
  downloaded: 'Your data was downloaded.',
  requestFailed: 'Your data could not be requested. Please try again.',
  downloadFailed: 'The download did not finish. Please try again.',
  passwordRequired: DATA_EXPORT_MESSAGES.passwordRequired,
} as const;

export type AccountKind = 'candidate' | 'company';

/** What the archive holds, in the words of each kind of account (the server decides what goes in). */
const CONTENTS: Record<AccountKind, string> = {
  candidate: 'your account and profile, your email addresses, your interviews with their evidence, and the companies that unlocked you',
  company: 'your account, the company profile and work addresses, the token ledger, the candidates you unlocked, API keys (without their secrets) and webhooks',
};

/** What the archive holds (also on the privacy page). */
export function exportContents(kind: AccountKind): string {
  return CONTENTS[kind];
}

/** The section's explanation. */
export function exportSummary(kind: AccountKind): string {
  return `Get a copy of everything we hold about your account as one JSON file: ${exportContents(kind)}.`;
}

/** Why the password is asked again, and how long a prepared download lasts. */
export const EXPORT_NOTE = `We ask for your password first. Each download is prepared for you alone and works once, within ${DATA_EXPORT_LIMITS.linkMinutes} minutes.`;

export const DEFAULT_FILE_NAME = 'personal-data.json';

/**
 * The file name a Content-Disposition header gives (RFC 6266: `filename*=UTF-8''…` wins over
 * `filename="…"`), reduced to a bare name: a header must not choose a folder. Else the default.
 */
export function fileNameFromDisposition(header: string | null | undefined): string {
  if (!header) return DEFAULT_FILE_NAME;
  // charset and language hold no quote or space, so the pattern cannot backtrack over them
  const extended = /filename\*\s*=\s*[^\s';]*'[^\s';]*'([^;]+)/i.exec(header);
  let name: string | null = null;
  if (extended) {
    try {
      name = decodeURIComponent(extended[1]!.trim());
    } catch {
      name = null;
    }
  }
  if (name === null) {
    const quoted = /(?:^|;)\s*filename\s*=\s*"((?:[^"\\]|\\.)*)"/i.exec(header);
    const bare = /(?:^|;)\s*filename\s*=\s*([^";]+)/i.exec(header);
    name = quoted ? quoted[1]!.replace(/\\(.)/g, '$1') : bare ? bare[1]!.trim() : null;
  }
  // only the last path segment, without control characters
  const segment = (name ?? '').split(/[/\\]/).pop() ?? '';
  const cleaned = [...segment]
    .filter((char) => char.charCodeAt(0) > 0x1f && char.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : DEFAULT_FILE_NAME;
}

/** Anything with `get(name)`, like fetch's Headers (kept minimal so the rule is testable without a response). */
export interface HeaderSource {
  get(name: string): string | null;
}

/**
 * The number of body bytes to expect, or null when unknown. A compressed answer's Content-Length
 * counts the compressed bytes while the reader sees them uncompressed, so it cannot measure progress.
 */
export function expectedLength(headers: HeaderSource): number | null {
  const encoding = headers.get('content-encoding')?.trim().toLowerCase();
  if (encoding && encoding !== 'identity') return null;
  const length = headers.get('content-length')?.trim() ?? '';
  if (!/^\d+$/.test(length)) return null;
  const value = Number(length);
  return Number.isSafeInteger(value) ? value : null;
}

/** Whole percent received (0 to 100), or null when the size is unknown (an indeterminate bar). */
export function progressPercent(received: number, total: number | null): number | null {
  if (total === null) return null;
  if (total <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((received / total) * 100)));
}

/** A byte count for people: 512 B, 12.4 kB, 3.1 MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1000) return `${bytes} B`;
  if (bytes < 1_000_000) return `${(bytes / 1000).toFixed(1)} kB`;
  return `${(bytes / 1_000_000).toFixed(1)} MB`;
}

/** The progress as words, for the bar's aria-valuetext and the line under it. */
export function progressText(received: number, total: number | null): string {
  const percent = progressPercent(received, total);
  if (percent === null || total === null) return `${formatSize(received)} received`;
  return `${percent}% (${formatSize(received)} of ${formatSize(total)})`;
}

/**
 * Reads a body to its end, reporting the bytes received after every chunk. Returns the chunks
 * (for a Blob) and their total. A stop through `signal` cancels the stream and rejects.
 */
export async function readBody(
  body: ReadableStream<Uint8Array>,
  onProgress: (received: number) => void,
  signal?: AbortSignal,
): Promise<{ chunks: Uint8Array[]; received: number }> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  const stop = () => void reader.cancel().catch(() => undefined);
  signal?.addEventListener('abort', stop, { once: true });
  try {
    for (;;) {
      if (signal?.aborted) throw new DOMException('The download was stopped', 'AbortError');
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(received);
    }
    if (signal?.aborted) throw new DOMException('The download was stopped', 'AbortError');
    return { chunks, received };
  } finally {
    signal?.removeEventListener('abort', stop);
    reader.releaseLock();
  }
}

/**
 * The text for a download link's refusal: the server's `error` (the link was used or has expired,
 * the archive could not be collected), else the contract's text for that status, else the web's.
 */
export function downloadFailureText(status: number, bodyText: string): string {
  try {
    const body = JSON.parse(bodyText) as unknown;
    if (body && typeof body === 'object' && 'error' in body) {
      const error = (body as { error: unknown }).error;
      if (typeof error === 'string' && error.trim()) return error;
    }
  } catch {
    // not JSON (a proxy's page): the status decides
  }
  if (status === 410) return DATA_EXPORT_MESSAGES.linkGone;
  if (status === 503) return DATA_EXPORT_MESSAGES.unavailable;
  return PERSONAL_DATA_TEXT.downloadFailed;
}

/** Whether a server text is about the password itself (the field is then marked invalid). */
export function isPasswordProblem(text: string | null): boolean {
  return text === DATA_EXPORT_MESSAGES.passwordRequired || text === DATA_EXPORT_MESSAGES.passwordWrong;
}

/**
 * "Delete my account" (docs/decisions/privacy-rights.md#erasure): the web's own texts. The server
 * ends every session at once and removes the account within about a minute.
 */
export const ERASURE_TEXT = {
  title: 'Delete account',
  button: 'Delete my account',
  dialogTitle: 'Delete your account',
  dialogLead: 'This cannot be undone. Confirm with your password.',
  confirm: 'I understand this deletes my account and cannot be undone',
  deleting: 'Deleting...',
  failed: 'Your account could not be deleted. Please try again.',
} as const;

/** What goes and what stays, in the words of each kind of account (the server decides). */
const ERASED: Record<AccountKind, string> = {
  candidate:
    'Your profile, email addresses, interviews with their evidence and notes, and referrals are deleted. Companies that unlocked you keep only the fact that they did.',
  company: 'The company profile, saved searches, API keys and webhooks are deleted. The token ledger and payments are kept without your name, for accounting.',
};

/** The "Delete account" part's explanation: what is deleted, then what it means for the session. */
export function erasureSummary(kind: AccountKind): string[] {
  return [ERASED[kind], 'You are signed out everywhere at once. This cannot be undone: download your data first if you want a copy.'];
}

/** The delete button is enabled once a password is typed and the box is ticked, and not while the server checks. */
export function canRequestErasure(password: string, confirmed: boolean, sending: boolean): boolean {
  return password !== '' && confirmed && !sending;
}

/**
 * DeleteMyAccount's answer: done with the server's words for the login page (the contract's
 * text when it sent none), or not done with the reason to show in the dialog.
 */
export function erasureOutcome(result: { success: boolean; message: string } | null | undefined): { done: boolean; text: string } {
  const text = result?.message.trim();
  if (result?.success) return { done: true, text: text || ACCOUNT_ERASURE_MESSAGES.requested };
  return { done: false, text: text || ERASURE_TEXT.failed };
}
