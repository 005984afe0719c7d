import { normalizeCompanyName } from '@hiring/contracts';

/**
 * What the evidence policy reads of the employer directory (models/employer-directory.model.ts):
 * a plain, in-memory snapshot, so `judgeEvidence` stays a pure function of data.
 */
export interface DirectoryEntryView {
  id: string;
  name: string;
  source: 'seed' | 'admin' | 'company';
  /** Organisational domains proven (company) or known (seed, admin) to be the employer's. */
  domains: readonly string[];
  /**
   * Normalised names the entry vouches for: seed and admin entries their name; a proven company
   * the names its proven domains spell (never its chosen display name by itself).
   */
  names: readonly string[];
  /** False for a company that lost all its proven domains: its tenants stay bound but vouch for nothing. */
  vouches: boolean;
}

export interface DirectoryTenantView {
  system: string;
  tenant: string;
  entryId: string;
}

export interface EmployerDirectoryView {
  /** Vouching entries whose domains include this organisational domain. */
  entriesForDomain(orgDomain: string): readonly DirectoryEntryView[];
  /** The entry a hiring-system tenant is bound to (vouching or not), or null when unbound. */
  entryForTenant(system: string, tenant: string): DirectoryEntryView | null;
  /**
   * Domains that seed and admin entries bind this normalised name to: such a name is employer
   * verified through those domains only (the anti look-alike precedence rule).
   */
  reservedDomainsOf(nameKey: string): readonly string[];
}

export const tenantKeyOf = (system: string, tenant: string) => `${system.trim().toLowerCase()}:${tenant.trim().toLowerCase()}`;

export function directoryView(entries: readonly DirectoryEntryView[], tenants: readonly DirectoryTenantView[]): EmployerDirectoryView {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const byDomain = new Map<string, DirectoryEntryView[]>();
  const reserved = new Map<string, string[]>();
  for (const entry of entries) {
    if (!entry.vouches) continue;
    for (const domain of entry.domains) byDomain.set(domain, [...(byDomain.get(domain) ?? []), entry]);
    if (entry.source !== 'company') {
      const key = normalizeCompanyName(entry.name);
      if (key) reserved.set(key, [...(reserved.get(key) ?? []), ...entry.domains]);
    }
  }
  const byTenant = new Map(tenants.map((t) => [tenantKeyOf(t.system, t.tenant), byId.get(t.entryId) ?? null]));
  return {
    entriesForDomain: (orgDomain) => byDomain.get(orgDomain.toLowerCase()) ?? [],
    entryForTenant: (system, tenant) => byTenant.get(tenantKeyOf(system, tenant)) ?? null,
    reservedDomainsOf: (nameKey) => reserved.get(nameKey) ?? [],
  };
}

/** No directory: nothing is employer verified (tests of the older rules, tools without a database). */
export const EMPTY_DIRECTORY: EmployerDirectoryView = directoryView([], []);
