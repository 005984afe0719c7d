import { normalizeCompanyName } from '../vocabulary/company-names.js';
import { domainLabelOf, orgDomainOf } from './mail-domains.js';

function compact(text: string): string {
  return text.replace(/[^a-z0-9]/g, '');
}

/**
 * The company is the one a domain spells: the domain's name (without its public suffix) spells
 * the company's name, or its first words (`northwind.com` for Northwind Robotics,
 * `stonebridgecap.com` for Stonebridge Capital). A longer domain name does not match a shorter
 * company name (`stripe-careers.com` is not Stripe's). Spelling is not ownership: anyone can
 * register `netflix.careers`, which is why evidence that rests on this alone is only "sender
 * named", and why names the employer directory binds to other domains never bind here (one copy
 * for the interviews service's evidence policy and the company service's hiding rule).
 */
export function companyOwnsDomain(companyName: string, domain: string, companyDomain: string | null = null): boolean {
  // A name in a non-Latin script (ミライテック) cannot spell a domain: the domain the email itself
  // gives for the company must then be the signer's. Companies see the signing domain either way.
  if (!normalizeCompanyName(companyName) && /\p{L}/u.test(companyName)) {
    return companyDomain !== null && orgDomainOf(companyDomain) === orgDomainOf(domain);
  }
  const words = normalizeCompanyName(companyName)
    .split(' ')
    .filter((w) => w && w !== 'the');
  const name = words.join('');
  const label = domainNameLabel(domain);
  if (!name || name === 'unknown' || name === 'unknowncompany' || label.length < 2) return false;
  if (name === label) return true;
  return words.length > 1 && label.startsWith(words[0]!) && name.startsWith(label);
}

/** `brightpath-labs.co.uk` → `brightpathlabs`: the letters and digits a domain spells. */
export function domainNameLabel(domain: string): string {
  return compact(domainLabelOf(orgDomainOf(domain)));
}

/**
 * Every domain label that would spell `normalizedName` under `companyOwnsDomain` (Latin names):
 * the whole name compacted, and for names of several words each prefix at least as long as the
 * first word (`northwind robotics` → `northwind`, `northwindr`, …, `northwindrobotics`). Lets an
 * index answer "which names does this domain spell" by equality instead of testing every name.
 */
export function labelsSpelling(normalizedName: string): string[] {
  const words = normalizedName.split(' ').filter((w) => w && w !== 'the');
  const name = words.join('');
  if (!name || name === 'unknown' || name === 'unknowncompany') return [];
  if (words.length === 1) return name.length >= 2 ? [name] : [];
  const labels: string[] = [];
  for (let length = Math.max(words[0]!.length, 2); length <= name.length; length += 1) labels.push(name.slice(0, length));
  return labels;
}
