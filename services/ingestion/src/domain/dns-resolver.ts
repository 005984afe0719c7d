import { promises as dns } from 'node:dns';

/** The shape mailauth expects: `dns.promises.resolve`. TXT answers come as `string[][]`. */
export type DnsResolver = (name: string, rrtype: string) => Promise<string[][] | string[]>;

/** DKIM/SPF/DMARC lookups for the forwarder; `DNS_SERVERS` points them at any server (tests run a local one). */
export function createDnsResolver(servers: readonly string[], timeoutMs = 3000): DnsResolver {
  const resolver = new dns.Resolver({ timeout: timeoutMs, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  return (name, rrtype) => resolver.resolve(name, rrtype as 'TXT');
}
