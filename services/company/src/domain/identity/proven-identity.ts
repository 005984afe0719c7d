import { CompanyIdentityChangedV1, KNOWN_EMPLOYERS, companyDomainOf, normalizeCompanyName } from '@hiring/contracts';
import type { OutboxMethods } from '@hiring/service-kit';
import { companyOwnsDomain, domainOfAddress, isPersonalMailDomain, orgDomainOf } from '@hiring/contracts/domains';
import type { CompanyProfile, NameChange, WorkAddress } from '../../models/company-profile.model.js';

/**
 * A company's identity is proven, not declared (docs/decisions/company-identity.md): the
 * registrable domains of the work addresses it proved it reads. The display name and the website
 * are what it says about itself and prove nothing.
 */
export type IdentityFields = Pick<CompanyProfile, 'email' | 'companyName' | 'website' | 'createdAt' | 'workAddresses' | 'nameHistory' | 'identityRevision'>;

/** The registration address, when it names a company's domain (it was verified by code at registration). */
export function registrationAddress(email: string, verifiedAt: Date): WorkAddress | null {
  const address = email.trim().toLowerCase();
  const host = domainOfAddress(address);
  if (!host || !host.includes('.') || isPersonalMailDomain(host)) return null;
  return { email: address, domain: orgDomainOf(host), verifiedAt, source: 'registration' };
}

/**
 * The proven work addresses, oldest first. A profile written before proven identities existed has
 * none stored: its registration address counts (migration-free, the same rule as a new profile).
 */
export function workAddressesOf(profile: Pick<IdentityFields, 'email' | 'createdAt' | 'workAddresses'>): WorkAddress[] {
  if (profile.workAddresses) return profile.workAddresses;
  const registered = registrationAddress(profile.email, profile.createdAt ?? new Date(0));
  return registered ? [registered] : [];
}

/** Registrable domains of the proven addresses, in the order they were proven. */
export function provenDomainsOf(profile: Pick<IdentityFields, 'email' | 'createdAt' | 'workAddresses'>): string[] {
  return [...new Set(workAddressesOf(profile).map((address) => address.domain))];
}

export function isIdentityProven(profile: Pick<IdentityFields, 'email' | 'createdAt' | 'workAddresses'>): boolean {
  return provenDomainsOf(profile).length > 0;
}

/** Names KNOWN_EMPLOYERS gives to their real domains, normalised: never bound to any other domain. */
const KNOWN_DOMAINS_BY_NAME = new Map<string, Set<string>>();
for (const employer of KNOWN_EMPLOYERS) {
  const key = normalizeCompanyName(employer.name);
  if (!key) continue;
  const domains = KNOWN_DOMAINS_BY_NAME.get(key) ?? new Set<string>();
  for (const domain of employer.domains) domains.add(orgDomainOf(domain));
  KNOWN_DOMAINS_BY_NAME.set(key, domains);
}

/** Whether `normalizedName` is a famous employer's name (bound to its own domains only). */
export function isKnownEmployerName(normalizedName: string): boolean {
  return KNOWN_DOMAINS_BY_NAME.has(normalizedName);
}

/** The known employers' names whose real domains are among `domains` (google.com → google). */
export function knownNamesOf(domains: readonly string[]): string[] {
  const names: string[] = [];
  for (const [name, known] of KNOWN_DOMAINS_BY_NAME) if (domains.some((domain) => known.has(domain))) names.push(name);
  return names;
}

/**
 * Whether a proven domain binds `name`: the domain spells it (`companyOwnsDomain`), and no known
 * employer of that name has other domains (a company on netflix.careers is not Netflix).
 */
export function domainBindsName(name: string, domain: string): boolean {
  const key = normalizeCompanyName(name);
  if (!key) return false;
  const known = KNOWN_DOMAINS_BY_NAME.get(key);
  if (known) return known.has(domain);
  return companyOwnsDomain(name, domain);
}

/**
 * Normalised names bound to the proven domains, for other services (CompanyIdentityChanged): the
 * known employers of those domains, and the display names the company had that a proven domain
 * spells. Never a name only because the company chose it.
 */
export function boundNamesOf(profile: IdentityFields): string[] {
  const domains = provenDomainsOf(profile);
  const names = new Set(knownNamesOf(domains));
  for (const { name } of nameHistoryOf(profile)) {
    const key = normalizeCompanyName(name);
    if (key && domains.some((domain) => domainBindsName(name, domain))) names.add(key);
  }
  return [...names];
}

/** True when the website's registrable domain is one of the proven domains. */
export function isWebsiteProven(profile: IdentityFields): boolean {
  const host = companyDomainOf(profile.website);
  return host !== null && provenDomainsOf(profile).includes(orgDomainOf(host));
}

/** Display names, oldest first (older profiles: the current name since the profile's creation). */
export function nameHistoryOf(profile: Pick<IdentityFields, 'companyName' | 'createdAt' | 'nameHistory'>): NameChange[] {
  if (profile.nameHistory && profile.nameHistory.length > 0) return profile.nameHistory;
  return [{ name: profile.companyName, changedAt: profile.createdAt ?? new Date(0) }];
}

/** The first proven domain: what platform mail names next to the display name. */
export function primaryDomainOf(profile: Pick<IdentityFields, 'email' | 'createdAt' | 'workAddresses'>): string | null {
  return provenDomainsOf(profile)[0] ?? null;
}

/**
 * Bumps the identity revision and records CompanyIdentityChanged on the profile document, so the
 * event is stored with the change it describes (docs/decisions/outbox-without-transactions.md).
 * Call after the change is applied to `doc`, before `save()`, then `relay.notify`.
 */
export function recordIdentityChanged(doc: IdentityDocument, correlationId?: string): void {
  const revision = (doc.identityRevision ?? 0) + 1;
  doc.identityRevision = revision;
  const profile: IdentityFields = {
    email: doc.email,
    companyName: doc.companyName,
    website: doc.website,
    createdAt: doc.createdAt,
    workAddresses: doc.workAddresses,
    nameHistory: doc.nameHistory,
    identityRevision: revision,
  };
  doc.recordEvent(CompanyIdentityChangedV1, {
    aggregateId: doc._id,
    correlationId,
    payload: {
      companyId: doc._id,
      revision,
      displayName: doc.companyName,
      provenDomains: provenDomainsOf(profile),
      provenAddresses: workAddressesOf(profile).map((address) => address.email),
      boundNames: boundNamesOf(profile),
      changedAt: new Date().toISOString(),
    },
  });
}

/** What recording the event needs of a hydrated profile document. */
export type IdentityDocument = IdentityFields & Pick<CompanyProfile, '_id'> & OutboxMethods;
