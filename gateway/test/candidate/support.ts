import { waitFor } from '@hiring/service-kit/testing';
import { type Stack, type RegisteredUser } from '@hiring/test-kit/stack';

/**
 * Event-driven state on the shared broker: every test stack's consumer groups start from the
 * beginning of each topic, so they replay the history of earlier runs first. Generous waits.
 */
export const EVENT_WAIT_MS = 240_000;

type Json = Record<string, unknown>;

/** The candidate service has built the profile from UserRegistered. */
export function profileReady(stack: Stack, user: RegisteredUser): Promise<Json> {
  return waitFor(
    async () => {
      const r = await stack.rest<Json>('GET', '/api/candidate/profile', undefined, user.token);
      return r.status === 200 && typeof r.body['revision'] === 'number' ? r.body : null;
    },
    { what: 'the candidate profile built from UserRegistered', timeoutMs: EVENT_WAIT_MS },
  );
}

export async function uploadAddresses(stack: Stack, user: RegisteredUser): Promise<string[]> {
  const r = await stack.graphql<{ myUploadAddresses: string[] }>('{ myUploadAddresses }', {}, user.token);
  return r.body.data?.myUploadAddresses ?? [];
}

/** The interviews service knows the candidate's login address (from UserRegistered). */
export async function mailboxReady(stack: Stack, user: RegisteredUser): Promise<void> {
  await waitFor(async () => (await uploadAddresses(stack, user)).includes(user.email), {
    what: 'the interviews service to learn the login address',
    timeoutMs: EVENT_WAIT_MS,
  });
}
