/**
 * Well-known employers with the domains that are really theirs (issue 27, directory precedence).
 * A name listed here is never bound to any other domain: a company proven on `netflix.careers` is
 * not "Netflix" for the hiding rule or platform mail, and evidence signed by such a look-alike is
 * never employer verified. Minimal copy of helper A's seed (the lead merges the full list).
 */
export interface KnownEmployer {
  name: string;
  /** Registrable domains (Public Suffix List), lower case. */
  domains: string[];
}

export const KNOWN_EMPLOYERS: KnownEmployer[] = [
  { name: 'Google', domains: ['google.com'] },
  { name: 'Netflix', domains: ['netflix.com'] },
  { name: 'Stripe', domains: ['stripe.com'] },
  { name: 'Microsoft', domains: ['microsoft.com'] },
  { name: 'Amazon', domains: ['amazon.com'] },
  { name: 'Meta', domains: ['meta.com', 'fb.com'] },
  { name: 'Apple', domains: ['apple.com'] },
  { name: 'GitHub', domains: ['github.com'] },
  { name: 'Shopify', domains: ['shopify.com'] },
  { name: 'Airbnb', domains: ['airbnb.com'] },
  { name: 'Uber', domains: ['uber.com'] },
];
