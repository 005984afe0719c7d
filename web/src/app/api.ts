import { applySessionRules, errorTextFromBody } from './auth-response';
import { fetchWithTimeout, HEALTH_ENDPOINT, markServerAnswered, pingHealth, REQUEST_TIMEOUT_MS, RequestTimeoutError, serverStillCold } from './cold-start';
import { getAuthToken } from './session';

export { errorMessage } from './error-message';
export { HEALTH_ENDPOINT, REQUEST_TIMEOUT_MS, RequestTimeoutError as ApiTimeoutError } from './cold-start';

export const LOGIN_ENDPOINT = '/api/login';

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

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as-is when it is FormData (multipart uploads). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * The bearer token to send instead of the stored one (registration sends the
   * temporary token explicitly). `null` sends no Authorization header.
   */
  authToken?: string | null;
  /** Retry once when the request times out (login, docs/product/rules.md#errors). */
  retryOnTimeout?: boolean;
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

function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

function isLoginCall(path: string): boolean {
  return new URL(path, 'http://localhost').pathname === LOGIN_ENDPOINT;
}

async function readBody(response: Response): Promise<unknown> {
  return parseText(await response.text());
}

/** One attempt: bearer token, timeout, session rules. */
async function sendOnce<T>(path: string, options: ApiRequestOptions): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, query, timeoutMs = REQUEST_TIMEOUT_MS } = options;
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

  const url = buildUrl(path, query);
  const send = options.onUploadProgress && typeof XMLHttpRequest !== 'undefined' ? sendWithXhr : sendWithFetch;
  const { status, data } = await send({ url, method, headers, payload, timeoutMs, signal: options.signal, onUploadProgress: options.onUploadProgress });
  markServerAnswered();

  if (status < 200 || status >= 300) {
    const serverText = errorTextFromBody(data);
    applySessionRules(status, serverText, isLoginCall(path));
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
 * Calls the gateway's REST facade (`/api/...`) with the bearer token, a 60 s
 * timeout and the session rules (401 / 'User not found'); resolves with the
 * parsed JSON body or throws ApiError / ApiTimeoutError.
 *
 * Timeouts (docs/product/rules.md#errors): when the first request of the session times out,
 * a health ping is sent and the request is retried once; a request marked
 * `retryOnTimeout` (login) is retried once in any case. Never more than one retry.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const firstOfSession = serverStillCold();
  try {
    return await sendOnce<T>(path, options);
  } catch (error) {
    if (!(error instanceof RequestTimeoutError) || options.signal?.aborted) throw error;
    const coldStart = firstOfSession && serverStillCold() && !path.endsWith(HEALTH_ENDPOINT);
    if (!coldStart && !options.retryOnTimeout) throw error;
    if (coldStart) await pingHealth(path);
    return sendOnce<T>(path, options);
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body: body ?? {} }),
  patch: <T>(path: string, body?: unknown, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body: body ?? {} }),
  delete: <T>(path: string, options?: Omit<ApiRequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
