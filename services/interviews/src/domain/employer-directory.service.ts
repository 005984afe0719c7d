import { randomUUID } from 'node:crypto';
import { KNOWN_EMPLOYERS, hiringSystemNamed, normalizeCompanyName, type HiringSystemTenant } from '@hiring/contracts';
import { companyOwnsDomain, isPersonalMailDomain, orgDomainOf } from '@hiring/contracts/domains';
import { insertOnce, type Logger } from '@hiring/service-kit';
import type { DirectoryModels, DirectorySource, EmployerDirectoryEntry } from '../models/employer-directory.model.js';
import { directoryView, tenantKeyOf, type EmployerDirectoryView } from './verification/employer-directory-view.js';

/** A change of the directory: the domains and tenants whose interviews must be judged again. */
export interface DirectoryChange {
  domains: string[];
  tenants: HiringSystemTenant[];
}

export class DirectoryRefused extends Error {}

export const DIRECTORY_MESSAGES = {
  noName: 'Please give the employer a name',
  badDomain: (domain: string) => `${domain} is not a domain an employer can own (a personal mail provider or not a domain)`,
  unknownSystem: (system: string) => `${system} is not a recognised hiring system`,
  badTenant: 'Please give the tenant key (e.g. northwind for boards.greenhouse.io/northwind)',
  tenantTaken: (system: string, tenant: string, owner: string) => `The ${system} account "${tenant}" is already bound to ${owner}`,
  companyEntry: 'Entries of proven companies follow the company and cannot be changed or deleted here',
  notFound: 'No such directory entry',
} as const;

/** The snapshot the evidence policy reads: every entry and tenant binding (a small collection). */
export async function loadDirectoryView(models: DirectoryModels): Promise<EmployerDirectoryView> {
  const [entries, tenants] = await Promise.all([models.entries.find({}).lean<EmployerDirectoryEntry[]>().exec(), models.tenants.find({}).lean().exec()]);
  return directoryView(
    entries.map((e) => ({ id: e._id, name: e.name, source: e.source, domains: e.domains, names: e.names, vouches: e.domains.length > 0 })),
    tenants.map((t) => ({ system: t.system, tenant: t.tenant, entryId: t.entryId })),
  );
}

/** A tenant in its stored form: the system's canonical name and the key in lower case. */
export function canonicalTenant(input: HiringSystemTenant): HiringSystemTenant {
  const system = hiringSystemNamed(input.system);
  if (!system) throw new DirectoryRefused(DIRECTORY_MESSAGES.unknownSystem(input.system));
  const tenant = input.tenant.trim().toLowerCase();
  if (!/^[a-z0-9][a-z0-9_.-]{0,62}$/.test(tenant)) throw new DirectoryRefused(DIRECTORY_MESSAGES.badTenant);
  return { system: system.name, tenant };
}

/**
 * Binds a tenant to an entry. The unique `_id` of the binding decides a race between two
 * entries; a tenant already bound to another entry is refused with its owner's name.
 */
export async function bindTenant(models: DirectoryModels, entryId: string, input: HiringSystemTenant): Promise<HiringSystemTenant> {
  const tenant = canonicalTenant(input);
  const key = tenantKeyOf(tenant.system, tenant.tenant);
  const inserted = await insertOnce(models.tenants, { _id: key, system: tenant.system, tenant: tenant.tenant, entryId, boundAt: new Date() });
  if (!inserted) {
    const held = await models.tenants.findById(key).lean().exec();
    if (held && held.entryId !== entryId) {
      const owner = await models.entries.findById(held.entryId).lean<EmployerDirectoryEntry>().exec();
      throw new DirectoryRefused(DIRECTORY_MESSAGES.tenantTaken(tenant.system, tenant.tenant, owner?.name ?? 'another employer'));
    }
  }
  await models.entries.updateOne({ _id: entryId }, { $addToSet: { tenants: tenant }, $set: { updatedAt: new Date() } }).exec();
  return tenant;
}

async function unbindTenant(models: DirectoryModels, entryId: string, tenant: HiringSystemTenant): Promise<void> {
  await models.tenants.deleteOne({ _id: tenantKeyOf(tenant.system, tenant.tenant), entryId }).exec();
  await models.entries
    .updateOne({ _id: entryId }, { $pull: { tenants: { system: tenant.system, tenant: tenant.tenant } }, $set: { updatedAt: new Date() } })
    .exec();
}

