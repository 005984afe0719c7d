import { describe, expect, it } from '@jest/globals';
import { interviewSourceLabel, specSourceType } from './interview-sources.js';
import { websiteOfDomain } from './company-names.js';

describe('interview sources as companies are told', () => {
  it("every interview read from an email is 'Email Analysis' and the spec's email_group_auto; anything else is a 'Manual Entry'", () => {
    expect(interviewSourceLabel('email_group_auto')).toBe('Email Analysis');
    expect(interviewSourceLabel('email_upload')).toBe('Email Analysis');
    expect(interviewSourceLabel('email_ingestion')).toBe('Email Analysis');
    expect(interviewSourceLabel('manual')).toBe('Manual Entry');
    expect(interviewSourceLabel(null)).toBe('Manual Entry');
    expect(specSourceType('email_upload')).toBe('email_group_auto');
    expect(specSourceType('manual')).toBe('manual');
  });
});

describe('the link shown for a company domain', () => {
  it('is https and the host, null for anything that is not a plain host name', () => {
    expect(websiteOfDomain('acme.com')).toBe('https://acme.com');
    expect(websiteOfDomain('https://careers.acme.com/jobs')).toBe('https://careers.acme.com');
    expect(websiteOfDomain('https://Acme.com/careers')).toBe('https://acme.com');
    expect(websiteOfDomain('not a domain')).toBeNull();
    expect(websiteOfDomain('')).toBeNull();
    expect(websiteOfDomain(null)).toBeNull();
    expect(websiteOfDomain('javascript:alert(1)')).toBeNull();
    expect(websiteOfDomain('localhost')).toBeNull();
  });
});
