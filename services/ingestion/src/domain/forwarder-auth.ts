import { authenticate } from 'mailauth';
import type { DnsResolver } from '@hiring/service-kit/dns';

export type ForwarderAuthMethod = 'dmarc' | 'dkim' | 'spf';

export interface ForwarderAuthentication {
  /** How the From address was proven; null when nothing proved it. */
  by: ForwarderAuthMethod | null;
  dkim: string;
  spf: string;
  dmarc: string;
}

function sameOrganisation(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x === y || x.endsWith(`.${y}`) || y.endsWith(`.${x}`);
}

/**
 * Is the forward really from its From address? DMARC pass; else a passing DKIM signature aligned
 * with the From domain; else SPF pass for an envelope domain aligned with it (the Received chain
 * of the mailbox's own MX gives the client address). Headers alone prove nothing.
 */
export async function authenticateForwarder(raw: Buffer, fromAddress: string, resolver: DnsResolver): Promise<ForwarderAuthentication> {
  const fromDomain = fromAddress.split('@').pop() ?? '';
  const result = await authenticate(raw, { resolver, trustReceived: true, disableBimi: true, disableArc: true, mta: 'hiring-marketplace.ingestion' });
  const dkimRows = result.dkim?.results ?? [];
  const dkimPass = dkimRows.filter((row) => row.status.result === 'pass');
  const dkim = dkimPass.length > 0 ? 'pass' : (dkimRows[0]?.status.result ?? 'none');
  const spf = result.spf ? result.spf.status.result : 'none';
  const dmarc = result.dmarc ? result.dmarc.status.result : 'none';

  let by: ForwarderAuthMethod | null = null;
  if (dmarc === 'pass') by = 'dmarc';
  else if (dkimPass.some((row) => Boolean(row.status.aligned) || sameOrganisation(row.signingDomain, fromDomain))) by = 'dkim';
  else if (spf === 'pass' && result.spf && sameOrganisation(result.spf.domain, fromDomain)) by = 'spf';
  return { by, dkim, spf, dmarc };
}
