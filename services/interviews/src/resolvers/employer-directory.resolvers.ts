import { badInput, requireAdmin, requireCompany } from '@hiring/service-kit';
import type { Resolvers } from '../generated/resolvers.js';
import type { DirectoryModels, EmployerDirectoryEntry } from '../models/employer-directory.model.js';
import { DirectoryRefused, deleteDirectoryEntry, saveDirectoryEntry, type DirectoryChange } from '../domain/employer-directory.service.js';
import type { RejudgeSummary } from '../domain/rejudge-evidence.service.js';

export interface DirectoryResolverDeps {
  directory: DirectoryModels;
  /** Judges the interviews a change touches (by domain and tenant) under the changed directory. */
  onChange: (change: DirectoryChange) => Promise<RejudgeSummary>;
  /** Judges every stored interview again. */
  rejudgeAll: () => Promise<RejudgeSummary>;
}

const changed = (s: RejudgeSummary) => s.madePrivate + s.relabelled + s.markedPrivate + s.madePublic;

function entryView(entry: EmployerDirectoryEntry) {
  return {
    id: entry._id,
    name: entry.name,
    domains: entry.domains,
    tenants: entry.tenants.map((t) => ({ system: t.system, tenant: t.tenant })),
    source: entry.source,
    companyId: entry.companyId,
    updatedAt: entry.updatedAt.toISOString(),
  };
}

async function refusalsAsBadInput<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof DirectoryRefused) throw badInput(error.message);
    throw error;
  }
}

/**
 * The employer directory for administrators (entries of proven companies follow the company and
 * are read-only here), a company's own bound tenants, and re-judging stored evidence on demand.
 */
export function employerDirectoryResolvers(deps: DirectoryResolverDeps): Resolvers {
  return {
    Query: {
      employerDirectory: async (_, __, ctx) => {
        requireAdmin(ctx);
        const entries = await deps.directory.entries.find({}).lean<EmployerDirectoryEntry[]>().exec();
        return entries.sort((a, b) => a.name.localeCompare(b.name)).map(entryView);
      },
      myHiringSystemTenants: async (_, __, ctx) => {
        const auth = requireCompany(ctx);
        const entry = await deps.directory.entries.findById(`company:${auth.userId}`).lean<EmployerDirectoryEntry>().exec();
        return (entry?.tenants ?? []).map((t) => ({ system: t.system, tenant: t.tenant }));
      },
    },
    Mutation: {
      saveEmployerDirectoryEntry: async (_, args, ctx) => {
        requireAdmin(ctx);
        const { entry, change } = await refusalsAsBadInput(() => saveDirectoryEntry(deps.directory, args.input, 'admin'));
        await deps.onChange(change);
        return entryView(entry);
      },
      deleteEmployerDirectoryEntry: async (_, args, ctx) => {
        requireAdmin(ctx);
        const change = await refusalsAsBadInput(() => deleteDirectoryEntry(deps.directory, args.id));
        await deps.onChange(change);
        return args.id;
      },
      rejudgeInterviewEvidence: async (_, __, ctx) => {
        requireAdmin(ctx);
        const summary = await deps.rejudgeAll();
        return { judged: summary.checked, changed: changed(summary) };
      },
    },
  };
}
