import { api, ApiError, REQUEST_TIMEOUT_MS } from '../../app/api';
import type { IssueDetail, SupportInfo, UploadResponse } from './types';

/**
 * POST /api/candidate/upload-interview-email (multipart `email_file`, one file per request):
 * the one upload call of the product, used by the upload modal and by registration step 7.
 */
export const UPLOAD_ENDPOINT = '/api/candidate/upload-interview-email';

/** Upload modal default (docs/product/rules.md#errors): the server's error, else this. */
export const UPLOAD_FAILED = 'Upload failed';

/** Why one file was not uploaded, ready to show. */
export class UploadFailure extends Error {
  /** HTTP status, or null when no answer came (network error, timeout). */
  readonly status: number | null;
  /** 422 only: what was wrong and what to do (docs/product/rules.md#errors keeps them). */
  readonly detailedIssues: IssueDetail[];
  readonly supportInfo: SupportInfo | null;

  constructor(message: string, status: number | null, detailedIssues: IssueDetail[] = [], supportInfo: SupportInfo | null = null) {
    super(message);
    this.name = 'UploadFailure';
    this.status = status;
    this.detailedIssues = detailedIssues;
    this.supportInfo = supportInfo;
  }
}

export interface UploadOptions {
  /** The bearer token to send (registration: the temporary token); default the stored one. */
  authToken?: string | null;
  /** Default 60 s (docs/product/rules.md#constants-and-limits; registration uploads have their own 60 s constant). */
  timeoutMs?: number;
  /** 0-100 while the file is sent. */
  onProgress?: (percent: number) => void;
  /** The text when the server sent none ('Upload failed' in the modal). */
  fallbackMessage?: string;
  signal?: AbortSignal;
}

function issuesFrom(value: unknown): IssueDetail[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is Record<string, unknown> => Boolean(item) && typeof item === 'object')
    .map((item) => ({ message: String(item.message ?? ''), suggestion: typeof item.suggestion === 'string' ? item.suggestion : null }))
    .filter((item) => item.message);
}

function supportFrom(value: unknown): SupportInfo | null {
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  return typeof record.email === 'string' && record.email ? { email: record.email, include_filename: record.include_filename === true } : null;
}

/**
 * The outcome rules of the error catalogue: 429 shows the server's error; 422 shows it and keeps
 * `detailed_issues` and `support_info`; any other failure shows the server's error, else the
 * fallback ('Upload failed'). Timeouts and network errors show the fallback.
 */
export function uploadFailureFrom(error: unknown, fallbackMessage: string = UPLOAD_FAILED): UploadFailure {
  if (error instanceof UploadFailure) return error;
  if (error instanceof ApiError) {
    const message = error.serverMessage ?? fallbackMessage;
    if (error.status === 422) {
      const body = (error.body && typeof error.body === 'object' ? error.body : {}) as Record<string, unknown>;
      return new UploadFailure(message, 422, issuesFrom(body.detailed_issues), supportFrom(body.support_info));
    }
    return new UploadFailure(message, error.status);
  }
  return new UploadFailure(fallbackMessage, null);
}

/** Uploads one .eml file; resolves with the server's answer or rejects with an UploadFailure. */
export async function uploadInterviewEmail(file: File, options: UploadOptions = {}): Promise<UploadResponse> {
  const fallback = options.fallbackMessage ?? UPLOAD_FAILED;
  const form = new FormData();
  form.append('email_file', file, file.name);
  let body: UploadResponse;
  try {
    body = await api.post<UploadResponse>(UPLOAD_ENDPOINT, form, {
      ...(options.authToken ? { authToken: options.authToken } : {}),
      timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
      signal: options.signal,
      onUploadProgress: options.onProgress ? ({ loaded, total }) => options.onProgress?.(Math.min(100, Math.round((loaded / total) * 100))) : undefined,
    });
  } catch (error) {
    throw uploadFailureFrom(error, fallback);
  }
  if (!body || body.success === false) throw new UploadFailure(body?.error || body?.message || fallback, 200);
  return body;
}
