/**
 * The product's cold-start rule, shared by Apollo (cold-start-link.ts) and the REST upload path
 * (api.ts): the backend may be asleep when a page session starts, so when the first request of
 * the session times out, a health ping is sent and the request is retried once.
 */

/** Request timeout of every call. */
export const REQUEST_TIMEOUT_MS = 60_000;

/** Warm-up ping sent when the first request of the session times out. */
export const HEALTH_ENDPOINT = '/api/health';

/** The request did not complete within its timeout (login retries once on this). */
export class RequestTimeoutError extends Error {
  constructor(url: string, timeoutMs: number) {
    super(`Request to ${url} timed out after ${Math.round(timeoutMs / 1000)} s`);
    this.name = 'RequestTimeoutError';
  }
}

/** Whether any request of this page session got an answer (any status) from the server. */
let serverAnswered = false;

export function markServerAnswered(): void {
  serverAnswered = true;
}

/** True until the server has answered once in this page session. */
export function serverStillCold(): boolean {
  return !serverAnswered;
}

/** Sends the warm-up ping to the server of `url` (or this origin); its outcome does not matter. */
export async function pingHealth(url?: string): Promise<void> {
  const healthUrl = url && /^https?:\/\//.test(url) ? new URL(HEALTH_ENDPOINT, url).href : HEALTH_ENDPOINT;
  try {
    const response = await fetchWithTimeout(healthUrl, { method: 'GET', headers: { Accept: 'application/json' } });
    await response.body?.cancel();
  } catch (error) {
    console.warn('Health ping failed:', error instanceof Error ? error.message : error);
  }
}

/**
 * fetch with the request timeout (RequestTimeoutError) and the caller's abort signal; any answer
 * marks the server awake.
 */
export async function fetchWithTimeout(input: RequestInfo | URL, init: RequestInit = {}, timeoutMs = REQUEST_TIMEOUT_MS): Promise<Response> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const outer = init.signal;
  const onOuterAbort = () => controller.abort(outer?.reason);
  if (outer?.aborted) controller.abort(outer.reason);
  else outer?.addEventListener('abort', onOuterAbort, { once: true });
  try {
    const response = await fetch(input, { ...init, signal: controller.signal });
    markServerAnswered();
    return response;
  } catch (error) {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (timedOut) throw new RequestTimeoutError(url, timeoutMs);
    throw error instanceof Error ? error : new Error(String(error));
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  }
}
