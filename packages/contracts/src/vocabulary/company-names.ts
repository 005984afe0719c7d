/**
 * Company identity for grouping a candidate's interviews and for hiding a candidate from companies
 * they interviewed with or worked for: case, punctuation, accents and legal suffixes ignored.
 */
const LEGAL_SUFFIXES = new Set([
  'inc', 'incorporated', 'llc', 'llp', 'lp', 'ltd', 'limited', 'plc', 'gmbh', 'ag', 'sa', 'sas', 'sarl', 'bv', 'nv',
  'oy', 'ab', 'as', 'aps', 'spa', 'srl', 'pty', 'pte', 'kk', 'co', 'corp', 'corporation', 'company', 'group', 'holdings',
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
