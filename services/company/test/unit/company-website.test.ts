import { describe, expect, it } from '@jest/globals';
import { companyWebsite } from '@hiring/contracts';
import { normalizeWebsite } from '../../src/domain/company-profile.service.js';

/** The profile's website rule is registration's (issue 16: 'quillbyte' was accepted at one and refused at the other). */
describe('company profile website', () => {
  it.each(['quillbyte.io', 'https://www.quillbyte.io/jobs', 'acme.co.uk', ''])('accepts %j as registration does', (value) => {
    expect(normalizeWebsite(value)).toBe(companyWebsite(value));
  });

  it.each(['quillbyte', 'https://quillbyte', 'localhost', 'http://10.0.0.1', 'javascript:alert(1)'])('refuses %j as registration does', (value) => {
    expect(companyWebsite(value)).toBeUndefined();
    expect(() => normalizeWebsite(value)).toThrow('Please enter a valid website URL (for example https://example.com)');
  });
});
