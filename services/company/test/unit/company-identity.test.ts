import { describe, expect, it } from '@jest/globals';
import { companyOwnsDomain, labelsSpelling } from '@hiring/contracts/domains';
import { normalizeCompanyName, type InterviewEvidence } from '@hiring/contracts';
import { companyIdentity, type CompanyIdentity } from '../../src/domain/search/company-identity.js';
import {
  boundNamesOf,
  isWebsiteProven,
  nameHistoryOf,
  provenDomainsOf,
  registrationAddress,
  workAddressesOf,
} from '../../src/domain/identity/proven-identity.js';
import { renamesWithin } from '../../src/domain/company-profile.service.js';
import { interviewSnapshotRecord, profileRecord } from '../../src/domain/search/records.js';
import type { CandidateEntry } from '../../src/domain/search/candidate-entry.js';
import { SearchIndex } from '../support/in-memory-search-index.js';
import { searchCursor, searchPosition } from '../../src/domain/partners/cursors.js';
import { matchesSavedSearch } from '../../src/domain/webhooks/saved-searches.service.js';
import { aProfile, aWorkExperience, anInterview } from '@hiring/test-kit/events';

const ids = (entries: CandidateEntry[]) => entries.map((e) => e.id);
const proven = (email: string) => companyIdentity({ email, createdAt: new Date() });
const visible = (index: SearchIndex, identity: CompanyIdentity) => ids(index.search({ identity, page: 1, perPage: 100 }).entries);

const evidence = (level: InterviewEvidence['level'], employer: string): InterviewEvidence => ({
  kind: 'employer_domain',
  signingDomain: `${employer.toLowerCase()}.com`,
  system: null,
  employer,
  label: `Signed by ${employer.toLowerCase()}.com`,
  level,
});

describe('labelsSpelling agrees with companyOwnsDomain', () => {
  it.each(['Northwind Robotics', 'Stonebridge Capital', 'Acme', 'The Stripe Company', 'Brightpath Labs Ltd', 'A', 'Unknown Company'])('%s', (name) => {
    const key = normalizeCompanyName(name);
    const labels = new Set(labelsSpelling(key));
    for (const domain of [
      'northwind.com',
      'northwindrobotics.io',
      'stonebridgecap.com',
      'stonebridge.com',
      'acme.co.uk',
      'acmecorp.com',
      'stripe.com',
      'brightpath-labs.com',
      'brightpath.com',
      'brightpathlabsx.com',
      'a.io',
      'unknown.com',
    ]) {
      const label = domain.split('.')[0]!.replace(/[^a-z0-9]/g, '');
      expect([domain, labels.has(label)]).toEqual([domain, companyOwnsDomain(name, domain)]);
    }
  });
});

describe('proven identity', () => {
  it('counts the registration address unless it is at a personal provider (older profiles: derived at read)', () => {
    const at = new Date('2026-01-01T00:00:00.000Z');
    expect(registrationAddress('HR@Careers.Brightpath-Labs.com', at)).toEqual({
      email: 'hr@careers.brightpath-labs.com',
      domain: 'brightpath-labs.com',
      verifiedAt: at,
      source: 'registration',
    });
    expect(registrationAddress('someone@gmail.com', at)).toBeNull();
    expect(registrationAddress('someone@mail.proton.me', at)).toBeNull();
    // A profile stored before issue 27 has no workAddresses: the same rule applies at read.
    expect(provenDomainsOf({ email: 'hr@brightpath-labs.com', createdAt: at })).toEqual(['brightpath-labs.com']);
    expect(workAddressesOf({ email: 'hr@outlook.com', createdAt: at })).toEqual([]);
    // Stored addresses win (an empty list is an unproven company, not "derive").
    expect(provenDomainsOf({ email: 'hr@brightpath-labs.com', createdAt: at, workAddresses: [] })).toEqual([]);
  });

  it('proves the website only on a proven domain', () => {
    const base = { email: 'hr@brightpath-labs.com', companyName: 'Brightpath Labs', createdAt: new Date() };
    expect(isWebsiteProven({ ...base, website: 'https://www.brightpath-labs.com/jobs' })).toBe(true);
    expect(isWebsiteProven({ ...base, website: 'https://netflix.com' })).toBe(false);
    expect(isWebsiteProven({ ...base, email: 'a@gmail.com', website: 'https://gmail.com' })).toBe(false);
  });

  it('binds only names a proven domain spells, never a known employer to a look-alike domain', () => {
    const at = new Date();
    const history = (names: string[]) => names.map((name) => ({ name, changedAt: at }));
    expect(
      boundNamesOf({
        email: 'hr@brightpath-labs.com',
        companyName: 'Netflix',
        website: null,
        createdAt: at,
        nameHistory: history(['Brightpath Labs', 'Netflix']),
      }),
    ).toEqual(['brightpath labs']);
    expect(boundNamesOf({ email: 'hr@netflix.careers', companyName: 'Netflix', website: null, createdAt: at, nameHistory: history(['Netflix']) })).toEqual([]);
    expect(boundNamesOf({ email: 'jobs@netflix.com', companyName: 'Netflix', website: null, createdAt: at })).toEqual(['netflix']);
  });

  it('limits renames per window, the registration name not counting', () => {
    const now = new Date('2026-03-31T00:00:00.000Z');
    const day = (d: number) => new Date(now.getTime() - d * 24 * 3600_000);
    expect(renamesWithin([{ name: 'A', changedAt: day(1) }], now)).toBe(0);
    expect(
      renamesWithin(
        [
          { name: 'A', changedAt: day(100) },
          { name: 'B', changedAt: day(40) },
          { name: 'C', changedAt: day(29) },
          { name: 'D', changedAt: day(1) },
        ],
        now,
      ),
    ).toBe(2);
    expect(nameHistoryOf({ companyName: 'Old Co', createdAt: day(5) })).toEqual([{ name: 'Old Co', changedAt: day(5) }]);
  });
});

