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
  const label = compact(domainLabelOf(orgDomainOf(domain)));
  if (!name || name === 'unknown' || name === 'unknowncompany' || label.length < 2) return false;
  if (name === label) return true;
  return words.length > 1 && label.startsWith(words[0]!) && name.startsWith(label);
}
