import type { FastifyRequest } from 'fastify';
import { isIP } from 'node:net';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The request carries the internal credential the gateway adds (INTERNAL_API_SECRET), or the
     * service runs without one (development). Only then is `x-forwarded-for` believed.
     */
    fromGateway?: boolean;
  }
}

/**
 * The end user's address: the `x-forwarded-for` the gateway sets (to the address it derived,
 * per its TRUST_PROXY) on requests proven to come from it, otherwise the socket address, so a
 * caller who reaches a subgraph directly cannot pick the address its rate limits key on.
 */
export function clientIpOf(request: Pick<FastifyRequest, 'headers' | 'ip' | 'fromGateway'>): string {
  if (!request.fromGateway) return request.ip;
  const forwarded = request.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || request.ip;
}

/**
 * The source a per-address limit keys on: an IPv4 address as it is (also when written as an
 * IPv4-mapped IPv6 address), an IPv6 address as its /64 network. One subscriber is usually given a
 * whole /64, so keying on single IPv6 addresses would give one attacker 2^64 fresh budgets.
 */
export function addressSourceOf(ip: string | undefined): string {
  // A zone index (`fe80::1%eth0`) names the local interface, not the source.
  const address = ip
    ?.trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .split('%')[0];
  if (!address) return 'unknown';
  const mapped = /^(?:0{0,4}:){0,5}ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address) ?? /^::(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  if (isIP(address) !== 6) return address;
  return `${expandIpv6(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address, each without leading zeros. */
function expandIpv6(address: string): string[] {
  // A trailing dotted IPv4 part stands for the last two groups.
  const dotted = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(address);
  const text = dotted
    ? `${address.slice(0, dotted.index)}${((Number(dotted[1]) << 8) | Number(dotted[2])).toString(16)}:${((Number(dotted[3]) << 8) | Number(dotted[4])).toString(16)}`
    : address;
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((group) => parseInt(group, 16).toString(16));
}
