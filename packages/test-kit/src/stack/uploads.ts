import { EML_UPLOAD_MESSAGES } from '@hiring/contracts';
import { waitFor } from '@hiring/service-kit/testing';
import type { RegisteredUser } from './accounts.js';
import type { Stack } from './start-stack.js';

export interface UploadAnswer<Body> {
  status: number;
  body: Body;
}

/** Posts one .eml to the REST upload route as the web app does (multipart field `email_file`). */
export function uploadEml<Body = Record<string, unknown>>(
  gatewayUrl: string,
  file: Buffer | string,
  token: string | undefined,
  options: { filename?: string; headers?: Record<string, string> } = {},
): Promise<UploadAnswer<Body>> {
  return postEml(`${gatewayUrl}/api/candidate/upload-interview-email`, 'email_file', file, token, options);
}

/**
 * Posts one .eml as a multipart form. A 503 saying the signing key could not be looked up is a DNS
 * timeout on a loaded machine, which the user is told to try again: so does this, twice, as a user would.
 */
export async function postEml<Body = Record<string, unknown>>(
  url: string,
  field: string,
  file: Buffer | string,
  token: string | undefined,
  options: { filename?: string; headers?: Record<string, string>; attempts?: number } = {},
): Promise<UploadAnswer<Body>> {
  for (let attempt = 1; ; attempt += 1) {
    const form = new FormData();
    form.append(field, new Blob([typeof file === 'string' ? file : new Uint8Array(file)], { type: 'message/rfc822' }), options.filename ?? 'interview.eml');
    const response = await fetch(url, { method: 'POST', headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers }, body: form });
    const body = (await response.json()) as Body;
    const lookupFailed = response.status === 503 && (body as { message?: unknown }).message === EML_UPLOAD_MESSAGES.keyLookupFailed;
    if (!lookupFailed || attempt >= (options.attempts ?? 3)) return { status: response.status, body };
  }
}

/**
 * Waits until the interviews service has learned the address (from the auth service's events):
 * before that, an upload sent to it is refused as not sent to one of the candidate's addresses.
 */
export async function waitForUploadAddress(
  stack: Stack,
  user: RegisteredUser,
  options: { address?: string; timeoutMs?: number; intervalMs?: number } = {},
): Promise<void> {
  const { address = user.email, ...timing } = options;
  await waitFor(
    async () => {
      const r = await stack.graphql<{ myUploadAddresses: string[] }>('{ myUploadAddresses }', {}, user.token);
      return r.body.data?.myUploadAddresses.includes(address);
    },
    { what: 'the interviews service to learn the candidate address', ...timing },
  );
}
