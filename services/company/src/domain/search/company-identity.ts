import { companyDomainOf, normalizeCompanyName } from '@hiring/contracts';
import { domainNameLabel, labelsSpelling, orgDomainOf } from '@hiring/contracts/domains';
import { isKnownEmployerName, knownNamesOf, provenDomainsOf, type IdentityFields } from '../identity/proven-identity.js';

/**
 * How the hiding rule recognises a company (docs/decisions/company-identity.md): only by what it
 * proved. Its keys are
 * - `domains`: the registrable domains of its verified work addresses;
 * - `labels`: what those domains spell (`brightpath-labs.com` → `brightpathlabs`); a candidate's
 *   employer name is hidden when one of these spells it (`companyOwnsDomain`: the whole name, or
 *   its first words), unless the name is a known employer's (KNOWN_EMPLOYERS), which is bound to
 *   its real domains only;
 * - `names`: the known employers whose real domains are proven (google.com → Google).
 * The display name, the website and former names are never keys: a rename changes nothing anybody
 * sees, so renaming cannot probe who works where, and a second account on the same domain has the
 * same keys. A candidate is hidden when any of their interviews (public or private), work
 * experiences or current company matches.
 */
export interface CompanyIdentity {
  domains: string[];
  labels: string[];
  names: string[];
}

/**
 * `careers.acme.com` → `acme.com`; `jobs.acme.co.uk` → `acme.co.uk`; `acme.eu.org` stays: the
 * Public Suffix List (`orgDomainOf`), the one rule every service uses. Candidates' interview
 * domains and companies' proven domains go through this same function, so they compare equal.
 */
export function registrableDomain(host: string | null | undefined): string | null {
  if (!host) return null;
  return memo(domains, host, (value) => {
    const domain = companyDomainOf(value);
    return domain ? orgDomainOf(domain) : null;
  });
}

export function companyNameKey(name: string | null | undefined): string | null {
  if (!name) return null;
  return memo(names, name, (value) => normalizeCompanyName(value) || null);
}

/**
 * The domain labels that would spell a candidate's employer name (see `labelsSpelling`); none for
 * a known employer's name, which only its own domains bind (through `names`).
 */
export function hideLabelsOf(nameKey: string): readonly string[] {
  const known = spelled.get(nameKey);
  if (known) return known;
  if (spelled.size >= MEMO_LIMIT) spelled.clear();
  const labels = isKnownEmployerName(nameKey) ? [] : labelsSpelling(nameKey);
  spelled.set(nameKey, labels);
  return labels;
}

/** Company names and domains repeat across a million interviews: each is normalised once. */
const names = new Map<string, string | null>();
const domains = new Map<string, string | null>();
const spelled = new Map<string, readonly string[]>();
const MEMO_LIMIT = 200_000;

function memo(cache: Map<string, string | null>, key: string, compute: (key: string) => string | null): string | null {
  const known = cache.get(key);
  if (known !== undefined) return known;
  if (cache.size >= MEMO_LIMIT) cache.clear();
  const value = compute(key);
  cache.set(key, value);
  return value;
}

export type IdentitySource = Pick<IdentityFields, 'email' | 'createdAt' | 'workAddresses'>;

export function companyIdentity(profile: IdentitySource): CompanyIdentity {
  const proven = provenDomainsOf(profile);
  const labels = proven.map(domainNameLabel).filter((label) => label.length >= 2);
  return { domains: proven, labels: [...new Set(labels)], names: knownNamesOf(proven) };
}

/** Whether the company may search, see details and unlock: at least one proven domain. */
export function isProven(identity: CompanyIdentity): boolean {
  return identity.domains.length > 0;
}
