/**
 * Company identity for grouping a candidate's interviews and for hiding a candidate from companies
 * they interviewed with or worked for: case, punctuation, accents and legal suffixes ignored.
 */
const LEGAL_SUFFIXES = new Set([
  'inc',
  'incorporated',
  'llc',
  'llp',
  'lp',
  'ltd',
  'limited',
  'plc',
  'gmbh',
  'ag',
  'sa',
  'sas',
  'sarl',
  'bv',
  'nv',
  'oy',
  'ab',
  'as',
  'aps',
  'spa',
  'srl',
  'pty',
  'pte',
  'kk',
  'co',
  'corp',
  'corporation',
  'company',
  'group',
  'holdings',
]);

export function normalizeCompanyName(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  while (words.length > 1 && LEGAL_SUFFIXES.has(words[words.length - 1]!)) words.pop();
  return words.join(' ');
}

/** `https://www.Acme.com/careers` → `acme.com`; null when it is not a web address or domain. */
export function companyDomainOf(website: string | null | undefined): string | null {
  if (!website?.trim()) return null;
  try {
    const url = new URL(/^[a-z]+:\/\//i.test(website.trim()) ? website.trim() : `https://${website.trim()}`);
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    return host.includes('.') ? host : null;
  } catch {
    return null;
  }
}

export const INVALID_WEBSITE = 'Please enter a valid website URL (for example https://example.com)';
export const WEBSITE_MAX_LENGTH = 300;
/**
 * What companyWebsite accepts, as a JSON Schema pattern (the REST facade's request schema): blank,
 * or an http(s) address (scheme optional) with a dotted host of plain labels and a letter TLD.
 */
export const WEBSITE_PATTERN_SOURCE =
  '^\\s*$|^\\s*(?:[Hh][Tt][Tt][Pp][Ss]?://)?(?:[A-Za-z0-9-]{1,63}\\.)+(?:[A-Za-z]{2,63}|[Xx][Nn]--[A-Za-z0-9-]{2,59})(?::[0-9]{1,4})?(?:[/?#][^\\s]*)?\\s*$';

/**
 * The company website rule, one for registration and the profile, in the browser and on the
 * server: blank is no website (null); otherwise an http(s) address (`https://` is added when typed
 * without a scheme) whose host is a domain name ending in a top-level domain (`quillbyte.io`, not
 * `quillbyte`, `localhost` or an IP address), without spaces or credentials. Returns the address
 * to store, or `undefined` when refused (show INVALID_WEBSITE).
 */
export function companyWebsite(value: string | null | undefined): string | null | undefined {
  const text = value?.trim() ?? '';
  if (!text) return null;
  if (text.length > WEBSITE_MAX_LENGTH || /\s/.test(text)) return undefined;
  const address = /^[a-z][a-z0-9+.-]*:/i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(address);
    const labels = url.hostname.split('.');
    const tld = labels[labels.length - 1] ?? '';
    const ok =
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      !url.username &&
      !url.password &&
      labels.length >= 2 &&
      labels.every((label) => /^[a-z0-9-]{1,63}$/.test(label)) &&
      /^(?:[a-z]{2,63}|xn--[a-z0-9-]{2,59})$/.test(tld);
    return ok ? address : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The link shown beside a company's name for its domain (`acme.com` → `https://acme.com`): the
 * candidate's history and the company search link company names the same way. Null when the
 * domain is not a plain host name.
 */
export function websiteOfDomain(domain: string | null | undefined): string | null {
  const host = domain
    ?.trim()
    .replace(/^https?:\/\//i, '')
    .split('/')[0]!
    .toLowerCase();
  if (!host || !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) return null;
  return `https://${host}`;
}
