import emailProviders from 'email-providers';
import { getDomain, getDomainWithoutSuffix } from 'tldts';

// The same Public Suffix List options mailauth uses for DMARC alignment, so both agree.
const PSL = { allowIcannDomains: true, allowPrivateDomains: true } as const;

/** `mail.us.greenhouse-mail.io` → `greenhouse-mail.io` (RFC 7489 organisational domain). */
export function orgDomainOf(domain: string): string {
  const clean = domain.trim().toLowerCase().replace(/\.$/, '');
  return getDomain(clean, PSL) ?? clean;
}

/** `northwind-robotics.co.uk` → `northwind-robotics`. */
export function domainLabelOf(domain: string): string {
  const clean = domain.trim().toLowerCase();
  return getDomainWithoutSuffix(clean, PSL) ?? clean.split('.')[0] ?? clean;
}

export function domainOfAddress(address: string): string {
  return address
    .slice(address.lastIndexOf('@') + 1)
    .trim()
    .toLowerCase();
}

/**
 * Providers anybody can open a mailbox at. The maintained list (about 8,800 domains) misses a
 * few privacy-minded and newer providers; they are added here.
 */
const EXTRA_PERSONAL_PROVIDERS = [
  'fastmail.com',
  'fastmail.fm',
  'tutanota.com',
  'tutanota.de',
  'tuta.io',
  'tuta.com',
  'pm.me',
  'proton.me',
  'protonmail.ch',
  'duck.com',
  'skiff.com',
  'mailbox.org',
  'posteo.de',
  'posteo.net',
  'hey.com',
  'zohomail.com',
  'zohomail.eu',
  'yandex.com',
  'ya.ru',
  'gmx.com',
  'mail.com',
  'hushmail.com',
  'startmail.com',
  'runbox.com',
  'disroot.org',
  'riseup.net',
];
const PERSONAL = new Set([...emailProviders, ...EXTRA_PERSONAL_PROVIDERS].map((d) => d.toLowerCase()));

/** A free-mail / consumer provider, including any subdomain of one (`mail.gmail.com`). */
export function isPersonalMailDomain(domain: string): boolean {
  const clean = domain.trim().toLowerCase();
  return PERSONAL.has(clean) || PERSONAL.has(orgDomainOf(clean));
}
