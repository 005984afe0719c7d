import { Schema, type Connection, type Model } from 'mongoose';

export type DirectorySource = 'seed' | 'admin' | 'company';

/**
 * One employer of the employer directory: domains and hiring-system tenants that vouch for it
 * (employer verified evidence). `_id`: `seed:<nameKey>`, `company:<companyId>` or `admin:<uuid>`.
 * Kept from contracts' KNOWN_EMPLOYERS (seed), by administrators (admin) and from
 * CompanyIdentityChanged events (company).
 */
export interface EmployerDirectoryEntry {
  _id: string;
  name: string;
  /** normalizeCompanyName(name). */
  nameKey: string;
  /** Organisational domains (Public Suffix List). */
  domains: string[];
  /** Normalised names the entry vouches for (seed/admin: [nameKey]; company: the names its proven domains spell). */
  names: string[];
  /** A proven company's verified work addresses: a tenant-binding email must be addressed to one. */
  addresses: string[];
  tenants: { system: string; tenant: string }[];
  source: DirectorySource;
  companyId: string | null;
  /** CompanyIdentityChanged revision applied (company entries); 0 otherwise. */
  revision: number;
  updatedAt: Date;
}

/**
 * A tenant is bound to one entry: its key (`<system>:<tenant>`, lower case) is the `_id`, so a
 * second entry's insert fails on the unique index instead of racing a read (FerretDB has no
 * transactions; docs/decisions/outbox-without-transactions.md).
 */
export interface DirectoryTenantBinding {
  _id: string;
  system: string;
  tenant: string;
  entryId: string;
  boundAt: Date;
}

export type EmployerDirectoryModel = Model<EmployerDirectoryEntry>;
export type DirectoryTenantModel = Model<DirectoryTenantBinding>;

const entrySchema = new Schema<EmployerDirectoryEntry>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    nameKey: { type: String, required: true, index: true },
    domains: { type: [String], default: [], index: true },
    names: { type: [String], default: [] },
    addresses: { type: [String], default: [] },
    tenants: { type: [{ _id: false, system: String, tenant: String }], default: [] },
    source: { type: String, enum: ['seed', 'admin', 'company'], required: true },
    companyId: { type: String, default: null, index: true },
    revision: { type: Number, default: 0 },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false },
);

const tenantSchema = new Schema<DirectoryTenantBinding>(
  {
    _id: { type: String, required: true },
    system: { type: String, required: true },
    tenant: { type: String, required: true },
    entryId: { type: String, required: true, index: true },
    boundAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export function employerDirectoryModel(connection: Connection): EmployerDirectoryModel {
  return (
    (connection.models['EmployerDirectoryEntry'] as EmployerDirectoryModel | undefined) ??
    connection.model<EmployerDirectoryEntry>('EmployerDirectoryEntry', entrySchema, 'employer_directory')
  );
}

export function directoryTenantModel(connection: Connection): DirectoryTenantModel {
  return (
    (connection.models['DirectoryTenantBinding'] as DirectoryTenantModel | undefined) ??
    connection.model<DirectoryTenantBinding>('DirectoryTenantBinding', tenantSchema, 'employer_directory_tenants')
  );
}

export interface DirectoryModels {
  entries: EmployerDirectoryModel;
  tenants: DirectoryTenantModel;
}

export function directoryModels(connection: Connection): DirectoryModels {
  return { entries: employerDirectoryModel(connection), tenants: directoryTenantModel(connection) };
}
