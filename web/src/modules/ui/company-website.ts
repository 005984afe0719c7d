/**
 * A web address for a company domain ('acme.com' → 'https://acme.com'); null when it is not a plain
 * host name. The candidate's history and the company search link company names the same way.
 */
export function companyWebsite(domain: string | null | undefined): string | null {
  const host = domain
    ?.trim()
    .replace(/^https?:\/\//i, '')
    .split('/')[0]!
    .toLowerCase();
  if (!host || !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host)) return null;
  return `https://${host}`;
}