function cleanDomains(domains: readonly string[]): string[] {
  return [
    ...new Set(
      domains.map((raw) => {
        const domain = orgDomainOf(
          raw
            .trim()
            .toLowerCase()
            .replace(/^https?:\/\//, '')
            .split('/')[0] ?? '',
        );
        if (!/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(domain) || isPersonalMailDomain(domain)) throw new DirectoryRefused(DIRECTORY_MESSAGES.badDomain(raw));
        return domain;
      }),
    ),
  ];
}

interface EntryInput {
  id?: string | null;
  name: string;
  domains: readonly string[];
  tenants: readonly HiringSystemTenant[];
}

/**
 * Adds or changes a seed or admin entry (admins edit through saveEmployerDirectoryEntry; the seed
 * through `seedDirectory`). Tenants bound to another entry are refused before anything changes.
 */
export async function saveDirectoryEntry(
  models: DirectoryModels,
  input: EntryInput,
  source: Exclude<DirectorySource, 'company'>,
): Promise<{ entry: EmployerDirectoryEntry; change: DirectoryChange }> {
  const name = input.name.trim();
  const nameKey = normalizeCompanyName(name);
  if (!name) throw new DirectoryRefused(DIRECTORY_MESSAGES.noName);
  const domains = cleanDomains(input.domains);
  const tenants = [...new Map(input.tenants.map(canonicalTenant).map((t) => [tenantKeyOf(t.system, t.tenant), t])).values()];
  const id = input.id ?? (source === 'seed' ? `seed:${nameKey || name.toLowerCase()}` : `admin:${randomUUID()}`);
  const existing = await models.entries.findById(id).lean<EmployerDirectoryEntry>().exec();
  if (input.id && !existing) throw new DirectoryRefused(DIRECTORY_MESSAGES.notFound);
  if (existing?.source === 'company') throw new DirectoryRefused(DIRECTORY_MESSAGES.companyEntry);
  for (const tenant of tenants) {
    const held = await models.tenants.findById(tenantKeyOf(tenant.system, tenant.tenant)).lean().exec();
    if (held && held.entryId !== id) {
      const owner = await models.entries.findById(held.entryId).lean<EmployerDirectoryEntry>().exec();
      throw new DirectoryRefused(DIRECTORY_MESSAGES.tenantTaken(tenant.system, tenant.tenant, owner?.name ?? 'another employer'));
    }
  }
  const fields = { name, nameKey, domains, names: nameKey ? [nameKey] : [], source, updatedAt: new Date() };
  if (!existing) await insertOnce(models.entries, { _id: id, ...fields, addresses: [], tenants: [], companyId: null, revision: 0 });
  await models.entries.updateOne({ _id: id }, { $set: fields }).exec();
  const kept = new Set(tenants.map((t) => tenantKeyOf(t.system, t.tenant)));
  const removed = (existing?.tenants ?? []).filter((t) => !kept.has(tenantKeyOf(t.system, t.tenant)));
  for (const tenant of removed) await unbindTenant(models, id, tenant);
  for (const tenant of tenants) await bindTenant(models, id, tenant);
  const entry = (await models.entries.findById(id).lean<EmployerDirectoryEntry>().exec())!;
  return { entry, change: { domains: [...new Set([...(existing?.domains ?? []), ...domains])], tenants: [...(existing?.tenants ?? []), ...tenants] } };
}

export async function deleteDirectoryEntry(models: DirectoryModels, id: string): Promise<DirectoryChange> {
  const existing = await models.entries.findById(id).lean<EmployerDirectoryEntry>().exec();
  if (!existing) throw new DirectoryRefused(DIRECTORY_MESSAGES.notFound);
  if (existing.source === 'company') throw new DirectoryRefused(DIRECTORY_MESSAGES.companyEntry);
  await models.tenants.deleteMany({ entryId: id }).exec();
  await models.entries.deleteOne({ _id: id }).exec();
  return { domains: existing.domains, tenants: existing.tenants };
}

/**
 * Seeds the directory from contracts' KNOWN_EMPLOYERS at start. Idempotent: an entry already as
 * the seed has it is not written again, and an entry an administrator took over (source admin) is
 * left as it is. Answers what changed (the interviews to judge again). A new database gets its
 * entries without tenants in one insert (one at a time they were most of a service start's
 * database commands); entries with tenants, or that changed, go through saveDirectoryEntry.
 */
export async function seedDirectory(models: DirectoryModels, logger: Logger): Promise<DirectoryChange> {
  const change: DirectoryChange = { domains: [], tenants: [] };
  const seedId = (name: string) => `seed:${normalizeCompanyName(name)}`;
  const stored = await models.entries
    .find({ _id: { $in: KNOWN_EMPLOYERS.map((known) => seedId(known.name)) } })
    .lean<EmployerDirectoryEntry[]>()
    .exec();
  const byId = new Map(stored.map((entry) => [entry._id, entry]));
  const same = (a: readonly string[], b: readonly string[]) => JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());
  const tenantKeys = (list: readonly HiringSystemTenant[]) => list.map((t) => tenantKeyOf(t.system, t.tenant));
  const fresh: EmployerDirectoryEntry[] = [];
  for (const known of KNOWN_EMPLOYERS) {
    const id = seedId(known.name);
    const existing = byId.get(id);
    if (existing && existing.source !== 'seed') continue;
    if (
      existing &&
      existing.name === known.name &&
      same(existing.domains, known.domains) &&
      same(tenantKeys(existing.tenants), tenantKeys(known.tenants ?? []))
    )
      continue;
    try {
      if (!existing && (known.tenants ?? []).length === 0) {
        const nameKey = normalizeCompanyName(known.name);
        const domains = cleanDomains(known.domains);
        fresh.push({
          _id: id,
          name: known.name,
          nameKey,
          domains,
          names: nameKey ? [nameKey] : [],
          source: 'seed',
          updatedAt: new Date(),
          addresses: [],
          tenants: [],
          companyId: null,
          revision: 0,
        });
        change.domains.push(...domains);
        continue;
      }
      const saved = await saveDirectoryEntry(
        models,
        { id: existing ? id : null, name: known.name, domains: known.domains, tenants: known.tenants ?? [] },
        'seed',
      );
      change.domains.push(...saved.change.domains);
      change.tenants.push(...saved.change.tenants);
    } catch (error) {
      if (!(error instanceof DirectoryRefused)) throw error;
      logger.warn({ employer: known.name, reason: error.message }, 'a known employer was not seeded');
    }
  }
  // Another replica seeding at the same moment inserts the same entries: its copies stand.
  await models.entries.insertMany(fresh, { ordered: false }).catch((error: unknown) => {
    const writeErrors = (error as { writeErrors?: { code?: number; err?: { code?: number } }[] }).writeErrors;
    if (!writeErrors?.every((e) => (e.code ?? e.err?.code) === 11000)) throw error;
  });
  return change;
}

