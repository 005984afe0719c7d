import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where a webhook may be sent (SSRF protection). `blockPrivate` (production) refuses every address
 * that is not public unicast: private, loopback, link-local (the cloud metadata address
 * 169.254.169.254), unique-local, multicast, unspecified, carrier-grade NAT, reserved and the
 * IPv4-mapped forms of all of them. Classification is ipaddr.js's (the table proxy-addr and
 * Express trust), not our own list of ranges: one that misses a range is the bug SSRF exploits.
 * Without `blockPrivate` (development) any address is allowed, but plain http only to loopback.
 */
export interface AddressPolicy {
  blockPrivate: boolean;
}

export const ADDRESS_MESSAGES = {
  invalidUrl: 'Webhook URL must be an absolute http(s) URL',
  credentials: 'Webhook URL must not contain a user name or password',
  httpsOnly: 'Webhook URL must use https (http is allowed only for localhost in development)',
  unresolved: (host: string) => `Webhook URL host ${host} could not be resolved`,
  privateAddress: (host: string, address: string) =>
    `Webhook URL host ${host} resolves to ${address}, a private, loopback or link-local address; webhooks go to public addresses only`,
} as const;

export class AddressRefusedError extends Error {}

/** The range of an address when it is not public unicast, else null (IPv4-mapped IPv6 judged as its IPv4). */
export function nonPublicRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'invalid';
  const parsed = ipaddr.process(address);
  const range = parsed.range();
  return range === 'unicast' ? null : range;
}

export function isLoopback(address: string): boolean {
  return ipaddr.isValid(address) && ipaddr.process(address).range() === 'loopback';
}

export interface CheckedTarget {
  url: URL;
  /** The address checked: the request connects to it and to nothing resolved later (DNS rebinding). */
  address: string;
  family: 4 | 6;
}

type Resolver = (host: string) => Promise<{ address: string; family: number }[]>;
const systemResolver: Resolver = (host) => lookup(host, { all: true, verbatim: true });

/** Parses the URL without resolving (registration's first gate: clear texts for bad input). */
export function parseWebhookUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new AddressRefusedError(ADDRESS_MESSAGES.invalidUrl);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new AddressRefusedError(ADDRESS_MESSAGES.invalidUrl);
  if (url.username || url.password) throw new AddressRefusedError(ADDRESS_MESSAGES.credentials);
  return url;
}

/**
 * Resolves the host and applies the policy to every address it has (an attacker's name may
 * answer one public and one private address). Run at registration and again before each attempt.
 */
export async function checkTarget(raw: string, policy: AddressPolicy, resolve: Resolver = systemResolver): Promise<CheckedTarget> {
  const url = parseWebhookUrl(raw);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new AddressRefusedError(ADDRESS_MESSAGES.unresolved(host));
    }
  }
  if (addresses.length === 0) throw new AddressRefusedError(ADDRESS_MESSAGES.unresolved(host));
  if (policy.blockPrivate) {
    const refused = addresses.find((a) => nonPublicRange(a.address) !== null);
    if (refused) throw new AddressRefusedError(ADDRESS_MESSAGES.privateAddress(host, refused.address));
  }
  if (url.protocol === 'http:' && (policy.blockPrivate || !addresses.every((a) => isLoopback(a.address)))) {
    throw new AddressRefusedError(ADDRESS_MESSAGES.httpsOnly);
  }
  const chosen = addresses[0]!;
  return { url, address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}
