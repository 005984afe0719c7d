import { describe, expect, it } from '@jest/globals';
import { hiringSystemFor } from '@hiring/contracts';
import type { EvidenceFacts } from '../../../src/domain/verification/evidence-facts.js';
import { companyOwnsDomain, judgeEvidence } from '../../../src/domain/verification/evidence-policy.js';
import { isPersonalMailDomain, orgDomainOf } from '@hiring/contracts/domains';

const facts = (overrides: Partial<EvidenceFacts> = {}): EvidenceFacts => ({
  factsVersion: 1,
  fromDomain: 'netflix.com',
  fromAddress: 'jobs@netflix.com',
  fromHeaderCount: 1,
  fromAddressCount: 1,
  fromIsUploader: false,
  signatures: [
    {
      domain: 'netflix.com',
      selector: 's1',
      result: 'pass',
      comment: null,
      algorithm: 'rsa-sha256',
      signedAt: '2026-11-03T10:00:00.000Z',
      signedHeaders: ['from', 'to', 'subject', 'date'],
      unsignedInstances: [],
      signedRecipientIsUploader: true,
      bodyPartlyUnsigned: false,
    },
  ],
  arc: { result: 'none', sealer: null, dkimPassDomains: [] },
  dmarc: 'pass',
  organizerDomains: [],
  companyNamedInSignedContent: true,
  forwardedUpload: false,
  checkedAt: '2026-11-03T10:05:00.000Z',
  ...overrides,
});
const options = { trustedArcSealers: ['google.com'] };

describe('companyOwnsDomain', () => {
  it.each([
    ['Northwind', 'northwind.com', true],
    ['Northwind Robotics', 'northwind.com', true],
    ['Stonebridge Capital', 'stonebridgecap.com', true],
    ['Acme Robotics Inc.', 'acme-robotics.example', true],
    ['Lindqvist Gruppe', 'jobs.lindqvist-gruppe.de', true],
    ['Stripe', 'stripe-careers.com', false],
    ['Stripe', 'str.io', false],
    ['Stripe', 'strlpe.com', false],
    ['Stripe', 'attacker.test', false],
    ['Unknown Company', 'unknown.com', false],
  ])('%s owns %s: %s', (name, domain, owns) => {
    expect(companyOwnsDomain(name, domain)).toBe(owns);
  });

  it('binds a non-Latin name through the domain the email gives for it', () => {
    expect(companyOwnsDomain('ミライテック', 'miraitech.co.jp', 'miraitech.co.jp')).toBe(true);
    expect(companyOwnsDomain('ミライテック', 'attacker.test', 'miraitech.co.jp')).toBe(false);
  });
});

describe('domains', () => {
  it('finds organisational domains by the public suffix list and personal providers with their subdomains', () => {
    expect(orgDomainOf('o3.us.greenhouse-mail.io')).toBe('greenhouse-mail.io');
    expect(orgDomainOf('mail.tillerbank.co.uk')).toBe('tillerbank.co.uk');
    expect(orgDomainOf('greenhouse-mail.io.attacker.test')).toBe('attacker.test');
    for (const domain of ['gmail.com', 'mail.gmail.com', 'outlook.com', 'yahoo.co.uk', 'proton.me', 'fastmail.com', 'icloud.com']) expect(isPersonalMailDomain(domain)).toBe(true);
    for (const domain of ['northwind.com', 'us.greenhouse-mail.io', 'google.com']) expect(isPersonalMailDomain(domain)).toBe(false);
  });

  it('tells Google Calendar from Google the employer by sender', () => {
    expect(hiringSystemFor('google.com', 'calendar-notification@google.com')?.name).toBe('Google Calendar');
    expect(hiringSystemFor('google.com', 'recruiter@google.com')).toBeNull();
    expect(hiringSystemFor('greenhouse-mail.io', 'no-reply@us.greenhouse-mail.io')?.name).toBe('Greenhouse');
  });
});

describe('judgeEvidence', () => {
  it('a message signed by netflix.com cannot be an interview at Stripe', () => {
    expect(judgeEvidence(facts(), { companyName: 'Netflix', companyDomain: null }, options)).toMatchObject({ passed: true, evidence: { label: 'Signed by netflix.com' } });
    const stripe = judgeEvidence(facts(), { companyName: 'Stripe', companyDomain: 'stripe.com' }, options);
    expect(stripe).toMatchObject({ passed: false, evidence: null });
    expect(stripe.issues.map((i) => i.code)).toEqual(['not_employer']);
  });

  it('rsa-sha1 is not evidence, and a DMARC failure without an aligned signature is named', () => {
    const sha1 = facts({ signatures: [{ ...facts().signatures[0]!, algorithm: 'rsa-sha1' }], dmarc: 'fail' });
    expect(judgeEvidence(sha1, { companyName: 'Netflix', companyDomain: null }, options).issues.map((i) => i.code)).toEqual(['weak_algorithm', 'dmarc_fail']);
  });

  it('a trusted ARC sealer that saw an aligned signature pass stands in for a signature broken by forwarding', () => {
    const broken = facts({ signatures: [{ ...facts().signatures[0]!, result: 'fail' }] });
    const sealed = { ...broken, arc: { result: 'pass', sealer: 'mx.google.com', dkimPassDomains: ['netflix.com'] } };
    expect(judgeEvidence(sealed, { companyName: 'Netflix', companyDomain: null }, options)).toMatchObject({ passed: true, evidence: { label: 'Signed by netflix.com' } });
    expect(judgeEvidence({ ...sealed, arc: { ...sealed.arc, sealer: 'relay.attacker.test' } }, { companyName: 'Netflix', companyDomain: null }, options).passed).toBe(false);
  });

  it('facts from before the policy cannot pass', () => {
    expect(judgeEvidence(null, { companyName: 'Netflix', companyDomain: null }, options)).toMatchObject({ passed: false, issues: [{ code: 'legacy' }] });
  });
});
