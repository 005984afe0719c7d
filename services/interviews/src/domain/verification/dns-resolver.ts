import { promises as dns } from 'node:dns';

/** The shape mailauth expects: `dns.promises.resolve`. TXT answers come as `string[][]`. */
export type DnsResolver = (name: string, rrtype: string) => Promise<unknown>;

/**
 * DKIM/SPF/ARC lookups go through this resolver, so `DNS_SERVERS` can point the real
 * verification path at any server (tests run a local one that serves their keys).
 */
export function createDnsResolver(servers: readonly string[], timeoutMs = 3000): DnsResolver {
  const resolver = new dns.Resolver({ timeout: timeoutMs, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  return (name, rrtype) => resolver.resolve(name, rrtype as 'TXT');
}
