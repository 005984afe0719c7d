import { promises as dns } from 'node:dns';

/** The shape mailauth expects: `dns.promises.resolve`. TXT answers come as `string[][]`. */
export type DnsResolver = (name: string, rrtype: string) => Promise<string[][] | string[]>;

/**
 * The resolver of every DKIM/SPF/DMARC/ARC lookup (the interviews service's verification, the
 * ingestion service's forwarder check): `DNS_SERVERS` points it at any server (tests run a local
 * one that serves their keys); empty means the system's. A small entry of its own, since the
 * email-reading worker threads load it.
 */
export function createDnsResolver(servers: readonly string[], timeoutMs = 3000): DnsResolver {
  const resolver = new dns.Resolver({ timeout: timeoutMs, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  return (name, rrtype) => resolver.resolve(name, rrtype as 'TXT');
}
