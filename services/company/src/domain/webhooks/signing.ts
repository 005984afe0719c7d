import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Standard Webhooks signing (the scheme Stripe's and Svix's are variants of): the receiver gets
 * `webhook-id`, `webhook-timestamp` (unix seconds) and `webhook-signature: v1,<base64 HMAC-SHA256>`
 * over `${id}.${timestamp}.${body}`, keyed with the base64-decoded part of `whsec_<base64>`.
 * node:crypto does it in a few lines; the `standardwebhooks` package would add two dependencies
 * (a base64 and a SHA-256 implementation in JavaScript) for the same result, so receivers may use
 * it while we do not need to (docs/decisions/webhooks.md).
 */
export const SECRET_PREFIX = 'whsec_';

export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/** A new endpoint secret: `whsec_` + base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

function keyOf(secret: string): Buffer {
  return Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
}

export function signature(secret: string, id: string, timestamp: number, body: string): string {
  return `v1,${createHmac('sha256', keyOf(secret)).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

export function signedHeaders(secret: string, id: string, timestamp: number, body: string): SignedHeaders {
  return { 'webhook-id': id, 'webhook-timestamp': String(timestamp), 'webhook-signature': signature(secret, id, timestamp, body) };
}

/**
 * What a receiver does: recompute, compare in constant time with each `v1,` signature of the
 * header (several are sent while a secret rotates), and refuse a timestamp outside the tolerance
 * (a replayed old request).
 */
export function verifySignature(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  options: { toleranceSeconds?: number; now?: number } = {},
): boolean {
  const id = headerOf(headers, 'webhook-id');
  const timestamp = Number(headerOf(headers, 'webhook-timestamp'));
  const sent = headerOf(headers, 'webhook-signature');
  if (!id || !sent || !Number.isInteger(timestamp)) return false;
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (options.toleranceSeconds ?? 300)) return false;
  const expected = Buffer.from(signature(secret, id, timestamp, body));
  return sent.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

function headerOf(headers: Record<string, string | string[] | undefined>, name: string): string | undefined {
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
