import { companyDomainOf, normalizeCompanyName } from '@hiring/contracts';

/**
 * How the hiding rule recognises a company: its normalised name (case, punctuation, accents and
 * legal suffixes ignored) and the registrable domain of its website. A candidate is hidden from a
 * company when any of the candidate's interviews (public or private) or work experiences names
 * the company, or an interview's company domain falls under the company's registrable domain.
 */
export interface CompanyIdentity {
  name: string | null;
  domain: string | null;
}

/** Second-level labels under which country domains register names (acme.co.uk, acme.com.au). */
const SECOND_LEVEL_LABELS = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'edu', 'ne', 'or', 'go', 'gob', 'ltd', 'plc', 'nic', 'mil', 'sch']);

/**
 * `careers.acme.com` → `acme.com`; `jobs.acme.co.uk` → `acme.co.uk`. A heuristic without the
 * public suffix list: the last two labels, or three under a two-letter country code whose second
 * level is a common registration label.
 */
export function registrableDomain(host: string | null | undefined): string | null {
  const domain = companyDomainOf(host);
  if (!domain) return null;
  const labels = domain.replace(/\.$/, '').split('.').filter(Boolean);
  if (labels.length < 2) return null;
  const tld = labels[labels.length - 1]!;
  const second = labels[labels.length - 2]!;
  const take = labels.length >= 3 && tld.length === 2 && SECOND_LEVEL_LABELS.has(second) ? 3 : 2;
  return labels.slice(-take).join('.');
}

export function companyNameKey(name: string | null | undefined): string | null {
  const key = name ? normalizeCompanyName(name) : '';
  return key || null;
}

export function companyIdentity(profile: { companyName: string; website: string | null }): CompanyIdentity {
  return { name: companyNameKey(profile.companyName), domain: registrableDomain(profile.website) };
}
