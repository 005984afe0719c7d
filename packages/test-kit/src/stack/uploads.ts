import { waitFor } from '@hiring/service-kit/testing';
import type { RegisteredUser } from './accounts.js';
import type { Stack } from './start-stack.js';

export interface UploadAnswer<Body> {
  status: number;
  body: Body;
}

/** Posts one .eml to the REST upload route as the web app does (multipart field `email_file`). */
export async function uploadEml<Body = Record<string, unknown>>(
  gatewayUrl: string,
  file: Buffer | string,
  token: string | undefined,
  options: { filename?: string; headers?: Record<string, string> } = {},
): Promise<UploadAnswer<Body>> {
  const form = new FormData();
  form.append(
    'email_file',
    new Blob([typeof file === 'string' ? file : new Uint8Array(file)], { type: 'message/rfc822' }),
    options.filename ?? 'interview.eml',
  );
  const response = await fetch(`${gatewayUrl}/api/candidate/upload-interview-email`, {
    method: 'POST',
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...options.headers },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as Body };
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
