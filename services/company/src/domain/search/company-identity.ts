import { companyDomainOf, normalizeCompanyName } from '@hiring/contracts';

/**
 * How the hiding rule recognises a company: its normalised names (case, punctuation, accents and
 * legal suffixes ignored) and registrable domains — of the current profile, of every name and
 * website the profile had before (renaming must not reveal anyone), and of the account's email
 * unless it is a public mail provider. A candidate is hidden from a company when any of the
 * candidate's interviews (public or private), work experiences or current company names it, or an
 * interview's company domain falls under one of its domains.
 */
export interface CompanyIdentity {
  names: string[];
  domains: string[];
}

/** Mail providers whose domain says nothing about the employer. */
const PUBLIC_MAIL_DOMAINS = new Set([
  'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'yahoo.com', 'ymail.com', 'icloud.com', 'me.com',
  'mac.com', 'aol.com', 'proton.me', 'protonmail.com', 'gmx.com', 'gmx.de', 'gmx.net', 'web.de', 'mail.com', 'zoho.com', 'yandex.com',
  'yandex.ru', 'mail.ru', 'qq.com', '163.com', 'fastmail.com', 'hey.com', 'tutanota.com', 'example.com', 'example.test',
]);

/** Second-level labels under which country domains register names (acme.co.uk, acme.com.au). */
const SECOND_LEVEL_LABELS = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'edu', 'ne', 'or', 'go', 'gob', 'ltd', 'plc', 'nic', 'mil', 'sch']);

/**
 * `careers.acme.com` → `acme.com`; `jobs.acme.co.uk` → `acme.co.uk`. A heuristic without the
 * public suffix list: the last two labels, or three under a two-letter country code whose second
 * level is a common registration label.
 */
export function registrableDomain(host: string | null | undefined): string | null {
  if (!host) return null;
  return memo(domains, host, computeRegistrableDomain);
}

function computeRegistrableDomain(host: string): string | null {
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
  if (!name) return null;
  return memo(names, name, (value) => normalizeCompanyName(value) || null);
}

/** Company names and domains repeat across a million interviews: each is normalised once. */
const names = new Map<string, string | null>();
const domains = new Map<string, string | null>();
const MEMO_LIMIT = 200_000;

function memo(cache: Map<string, string | null>, key: string, compute: (key: string) => string | null): string | null {
  const known = cache.get(key);
  if (known !== undefined) return known;
  if (cache.size >= MEMO_LIMIT) cache.clear();
  const value = compute(key);
  cache.set(key, value);
  return value;
}

export interface IdentitySource {
  companyName: string;
  website: string | null;
  email?: string | null;
  formerNames?: string[] | null;
  formerWebsites?: string[] | null;
}

export function companyIdentity(profile: IdentitySource): CompanyIdentity {
  const names = [profile.companyName, ...(profile.formerNames ?? [])].map(companyNameKey);
  const domains = [profile.website, ...(profile.formerWebsites ?? [])].map(registrableDomain);
  const mailDomain = registrableDomain(profile.email?.split('@')[1] ?? null);
  if (mailDomain && !PUBLIC_MAIL_DOMAINS.has(mailDomain)) domains.push(mailDomain);
  return {
    names: [...new Set(names.filter((n): n is string => n !== null))],
    domains: [...new Set(domains.filter((d): d is string => d !== null))],
  };
}