describe('hiding keys come from the proven identity only', () => {
  function seeded() {
    const index = new SearchIndex();
    const add = (id: string, interviews: Parameters<typeof anInterview>[1][], profile: Parameters<typeof aProfile>[0] = {}) => {
      index.applyProfile(profileRecord(aProfile({ candidateId: id, ...profile })));
      interviews.forEach((i, n) => index.applyInterview(interviewSnapshotRecord(anInterview(id, { interviewId: `${id}-${n}`, ...i }))));
    };
    add('netflix-alum', [{ companyName: 'Brightpath Labs', companyDomain: 'brightpath-labs.com' }], {
      workExperiences: [aWorkExperience({ company: 'Netflix' })],
    });
    add('brightpath-staff', [{ companyName: 'Hooli' }], { currentCompany: 'Brightpath Labs GmbH' });
    add('eu-org', [{ companyName: 'Acme Robotics', companyDomain: 'careers.acme.eu.org' }]);
    add('other', [{ companyName: 'Initech' }]);
    return index;
  }

  it('a famous name is bound to its real domains only', () => {
    const index = seeded();
    expect(visible(index, proven('hr@netflix.com'))).not.toContain('netflix-alum');
    // netflix.careers spells "netflix" but Netflix is netflix.com's: nobody is hidden by it.
    expect(visible(index, proven('hr@netflix.careers'))).toEqual(visible(index, proven('hr@unrelated.test')));
  });

  it('the proven domain hides by domain and by the names it spells; look-alike subdomains of a private suffix are their own domain', () => {
    const index = seeded();
    const brightpath = visible(index, proven('hr@brightpath-labs.com'));
    expect(brightpath).not.toContain('netflix-alum');
    expect(brightpath).not.toContain('brightpath-staff');
    expect(visible(index, proven('x@acme.eu.org'))).not.toContain('eu-org');
    // eu.org itself is a public suffix: another subdomain under it is another company.
    expect(visible(index, proven('x@other.eu.org'))).toContain('eu-org');
  });
});

describe('employer-verified evidence: filter and order', () => {
  function seeded() {
    const index = new SearchIndex();
    const add = (id: string, interviews: Parameters<typeof anInterview>[1][]) => {
      index.applyProfile(profileRecord(aProfile({ candidateId: id })));
      interviews.forEach((i, n) => index.applyInterview(interviewSnapshotRecord(anInterview(id, { interviewId: `${id}-${n}`, ...i }))));
    };
    const date = '2026-01-01T00:00:00.000Z';
    const newer = '2026-06-01T00:00:00.000Z';
    // Equal offers (0) and furthest stage (onsite): the verified count decides before the date.
    add('named-newest', [{ stage: 'onsite', companyName: 'Hooli', interviewDate: newer, evidence: evidence('sender_named', 'Hooli') }]);
    add('one-verified', [{ stage: 'onsite', companyName: 'Globex', interviewDate: date, evidence: evidence('employer_verified', 'Globex') }]);
    add('two-verified', [
      { stage: 'onsite', processId: 'a', companyName: 'Globex', interviewDate: date, evidence: evidence('employer_verified', 'Globex') },
      { stage: 'phone_screen', processId: 'b', companyName: 'Initech', interviewDate: date, evidence: evidence('employer_verified', 'Initech') },
    ]);
    // An offer still comes first, verified or not.
    add('offer-unverified', [{ stage: 'offer', companyName: 'Umbrella', interviewDate: date }]);
    return index;
  }
  const nobody = proven('hr@nobody.test');

  it('orders offers, furthest stage, then employer-verified interviews, then the date', () => {
    expect(visible(seeded(), nobody)).toEqual(['offer-unverified', 'two-verified', 'one-verified', 'named-newest']);
  });

  it('employerVerifiedOnly keeps candidates with at least one employer-verified interview, totals included', () => {
    const page = seeded().search({ identity: nobody, page: 1, perPage: 20, employerVerifiedOnly: true });
    expect(ids(page.entries)).toEqual(['two-verified', 'one-verified']);
    expect(page.total).toBe(2);
  });

  it('saved searches apply the filter too; searches saved before it existed match as before', () => {
    const index = seeded();
    const filter = { companyName: null, interviewStage: 'onsite', skills: null };
    expect(matchesSavedSearch({ filter: { ...filter, employerVerifiedOnly: true } }, index.entry('named-newest')!)).toBe(false);
    expect(matchesSavedSearch({ filter: { ...filter, employerVerifiedOnly: true } }, index.entry('one-verified')!)).toBe(true);
    expect(matchesSavedSearch({ filter }, index.entry('named-newest')!)).toBe(true);
  });

  it('cursors carry the verified count, and older five-value cursors still read', () => {
    const index = seeded();
    const entry = index.entry('one-verified')!;
    expect(searchPosition(searchCursor(entry))).toEqual({ rank: entry.rank, id: entry.id });
    const old = `s1.${Buffer.from(JSON.stringify([0, 3, '2026-01-01T00:00:00.000Z', 1, 'x'])).toString('base64url')}`;
    expect(searchPosition(old).rank.verified).toBe(0);
  });
});