export interface CompanyIdentity {
  companyId: string;
  revision: number;
  displayName: string;
  provenDomains: string[];
  provenAddresses: string[];
  boundNames: string[];
}

/**
 * Keeps a proven company's entry from its CompanyIdentityChanged events. Full state, highest
 * revision wins (an older or repeated event changes nothing: null). A company that loses all its
 * proven domains keeps its entry (its tenants stay bound to it, so nobody else takes them) but
 * vouches for nothing. Names its domains spell are kept as it vouches for them, except names a
 * seed or admin entry binds to other domains (the precedence rule; the policy checks it too).
 */
export async function applyCompanyIdentity(models: DirectoryModels, identity: CompanyIdentity): Promise<DirectoryChange | null> {
  const id = `company:${identity.companyId}`;
  const existing = await models.entries.findById(id).lean<EmployerDirectoryEntry>().exec();
  if (existing && existing.revision >= identity.revision) return null;
  const domains = [...new Set(identity.provenDomains.map((d) => orgDomainOf(d)).filter((d) => !isPersonalMailDomain(d)))];
  const displayKey = normalizeCompanyName(identity.displayName);
  const spelled = displayKey && domains.some((d) => companyOwnsDomain(identity.displayName, d)) ? [displayKey] : [];
  const candidates = [...new Set([...identity.boundNames.map((n) => normalizeCompanyName(n)).filter(Boolean), ...spelled])];
  const reservedElsewhere = async (key: string) => {
    const owners = await models.entries
      .find({ nameKey: key, source: { $in: ['seed', 'admin'] } })
      .lean<EmployerDirectoryEntry[]>()
      .exec();
    return owners.some((o) => !o.domains.some((d) => domains.includes(d)));
  };
  const names: string[] = [];
  for (const key of candidates) if (!(await reservedElsewhere(key))) names.push(key);
  const fields = {
    name: identity.displayName.trim() || identity.companyId,
    nameKey: displayKey,
    domains,
    names,
    addresses: [...new Set(identity.provenAddresses.map((a) => a.trim().toLowerCase()))],
    source: 'company' as const,
    companyId: identity.companyId,
    revision: identity.revision,
    updatedAt: new Date(),
  };
  if (!existing) {
    const inserted = await insertOnce(models.entries, { _id: id, ...fields, tenants: [] });
    if (inserted) return { domains, tenants: [] };
  }
  await models.entries.updateOne({ _id: id }, { $set: fields }).exec();
  return { domains: [...new Set([...(existing?.domains ?? []), ...domains])], tenants: existing?.tenants ?? [] };
}

/** The directory entry of a proven company, or null when it is not proven (no entry or no domains). */
export async function provenCompanyEntry(models: DirectoryModels, companyId: string): Promise<EmployerDirectoryEntry | null> {
  const entry = await models.entries.findById(`company:${companyId}`).lean<EmployerDirectoryEntry>().exec();
  return entry && entry.domains.length > 0 && entry.addresses.length > 0 ? entry : null;
}
