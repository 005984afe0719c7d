import { applySessionRules, errorTextFromBody } from './auth-response';
import { fetchWithTimeout, markServerAnswered, pingHealth, REQUEST_TIMEOUT_MS, RequestTimeoutError, serverStillCold } from './cold-start';
import { getAuthToken } from './session';

export { errorMessage } from './error-message';
export { HEALTH_ENDPOINT, REQUEST_TIMEOUT_MS, RequestTimeoutError as ApiTimeoutError } from './cold-start';

/** A non-2xx answer: `message` is the server's `error`/`message` text when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  /** The server's own error text, when it sent one (preferred over UI defaults). */
  readonly serverMessage: string | null;

  constructor(status: number, body: unknown, serverMessage: string | null) {
    super(serverMessage ?? `Request failed with status ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.serverMessage = serverMessage;
  }
}

/**
 * What is left of REST in the web app: the multipart uploads (interview emails, the registration's
 * resume), which GraphQL does not carry here. Everything else goes through Apollo Client.
 */
export interface ApiRequestOptions {
  /** Sent as-is when it is FormData (multipart uploads), else as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * The bearer token to send instead of the stored one (registration sends the
   * temporary token explicitly). `null` sends no Authorization header.
   */
  authToken?: string | null;
  /**
   * Upload progress of the request body. When given, the request goes through
   * XMLHttpRequest (fetch reports no upload progress); everything else (token,
   * timeout, session rules, errors) is the same.
   */
  onUploadProgress?: (progress: UploadProgress) => void;
}

export interface UploadProgress {
  loaded: number;
  total: number;
}

async function readBody(response: Response): Promise<unknown> {
  return parseText(await response.text());
}

/** One attempt: bearer token, timeout, session rules. */
async function sendOnce<T>(path: string, options: ApiRequestOptions): Promise<T> {
  const { body, timeoutMs = REQUEST_TIMEOUT_MS } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const token = options.authToken === undefined ? getAuthToken() : options.authToken;
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body; // the browser sets the multipart boundary
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const send = options.onUploadProgress && typeof XMLHttpRequest !== 'undefined' ? sendWithXhr : sendWithFetch;
  const { status, data } = await send({
    url: path,
    method: 'POST',
    headers,
    payload,
    timeoutMs,
    signal: options.signal,
    onUploadProgress: options.onUploadProgress,
  });
  markServerAnswered();

  if (status < 200 || status >= 300) {
    const serverText = errorTextFromBody(data);
    applySessionRules(status, serverText);
    throw new ApiError(status, data, serverText);
  }
  return data as T;
}

interface Transfer {
  url: string;
  method: string;
  headers: Record<string, string>;
  payload: BodyInit | undefined;
  timeoutMs: number;
  signal?: AbortSignal;
  onUploadProgress?: (progress: UploadProgress) => void;
}

interface Answer {
  status: number;
  data: unknown;
}

async function sendWithFetch({ url, method, headers, payload, timeoutMs, signal }: Transfer): Promise<Answer> {
  const response = await fetchWithTimeout(url, { method, headers, body: payload, signal }, timeoutMs);
  return { status: response.status, data: await readBody(response) };
}

function parseText(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * XMLHttpRequest with upload progress. The timeout is a plain timer (not
 * `xhr.timeout`), so it behaves like the fetch path, fake clocks included.
 */
function sendWithXhr({ url, method, headers, payload, timeoutMs, signal, onUploadProgress }: Transfer): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      xhr.abort();
    }, timeoutMs);
    const onOuterAbort = () => xhr.abort();
    const done = () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onOuterAbort);
    };
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onUploadProgress) {
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onUploadProgress({ loaded: event.loaded, total: event.total });
      });
      xhr.upload.addEventListener('load', () => onUploadProgress({ loaded: 1, total: 1 }));
    }
    xhr.addEventListener('load', () => {
      done();
      resolve({ status: xhr.status, data: parseText(xhr.responseText) });
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new TypeError('Failed to fetch'));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(timedOut ? new RequestTimeoutError(url, timeoutMs) : new DOMException('The request was aborted', 'AbortError'));
    });
    if (signal?.aborted) {
      done();
      reject(new DOMException('The request was aborted', 'AbortError'));
      return;
    }
    signal?.addEventListener('abort', onOuterAbort, { once: true });
    xhr.send((payload ?? null) as XMLHttpRequestBodyInit | null);
  });
}

/**
 * POSTs to the gateway's REST facade (`/api/...`) with the bearer token, a 60 s
 * timeout and the session rules (401 / 'User not found'); resolves with the
 * parsed JSON body or throws ApiError / ApiTimeoutError.
 *
 * Timeouts (docs/product/rules.md#errors): when the first request of the session times out,
 * a health ping is sent and the request is retried once, never more.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const firstOfSession = serverStillCold();
  try {
    return await sendOnce<T>(path, options);
  } catch (error) {
    if (!(error instanceof RequestTimeoutError) || options.signal?.aborted) throw error;
    if (!firstOfSession || !serverStillCold()) throw error;
    await pingHealth(path);
    return sendOnce<T>(path, options);
  }
}

export const api = {
  post: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'body'>) => apiRequest<T>(path, { ...options, body: body ?? {} }),
};
