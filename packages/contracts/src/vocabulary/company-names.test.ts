import { describe, expect, it } from '@jest/globals';
import { companyDomainOf, companyWebsite, normalizeCompanyName } from './company-names.js';

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

describe('companyWebsite (the one rule of registration and profile)', () => {
  it.each([
    ['quillbyte.io', 'https://quillbyte.io'],
    ['  https://www.Quillbyte.io/careers ', 'https://www.Quillbyte.io/careers'],
    ['http://acme.co.uk', 'http://acme.co.uk'],
    ['xn--mller-kva.de', 'https://xn--mller-kva.de'],
    ['', null],
    ['   ', null],
  ])('accepts %j as %j', (value, expected) => {
    expect(companyWebsite(value)).toBe(expected);
  });

  it.each([
    'quillbyte',
    'https://quillbyte',
    'localhost',
    'http://192.168.0.1',
    'ftp://acme.com',
    'javascript:alert(1)',
    'acme .com',
    'https://user:pw@acme.com',
    'acme.c0m',
    'acme.io.',
    `${'a'.repeat(300)}.com`,
  ])('refuses %j', (value) => {
    expect(companyWebsite(value)).toBeUndefined();
  });
});
