/**
 * The employer directory form's rules (issue 27) as pure functions: domains typed as a list, tenant
 * rows, what is sent. The server validates again (and refuses a tenant bound to another employer).
 */
export interface TenantRow {
  system: string;
  tenant: string;
}

export interface DirectoryForm {
  id: string | null;
  name: string;
  domains: string;
  tenants: TenantRow[];
}

export const EMPTY_DIRECTORY_FORM: DirectoryForm = { id: null, name: '', domains: '', tenants: [] };

/** Domains typed with commas, spaces or new lines: lower case, without scheme, path or 'www.', each once. */
export function parseDomains(value: string): string[] {
  const domains = value
    .split(/[\s,;]+/)
    .map((part) =>
      part
        .trim()
        .toLowerCase()
        .replace(/^https?:\/\//, '')
        .replace(/^www\./, '')
        .split('/')[0]!
        .replace(/\.$/, ''),
    )
    .filter(Boolean);
  return [...new Set(domains)];
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9]$/;

/** The form's problem in words, or null; and the input to send. */
export function directoryInput(form: DirectoryForm): { problem: string } | { input: { id?: string; name: string; domains: string[]; tenants: TenantRow[] } } {
  const name = form.name.trim();
  if (!name) return { problem: 'Enter the employer’s name' };
  const domains = parseDomains(form.domains);
  const wrong = domains.find((domain) => !DOMAIN.test(domain));
  if (wrong) return { problem: `Not a domain: ${wrong}` };
  const tenants = form.tenants.map((row) => ({ system: row.system.trim(), tenant: row.tenant.trim() })).filter((row) => row.system || row.tenant);
  if (tenants.some((row) => !row.system || !row.tenant)) return { problem: 'Each hiring system account needs both the system and the account' };
  if (domains.length === 0 && tenants.length === 0) return { problem: 'Add at least one domain or hiring system account' };
  return { input: { ...(form.id ? { id: form.id } : {}), name, domains, tenants } };
}

/** 'Judged 120 interviews; 3 changed.' */
export function rejudgeText(result: { judged: number; changed: number }): string {
  return `Judged ${result.judged} ${result.judged === 1 ? 'interview' : 'interviews'}; ${result.changed} changed.`;
}

export const SOURCE_LABELS: Readonly<Record<string, string>> = { admin: 'Admin', seed: 'Seed', company: 'Proven company' };
