import { describe, expect, it } from '@jest/globals';
import { EVIDENCE_LEVEL_DESCRIPTIONS, EVIDENCE_LEVEL_LABELS } from '@hiring/contracts';
import { companyIdentity, registrableDomain, type CompanyIdentity } from '../../src/domain/search/company-identity.js';
import { candidateCard } from '../../src/domain/search/candidate-card.js';
import { interviewDeletedRecord, interviewSnapshotRecord, profileRecord, type InterviewRecord, type ProfileRecord } from '../../src/domain/search/records.js';
import type { CandidateEntry } from '../../src/domain/search/candidate-entry.js';
import { SearchIndex } from '../support/in-memory-search-index.js';
import { aProfile, aWorkExperience, anInterview } from '@hiring/test-kit/events';

const nobody = { names: [], domains: ['nobody.example'], labels: ['nobody'] };
/** A company proven by one work address (its registration address). */
const proven = (email: string) => companyIdentity({ email, createdAt: new Date() });
const ids = (entries: CandidateEntry[]) => entries.map((e) => e.id);
const search = (index: SearchIndex, extra: Partial<Parameters<SearchIndex['search']>[0]> = {}) =>
  index.search({ identity: nobody, page: 1, perPage: 20, ...extra });

function shuffle<T>(list: T[], seed: number): T[] {
  const out = [...list];
  let s = seed;
  for (let i = out.length - 1; i > 0; i -= 1) {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

describe('registrable domains and company identity', () => {
  it.each([
    ['https://www.acme.com/careers', 'acme.com'],
    ['careers.acme.com', 'acme.com'],
    ['jobs.acme.co.uk', 'acme.co.uk'],
    ['acme.co.uk', 'acme.co.uk'],
    ['acme.io', 'acme.io'],
    // The Public Suffix List, private entries included: a free subdomain is its own registrable domain.
    ['acme.eu.org', 'acme.eu.org'],
    ['jobs.acme.github.io', 'acme.github.io'],
    ['not a site', null],
    [null, null],
  ])('%s → %s', (input, expected) => {
    expect(registrableDomain(input)).toBe(expected);
  });

  it('takes the keys from the proven work addresses only: domains, what they spell, known employers of those domains', () => {
    expect(proven('hr@careers.acme.co.uk')).toEqual({ domains: ['acme.co.uk'], labels: ['acme'], names: [] });
    // A personal provider proves nothing: no key at all (and the company is unproven).
    expect(proven('hr@gmail.com')).toEqual({ domains: [], labels: [], names: [] });
    expect(proven('people@google.com')).toEqual({ domains: ['google.com'], labels: ['google'], names: ['google'] });
    const at = new Date();
    expect(
      companyIdentity({
        email: 'founder@gmail.com',
        createdAt: at,
        workAddresses: [
          { email: 'hr@brightpath-labs.com', domain: 'brightpath-labs.com', verifiedAt: at, source: 'profile' },
          { email: 'ops@brightpath.eu.org', domain: 'brightpath.eu.org', verifiedAt: at, source: 'profile' },
        ],
      }),
    ).toEqual({ domains: ['brightpath-labs.com', 'brightpath.eu.org'], labels: ['brightpathlabs', 'brightpath'], names: [] });
  });
});

describe('applying records', () => {
  it('keeps the highest revision whatever the order, tombstones included', () => {
    const profile = aProfile();
    const id = profile.candidateId;
    const i1 = anInterview(id, { revision: 1, stage: 'phone_screen' });
    const records: (ProfileRecord | InterviewRecord)[] = [
      profileRecord({ ...profile, revision: 1, skills: ['Old'] }),
      profileRecord({ ...profile, revision: 3, skills: ['Newest'] }),
      profileRecord({ ...profile, revision: 2, skills: ['Middle'] }),
      interviewSnapshotRecord(i1),
      interviewSnapshotRecord({ ...i1, revision: 2, stage: 'onsite' }),
      interviewSnapshotRecord({ ...i1, revision: 3, stage: 'offer' }),
      interviewDeletedRecord({ interviewId: i1.interviewId, candidateId: id, revision: 4 }),
      interviewSnapshotRecord(anInterview(id, { interviewId: 'int-keep', revision: 2, stage: 'final' })),
      interviewSnapshotRecord(anInterview(id, { interviewId: 'int-keep', revision: 1, stage: 'application' })),
    ];
    const results = [0, 1, 2, 3, 4, 5].map((seed) => {
      const index = new SearchIndex();
      for (const record of seed === 0 ? records : shuffle(records, seed)) {
        if ('profile' in record) index.applyProfile(record);
        else index.applyInterview(record);
      }
      const entry = index.entry(id)!;
      return { skills: entry.profile.skills, interviews: entry.interviews.map((i) => [i.interviewId, i.stage]) };
    });
    for (const result of results) expect(result).toEqual({ skills: ['Newest'], interviews: [['int-keep', 'final']] });
  });

  it('ignores a redelivered record and reports whether anything changed', () => {
    const index = new SearchIndex();
    const profile = aProfile();
    expect(index.applyProfile(profileRecord(profile))).toBe(true);
    expect(index.applyProfile(profileRecord(profile))).toBe(false);
    const interview = interviewSnapshotRecord(anInterview(profile.candidateId));
    expect(index.applyInterview(interview)).toBe(true);
    expect(index.applyInterview(interview)).toBe(false);
    expect(index.size).toBe(1);
  });

  it('keeps only public interviews, and a private revision removes a public one', () => {
    const index = new SearchIndex();
    const profile = aProfile();
    const interview = anInterview(profile.candidateId);
    index.applyProfile(profileRecord(profile));
    index.applyInterview(interviewSnapshotRecord({ ...interview, revision: 2, visibility: 'private' }));
    expect(index.size).toBe(0);
    index.applyInterview(interviewSnapshotRecord(interview));
    expect(index.size).toBe(0);
    index.applyInterview(interviewSnapshotRecord({ ...interview, revision: 3, visibility: 'public' }));
    expect(index.size).toBe(1);
    const record = interviewSnapshotRecord({ ...interview, revision: 4, visibility: 'private' });
    expect(record.interview).toBeNull();
    index.applyInterview(record);
    expect(index.size).toBe(0);
  });

  it('needs a discoverable profile with a public interview to be searchable', () => {
    const index = new SearchIndex();
    const profile = aProfile();
    index.applyInterview(interviewSnapshotRecord(anInterview(profile.candidateId)));
    expect(index.size).toBe(0);
    index.applyProfile(profileRecord(profile));
    expect(index.size).toBe(1);
    index.applyProfile(profileRecord({ ...profile, revision: 2, discoverable: false }));
    expect(index.size).toBe(0);
  });

  it('derives the same view in bulk as one record at a time', () => {
    const records: (ProfileRecord | InterviewRecord)[] = [];
    for (let c = 0; c < 40; c += 1) {
      const profile = aProfile({ candidateId: `c${c}`, skills: [`skill${c % 4}`] });
      records.push(profileRecord(profile));
      for (let i = 0; i < 3; i += 1) {
        records.push(
          interviewSnapshotRecord(
            anInterview(profile.candidateId, {
              interviewId: `c${c}-i${i}`,
              stage: ['application', 'onsite', 'offer', 'final'][(c + i) % 4]!,
              interviewDate: `2026-0${1 + ((c * 3 + i) % 9)}-1${i}T00:00:00.000Z`,
            }),
          ),
        );
      }
    }
    const one = new SearchIndex();
    for (const r of shuffle(records, 7)) {
      if ('profile' in r) one.applyProfile(r);
      else one.applyInterview(r);
    }
    const bulk = new SearchIndex();
    bulk.beginBulk();
    for (const r of shuffle(records, 11)) {
      if ('profile' in r) bulk.applyProfile(r);
      else bulk.applyInterview(r);
    }
    bulk.endBulk();
    expect(ids(search(one, { perPage: 100 }).entries)).toEqual(ids(search(bulk, { perPage: 100 }).entries));
    expect(one.stats(nobody, [])).toEqual(bulk.stats(nobody, []));
  });
});

describe('relevance, filters and pagination', () => {
  function seeded() {
    const index = new SearchIndex();
    const add = (id: string, skills: string[], interviews: Parameters<typeof anInterview>[1][]) => {
      index.applyProfile(profileRecord(aProfile({ candidateId: id, skills })));
      interviews.forEach((i, n) => index.applyInterview(interviewSnapshotRecord(anInterview(id, { interviewId: `${id}-${n}`, ...i }))));
    };
    add(
      'two-offers',
      ['Go'],
      [
        { stage: 'offer', processId: 'p1', companyName: 'Hooli', companyDomain: 'hooli.com', interviewDate: '2025-01-01T00:00:00.000Z' },
        { stage: 'offer', processId: 'p2', companyName: 'Pied Piper', companyDomain: 'piedpiper.com', interviewDate: '2025-02-01T00:00:00.000Z' },
      ],
    );
    add('one-offer-old', ['TypeScript', 'React'], [{ stage: 'offer', companyName: 'Initech LLC', interviewDate: '2024-01-01T00:00:00.000Z' }]);
    add('one-offer-new', ['Python'], [{ stage: 'offer', companyName: 'Umbrella', interviewDate: '2026-01-01T00:00:00.000Z' }]);
    add('final-round', ['typescript', 'Kafka'], [{ stage: 'final', companyName: 'Globex', interviewDate: '2026-05-01T00:00:00.000Z' }]);
    add(
      'onsite-many',
      ['Kafka'],
      [
        { stage: 'onsite', companyName: 'Globex' },
        { stage: 'phone_screen', companyName: 'Initech' },
      ],
    );
    add('onsite-one', ['Rust'], [{ stage: 'onsite', companyName: 'Vandelay Industries' }]);
    return index;
  }

  it('orders by offers, furthest stage, latest interview, number of interviews, id', () => {
    expect(ids(search(seeded()).entries)).toEqual(['two-offers', 'one-offer-new', 'one-offer-old', 'final-round', 'onsite-many', 'onsite-one']);
  });

  it('pages through the ordered list with total and pages', () => {
    const index = seeded();
    const first = search(index, { perPage: 4 });
    const second = search(index, { perPage: 4, page: 2 });
    expect([first.total, first.pages, second.total, second.pages]).toEqual([6, 2, 6, 2]);
    expect(ids(second.entries)).toEqual(['onsite-many', 'onsite-one']);
    expect(search(index, { perPage: 4, page: 3 }).entries).toEqual([]);
  });

  it('filters by part of a company name (suffixes ignored), stage label or key, and every skill term', () => {
    const index = seeded();
    expect(ids(search(index, { companyName: 'globex' }).entries)).toEqual(['final-round', 'onsite-many']);
    expect(ids(search(index, { companyName: 'Initech, Inc.' }).entries)).toEqual(['one-offer-old', 'onsite-many']);
    expect(ids(search(index, { companyName: 'piper' }).entries)).toEqual(['two-offers']);
    expect(ids(search(index, { companyName: 'hooli.com' }).entries)).toEqual(['two-offers']);
    expect(ids(search(index, { stage: 'Final Round' }).entries)).toEqual(['final-round']);
    expect(ids(search(index, { stage: 'onsite' }).entries)).toEqual(['onsite-many', 'onsite-one']);
    expect(ids(search(index, { stage: 'tea party' }).entries)).toEqual([]);
    expect(ids(search(index, { skills: 'typescript' }).entries)).toEqual(['one-offer-old', 'final-round']);
    expect(ids(search(index, { skills: 'TypeScript, kaf' }).entries)).toEqual(['final-round']);
    expect(ids(search(index, { skills: ' , ' }).entries)).toHaveLength(6);
    expect(search(index, { companyName: 'globex', stage: 'onsite', skills: 'kafka' })).toMatchObject({ total: 1, pages: 1 });
  });

  it('hides candidates from companies they interviewed with (public or private) or worked for, by name or domain', () => {
    const index = seeded();
    const visible = (identity: CompanyIdentity) => ids(index.search({ identity, page: 1, perPage: 20 }).entries);
    // globex.io spells Globex: the candidates who interviewed with Globex are hidden from a company
    // proven on it (by name: their interviews' domain is globex.com, which hides everyone on it).
    expect(visible(proven('hr@globex.io'))).toEqual(['two-offers', 'one-offer-new', 'one-offer-old', 'onsite-one']);
    expect(visible(proven('hr@globex.com'))).toEqual(['two-offers']);
    expect(visible(proven('talent@careers.hooli.com'))).not.toContain('two-offers');
    expect(visible(proven('people@initech.com'))).not.toContain('one-offer-old');

    // A private interview hides too (by domain and by name); a work experience hides; the current company hides.
    index.applyInterview(
      interviewSnapshotRecord(
        anInterview('onsite-one', { interviewId: 'private-1', companyName: 'Secret Labs', companyDomain: 'mail.secretlabs-hq.io', visibility: 'private' }),
      ),
    );
    expect(visible(proven('x@secretlabs-hq.io'))).not.toContain('onsite-one');
    expect(visible(proven('x@secretlabs.io'))).not.toContain('onsite-one');
    index.applyProfile(
      profileRecord(
        aProfile({
          candidateId: 'onsite-many',
          revision: 2,
          skills: ['Kafka'],
          currentCompany: 'Wayne Enterprises',
          workExperiences: [aWorkExperience({ company: 'Stark Industries, Inc.' })],
        }),
      ),
    );
    expect(visible(proven('hr@stark.com'))).not.toContain('onsite-many');
    expect(visible(proven('hr@wayne-enterprises.com'))).not.toContain('onsite-many');
    // A domain that merely contains the name, or a longer name, spells nothing.
    expect(visible(proven('hr@globex-careers.com'))).toContain('final-round');

    // Hidden in stats and totals too.
    const initech = proven('people@initech.com');
    const page = index.search({ identity: initech, page: 1, perPage: 20 });
    expect(page.total).toBe(page.entries.length);
    expect(index.stats(initech, ['one-offer-old', 'two-offers'])).toMatchObject({
      totalCandidates: page.total,
      unlockedCandidates: 1,
      unlockedOffers: 2,
      unlockedInterviews: 2,
    });
    expect(index.visibleEntry('one-offer-old', initech, true)).toBeUndefined();
  });

  it('counts the stages of the visible pool, most frequent first', () => {
    const index = seeded();
    expect(index.stats(nobody, []).topStages.slice(0, 2)).toEqual([
      { stage: 'offer', label: 'Offer', count: 4 },
      { stage: 'onsite', label: 'Onsite', count: 2 },
    ]);
    const hooli = proven('hr@hooli.com');
    expect(index.stats(hooli, []).topStages[0]).toEqual({ stage: 'offer', label: 'Offer', count: 2 });
  });
});

describe('candidate cards', () => {
  it('carries no personal value before unlock, and every one after', () => {
    const index = new SearchIndex();
    const profile = aProfile({
      firstName: 'Zyxwfirst',
      lastName: 'Qvlast',
      email: 'zyxw.secret@hidden.test',
      linkedinUrl: 'https://linkedin.com/in/zyxw-secret',
      location: 'Secretville',
      currentCompany: 'Hushhush Corp',
      expectedBaseSalary: 123457,
      dreamScenarioBaseSalary: 234568,
      workExperiences: [
        aWorkExperience({ company: 'Hushhush Corp', jobTitle: 'Staff Engineer', isCurrent: true }),
        aWorkExperience({ company: 'Formerco', startYear: 2015 }),
      ],
    });
    index.applyProfile(profileRecord(profile));
    index.applyInterview(interviewSnapshotRecord(anInterview(profile.candidateId)));
    const locked = JSON.stringify(candidateCard(index.entry(profile.candidateId)!, false));
    for (const secret of ['Zyxwfirst', 'Qvlast', 'zyxw.secret', 'zyxw-secret', 'Secretville', 'Hushhush', 'Formerco', '123457', '234568']) {
      expect(locked).not.toContain(secret);
    }
    const card = candidateCard(index.entry(profile.candidateId)!, true);
    expect(card).toMatchObject({
      isUnlocked: true,
      name: 'Zyxwfirst Qvlast',
      email: 'zyxw.secret@hidden.test',
      currentCompany: 'Hushhush Corp',
      expectedBaseSalary: 123457,
      currentPosition: 'Backend Engineer',
    });
    expect(card.workExperiences.map((w) => w.company)).toEqual(['Hushhush Corp', 'Formerco']);
  });
});

describe('interview evidence', () => {
  const evidence = {
    kind: 'hiring_system',
    signingDomain: 'us.greenhouse-mail.io',
    system: 'Greenhouse',
    employer: 'Northwind Robotics',
    label: 'Signed by Greenhouse for Northwind Robotics',
    level: 'sender_named',
  } as const;
  /** What a company is shown: the evidence with its level in words (issue 27). */
  const shownEvidence = { ...evidence, levelLabel: EVIDENCE_LEVEL_LABELS.sender_named, levelDescription: EVIDENCE_LEVEL_DESCRIPTIONS.sender_named };

  it('is kept for public interviews and shown before unlock; a later null or private revision drops it', () => {
    const index = new SearchIndex();
    const profile = aProfile();
    const interview = anInterview(profile.candidateId, { evidence });
    index.applyProfile(profileRecord(profile));
    index.applyInterview(interviewSnapshotRecord(interview));
    expect(candidateCard(index.entry(profile.candidateId)!, false).interviews[0]!.evidence).toEqual(shownEvidence);
    // A snapshot copy of the view carries it too (records are what snapshots store).
    const copy = new SearchIndex();
    const { profiles, interviews } = JSON.parse(JSON.stringify(index.records())) as { profiles: ProfileRecord[]; interviews: InterviewRecord[] };
    for (const record of profiles) copy.applyProfile(record);
    for (const record of interviews) copy.applyInterview(record);
    expect(candidateCard(copy.entry(profile.candidateId)!, false).interviews[0]!.evidence).toEqual(shownEvidence);

    index.applyInterview(interviewSnapshotRecord({ ...interview, revision: 2, evidence: null }));
    expect(candidateCard(index.entry(profile.candidateId)!, false).interviews[0]!.evidence).toBeNull();
    const hidden = interviewSnapshotRecord({ ...interview, revision: 3, visibility: 'private' });
    expect(hidden.interview).toBeNull();
    index.applyInterview(hidden);
    expect(index.entry(profile.candidateId)!.interviews).toEqual([]);
  });

  it('reads as null on records stored before evidence existed, and only the contract fields reach a company', () => {
    const index = new SearchIndex();
    const profile = aProfile();
    index.applyProfile(profileRecord(profile));
    const old = interviewSnapshotRecord(anInterview(profile.candidateId));
    delete (old.interview as { evidence?: unknown }).evidence;
    index.applyInterview(old);
    expect(candidateCard(index.entry(profile.candidateId)!, false).interviews[0]!.evidence).toBeNull();

    const extra = interviewSnapshotRecord(anInterview(profile.candidateId, { evidence: { ...evidence, rawHeader: 'DKIM-Signature: ...' } as typeof evidence }));
    index.applyInterview(extra);
    const shown = candidateCard(index.entry(profile.candidateId)!, false).interviews.find((i) => i.id === extra.interviewId)!;
    expect(shown.evidence).toEqual(shownEvidence);
  });
});

describe('values that become keys of the search view caches', () => {
  it('refuses a text filter past its length before any company lookup, in both searches', async () => {
    const { checkSearchFilters, searchCandidates } = await import('../../src/domain/candidate-search.service.js');
    const { candidateConnection } = await import('../../src/domain/partners/connections.service.js');
    const { SEARCH_LIMITS, SEARCH_MESSAGES } = await import('@hiring/contracts');
    const long = 'x'.repeat(SEARCH_LIMITS.filterMaxLength + 1);
    expect(() => checkSearchFilters({ companyName: 'x'.repeat(SEARCH_LIMITS.filterMaxLength) })).not.toThrow();
    const noDeps = {} as Parameters<typeof searchCandidates>[0];
    for (const filter of [{ companyName: long }, { skills: long }, { interviewStage: long }]) {
      await expect(searchCandidates(noDeps, 'company', filter)).rejects.toThrow(SEARCH_MESSAGES.filter);
      await expect(candidateConnection(noDeps, 'company', { filter })).rejects.toThrow(SEARCH_MESSAGES.filter);
    }
  });

  it("keeps a bounded number of per-filter counts in a company's hidden summary, however many filters it tries", () => {
    const index = new SearchIndex();
    index.applyProfile(profileRecord(aProfile()));
    for (let n = 0; n < 500; n += 1) search(index, { companyName: `filter ${n}` });
    const summaries = (index as unknown as { hiddenCache: Map<string, { inList: Map<string, number> }> }).hiddenCache;
    expect(summaries.size).toBe(1);
    expect([...summaries.values()][0]!.inList.size).toBeLessThanOrEqual(64);
  });
});
