import { createExtractor } from '@hiring/extraction';
import { assessEmail, type Assessment } from '../../src/domain/assess-email.service.js';
import { parseEml } from '../../src/domain/parsing/parse-eml.js';
import { createDnsResolver } from '@hiring/service-kit/dns';
import { generateDkimKey, signMessage, type DkimKey, type startDnsServer } from '@hiring/test-kit/mail';
import { KNOWN_EMPLOYERS, normalizeCompanyName } from '@hiring/contracts';
import {
  directoryView,
  type DirectoryEntryView,
  type DirectoryTenantView,
  type EmployerDirectoryView,
} from '../../src/domain/verification/employer-directory-view.js';

type Dns = Awaited<ReturnType<typeof startDnsServer>>;

/**
 * Signs test mail the way each domain's mail server would, with keys the local DNS server
 * publishes: one key per domain and selector, created on first use.
 */
export class TestSigners {
  private readonly keys = new Map<string, DkimKey>();
  readonly resolver: ReturnType<typeof createDnsResolver>;
  readonly extractor = createExtractor();

  constructor(readonly dns: Dns) {
    this.resolver = createDnsResolver(dns.servers);
  }

  keyFor(domain: string, selector = 's1'): DkimKey {
    const name = `${selector}._domainkey.${domain}`.toLowerCase();
    let key = this.keys.get(name);
    if (!key) {
      key = generateDkimKey();
      this.keys.set(name, key);
      this.dns.setTxt(name, key.record);
    }
    return key;
  }

  sign(
    message: string,
    domain: string,
    options: Omit<Parameters<typeof signMessage>[1], 'domain' | 'selector' | 'key'> & { selector?: string } = {},
  ): Promise<Buffer> {
    const selector = options.selector ?? 's1';
    return signMessage(message, { ...options, domain, selector, key: this.keyFor(domain, selector) });
  }

  async assess(
    raw: Buffer,
    uploaderAddresses: readonly string[],
    sourceType: 'email_upload' | 'email_ingestion' = 'email_upload',
    directory?: EmployerDirectoryView,
  ): Promise<Assessment> {
    const parsed = await parseEml(raw);
    return assessEmail(
      { resolver: this.resolver, extractor: this.extractor, trustedArcSealers: ['google.com', 'microsoft.com'], directory },
      { raw, parsed, uploaderAddresses, sourceType },
    );
  }
}

/** A corpus file with its recorded (fake) DKIM-Signature headers removed, and the d= they named. */
export function unsigned(eml: string): { message: string; domain: string | null } {
  const lines = eml.split(/\r?\n/);
  const out: string[] = [];
  let domain: string | null = null;
  let inSignature = false;
  let inHeaders = true;
  for (const line of lines) {
    if (inHeaders && line === '') inHeaders = false;
    if (inHeaders && /^DKIM-Signature:/i.test(line)) {
      inSignature = true;
      domain ??= /\bd=([^;\s]+)/.exec(line)?.[1] ?? null;
      continue;
    }
    if (inSignature && /^[ \t]/.test(line)) {
      domain ??= /\bd=([^;\s]+)/.exec(line)?.[1] ?? null;
      continue;
    }
    inSignature = false;
    out.push(line);
  }
  return { message: out.join('\r\n'), domain };
}

/**
 * The employer directory as the service seeds it (contracts' KNOWN_EMPLOYERS), plus `extra`
 * entries and tenant bindings (proven companies, admin entries): the same view the service builds
 * from its collection (employer-directory.service.ts loadDirectoryView).
 */
export function seededDirectory(extra: { entries?: DirectoryEntryView[]; tenants?: DirectoryTenantView[] } = {}): EmployerDirectoryView {
  const seeds: DirectoryEntryView[] = KNOWN_EMPLOYERS.map((known) => ({
    id: `seed:${normalizeCompanyName(known.name)}`,
    name: known.name,
    source: 'seed',
    domains: [...known.domains],
    names: [normalizeCompanyName(known.name)],
    vouches: true,
  }));
  const seedTenants: DirectoryTenantView[] = KNOWN_EMPLOYERS.flatMap((known) =>
    (known.tenants ?? []).map((t) => ({ system: t.system, tenant: t.tenant, entryId: `seed:${normalizeCompanyName(known.name)}` })),
  );
  return directoryView([...seeds, ...(extra.entries ?? [])], [...seedTenants, ...(extra.tenants ?? [])]);
}
