import { describe, expect, it } from '@jest/globals';
import { hiringSystemFor, normalizeCompanyName } from '@hiring/contracts';
import { directoryView, type DirectoryEntryView } from '../../../src/domain/verification/employer-directory-view.js';
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
    for (const domain of ['gmail.com', 'mail.gmail.com', 'outlook.com', 'yahoo.co.uk', 'proton.me', 'fastmail.com', 'icloud.com'])
      expect(isPersonalMailDomain(domain)).toBe(true);
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
    expect(judgeEvidence(facts(), { companyName: 'Netflix', companyDomain: null }, options)).toMatchObject({
      passed: true,
      evidence: { label: 'Signed by netflix.com' },
    });
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
    expect(judgeEvidence(sealed, { companyName: 'Netflix', companyDomain: null }, options)).toMatchObject({
      passed: true,
      evidence: { label: 'Signed by netflix.com' },
    });
    expect(
      judgeEvidence({ ...sealed, arc: { ...sealed.arc, sealer: 'relay.attacker.test' } }, { companyName: 'Netflix', companyDomain: null }, options).passed,
    ).toBe(false);
  });

  it('facts from before the policy cannot pass', () => {
    expect(judgeEvidence(null, { companyName: 'Netflix', companyDomain: null }, options)).toMatchObject({ passed: false, issues: [{ code: 'legacy' }] });
  });
});

describe('evidence levels (judgeEvidence with an employer directory)', () => {
  const entry = (over: Partial<DirectoryEntryView> & Pick<DirectoryEntryView, 'id' | 'name'>): DirectoryEntryView => ({
    source: 'seed',
    domains: [],
    names: [normalizeCompanyName(over.name)],
    vouches: true,
    ...over,
  });
  const directory = directoryView(
    [
      entry({ id: 'seed:netflix', name: 'Netflix', domains: ['netflix.com'] }),
      entry({ id: 'company:bp', name: 'Brightpath Labs', source: 'company', domains: ['brightpath-labs.com'], names: ['brightpath labs'] }),
      entry({ id: 'company:gone', name: 'Gone Co', source: 'company', domains: [], names: [], vouches: false }),
      entry({ id: 'company:nc', name: 'Netflix', source: 'company', domains: ['netflix.careers'], names: [] }),
    ],
    [
      { system: 'Greenhouse', tenant: 'netflix', entryId: 'seed:netflix' },
      { system: 'Greenhouse', tenant: 'brightpathlabs', entryId: 'company:bp' },
      { system: 'Greenhouse', tenant: 'goneco', entryId: 'company:gone' },
    ],
  );
  const signedBy = (domain: string, from = `jobs@${domain}`) =>
    facts({ fromDomain: domain, fromAddress: from, signatures: [{ ...facts().signatures[0]!, domain }] });
  const greenhouse = (...tenants: string[]) => ({
    ...signedBy('us.greenhouse-mail.io', 'no-reply@us.greenhouse-mail.io'),
    tenants: tenants.map((tenant) => ({ system: 'Greenhouse', tenant })),
  });
  const as = (companyName: string) => ({ companyName, companyDomain: null });

  it('a seeded employer’s own domain is employer verified, with the entry’s name and no advice', () => {
    expect(judgeEvidence(facts(), as('Netflix Inc.'), options, directory)).toMatchObject({
      passed: true,
      level: 'employer_verified',
      advice: null,
      evidence: { employer: 'Netflix', label: 'Signed by netflix.com', level: 'employer_verified' },
    });
  });

  it('without a directory the same email is sender named (public, with advice)', () => {
    expect(judgeEvidence(facts(), as('Netflix'), options)).toMatchObject({
      passed: true,
      level: 'sender_named',
      evidence: { level: 'sender_named' },
      advice: expect.stringContaining('verify its domain'),
    });
  });

  it('a look-alike domain, even a proven company’s own, is never employer verified for a seeded name', () => {
    for (const domain of ['netflix.careers', 'netflix.xyz', 'netflix.eu.org']) {
      const judgement = judgeEvidence(signedBy(domain), as('Netflix'), options, directory);
      expect({ domain, level: judgement.level, advice: judgement.advice }).toEqual({
        domain,
        level: 'sender_named',
        advice: expect.stringContaining('netflix.com'),
      });
      expect(judgement.evidence!.label).toBe(`Signed by ${domain}`);
    }
  });

  it('a proven company’s own domain vouches for the name it spells, shown with its domain', () => {
    expect(judgeEvidence(signedBy('brightpath-labs.com'), as('Brightpath Labs'), options, directory)).toMatchObject({
      level: 'employer_verified',
      evidence: { employer: 'Brightpath Labs', label: 'Signed by brightpath-labs.com' },
    });
  });

  it('a hiring system is employer verified only through exactly one tenant bound to the named employer', () => {
    expect(judgeEvidence(greenhouse('brightpathlabs'), as('Brightpath Labs'), options, directory)).toMatchObject({
      level: 'employer_verified',
      evidence: { label: 'Signed by Greenhouse for Brightpath Labs' },
    });
    expect(judgeEvidence(greenhouse('netflix'), as('Netflix'), options, directory)).toMatchObject({
      level: 'employer_verified',
      evidence: { employer: 'Netflix' },
    });
    // Unbound tenant, no tenant, several tenants: sender named, with what to do.
    expect(judgeEvidence(greenhouse('netflixjobs'), as('Netflix'), options, directory)).toMatchObject({
      level: 'sender_named',
      advice: expect.stringContaining('not verified as Netflix'),
    });
    expect(judgeEvidence(greenhouse(), as('Netflix'), options, directory)).toMatchObject({
      level: 'sender_named',
      advice: expect.stringContaining('could not tell'),
    });
    expect(judgeEvidence(greenhouse('netflix', 'brightpathlabs'), as('Netflix'), options, directory)).toMatchObject({
      level: 'sender_named',
      advice: expect.stringContaining('several'),
    });
    // A company that lost its proven domains: its tenant stays its own but vouches for nothing.
    expect(judgeEvidence(greenhouse('goneco'), as('Gone Co'), options, directory)).toMatchObject({
      level: 'sender_named',
      advice: expect.stringContaining('not verified as Gone Co'),
    });
  });

  it('a tenant bound to one employer never vouches for another', () => {
    const known = judgeEvidence(greenhouse('brightpathlabs'), as('Netflix'), options, directory);
    expect(known).toMatchObject({ passed: false, level: 'private', evidence: null, issues: [expect.objectContaining({ code: 'tenant_of_other_employer' })] });
    const unknown = judgeEvidence(greenhouse('netflix'), as('Quillstone'), options, directory);
    expect(unknown).toMatchObject({ passed: true, level: 'sender_named', advice: expect.stringContaining("verified as Netflix's") });
  });

  it('user-content senders are private whatever the directory says (google.com is Google’s, its Docs shares are anybody’s)', () => {
    const google = directoryView([entry({ id: 'seed:google', name: 'Google', domains: ['google.com'] })], []);
    const share = signedBy('google.com', 'drive-shares-dm-noreply@google.com');
    expect(judgeEvidence(share, as('Google'), options, google)).toMatchObject({
      passed: false,
      level: 'private',
      issues: [expect.objectContaining({ code: 'user_content_sender' })],
    });
    expect(judgeEvidence(signedBy('google.com', 'recruiter@google.com'), as('Google'), options, google)).toMatchObject({ level: 'employer_verified' });
  });
});
