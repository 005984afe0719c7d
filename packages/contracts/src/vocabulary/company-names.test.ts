import { describe, expect, it } from '@jest/globals';
import { companyDomainOf, normalizeCompanyName } from './company-names.js';

describe('normalizeCompanyName', () => {
  it.each([
    ['Acme, Inc.', 'acme'],
    ['ACME Inc', 'acme'],
    ['acme llc', 'acme'],
    ['Acme Ltd.', 'acme'],
    ['Müller GmbH', 'muller'],
    ['Procter & Gamble Co.', 'procter and gamble'],
    ['Stripe', 'stripe'],
    ['The Company', 'the'],
    ['Inc', 'inc'],
  ])('%s → %s', (name, expected) => {
    expect(normalizeCompanyName(name)).toBe(expected);
  });
});

describe('companyDomainOf', () => {
  it.each([
    ['https://www.Acme.com/careers', 'acme.com'],
    ['acme.io', 'acme.io'],
    ['http://jobs.acme.co.uk', 'jobs.acme.co.uk'],
    ['', null],
    ['not a site', null],
    [null, null],
  ])('%s → %s', (website, expected) => {
    expect(companyDomainOf(website)).toBe(expected);
  });
});
