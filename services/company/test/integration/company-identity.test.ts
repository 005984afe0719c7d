import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  COMPANY_IDENTITY_LIMITS,
  COMPANY_IDENTITY_MESSAGES,
  COMPANY_NOT_PROVEN_CODE,
  CandidateUnlockedV1,
  CompanyIdentityChangedV1,
  type EnvelopeOf,
} from '@hiring/contracts';
import { startTestSmtpServer, uniqueSuffix, waitFor, watchTopic, type TestSmtpServer } from '@hiring/service-kit/testing';
import { startTestPublisher, type EventPublisher, aWorkExperience } from '@hiring/test-kit/events';
import { companyDeployment, companyToken, graphql, newCompanyId, viewApplied, type CompanyService } from '../support/company-service.js';

/**
 * Proven company identity (issue 27, docs/decisions/company-identity.md) on the real service with
 * Kafka and FerretDB: the registration address proves a company domain unless it is at a personal
 * provider; work addresses are proven by a mailed code; an unproven company is refused everything
 * that shows candidates; renames change the display name only (limited, kept in the history) and
 * never what the company sees; CompanyIdentityChanged is published for each change.
 */
const sfx = uniqueSuffix();
const marker = `ident${sfx}`;
let smtp: TestSmtpServer;
let service: CompanyService;
let publisher: Awaited<ReturnType<typeof startTestPublisher>>;
let events: EventPublisher;
let watched: { events: EnvelopeOf<typeof CompanyIdentityChangedV1>[]; stop(): Promise<void> };

type Gql<T> = { data?: T | null; errors?: { message: string; extensions?: { code?: string } }[] };
const gql = <T>(token: string, query: string, variables: Record<string, unknown> = {}) => graphql<T>(service, token, query, variables) as Promise<Gql<T>>;

const PROFILE = `{ myCompanyProfile { companyName identityProven provenDomains websiteProven workAddresses { email domain source verifiedAt } nameHistory { name changedAt } } }`;
type Profile = {
  myCompanyProfile: {
    companyName: string;
    identityProven: boolean;
    provenDomains: string[];
    websiteProven: boolean;
    workAddresses: { email: string; domain: string; source: string; verifiedAt: string }[];
    nameHistory: { name: string; changedAt: string }[];
  };
};
const SEARCH = `query($input: CandidateSearchInput) { searchCandidates(input: $input) { candidates { id } pagination { total } stats { totalCandidates topStages { stage count } } } }`;
type Search = {
  searchCandidates: {
    candidates: { id: string }[];
    pagination: { total: number };
    stats: { totalCandidates: number; topStages: { stage: string; count: number }[] };
  };
};
const RENAME = `mutation($name: String!) { saveCompanyProfile(input: { companyName: $name }) { profile { companyName } } }`;
const REQUEST = `mutation($email: String!) { requestWorkAddressCode(email: $email) { email message } }`;
const VERIFY = `mutation($email: String!, $code: String!) { verifyWorkAddress(email: $email, code: $code) { identityProven provenDomains workAddresses { email source } } }`;

async function register(email: string, name: string, website: string | null = null) {
  const companyId = newCompanyId();
  const token = companyToken(companyId);
  await events.companyRegistered(companyId, { companyName: name, website }, email);
  await waitFor(async () => (await gql<Profile>(token, PROFILE)).data?.myCompanyProfile ?? null, { what: 'the company profile', timeoutMs: 60_000 });
  return { companyId, token };
}

async function codeMailedTo(email: string, since: Date): Promise<string> {
  const mail = await smtp.waitForMail((m) => m.to.includes(email) && m.receivedAt >= since, { what: `the code mailed to ${email}` });
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in ${mail.text}`);
  return code;
}

const identityEvents = (companyId: string) =>
  watched.events.filter((e) => e.payload.companyId === companyId).sort((a, b) => a.payload.revision - b.payload.revision);

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  publisher = await startTestPublisher();
  events = publisher.events;
  service = await companyDeployment({ SMTP_URL: smtp.url }).start();
  watched = await watchTopic(service.kafka, CompanyIdentityChangedV1);
}, 120_000);

afterAll(async () => {
  await watched?.stop();
  await service?.connection.dropDatabase().catch(() => undefined);
  await service?.stop();
  await publisher?.stop();
  await smtp?.stop();
});

describe('registration', () => {
  it('proves the registration address at a company domain and publishes CompanyIdentityChanged', async () => {
    const { companyId, token } = await register(`hr.${sfx}@careers.brightpath-${sfx}.com`, `Brightpath ${sfx} Labs`, `https://www.brightpath-${sfx}.com`);
    const { data } = await gql<Profile>(token, PROFILE);
    expect(data?.myCompanyProfile).toMatchObject({
      identityProven: true,
      provenDomains: [`brightpath-${sfx}.com`],
      websiteProven: true,
      workAddresses: [{ email: `hr.${sfx}@careers.brightpath-${sfx}.com`, domain: `brightpath-${sfx}.com`, source: 'registration' }],
      nameHistory: [{ name: `Brightpath ${sfx} Labs` }],
    });
    await waitFor(async () => identityEvents(companyId).length === 1, { what: 'CompanyIdentityChanged of the registration', timeoutMs: 60_000 });
    expect(identityEvents(companyId)[0]!.payload).toMatchObject({
      companyId,
      revision: 1,
      displayName: `Brightpath ${sfx} Labs`,
      provenDomains: [`brightpath-${sfx}.com`],
      provenAddresses: [`hr.${sfx}@careers.brightpath-${sfx}.com`],
      // "Brightpath <sfx> Labs" is spelled by brightpath-<sfx>.com (its first words).
      boundNames: [`brightpath ${sfx} labs`],
    });
  }, 120_000);

  it('an address at a personal provider proves nothing: the company is unproven, and a website proves nothing either', async () => {
    const { token, companyId } = await register(`founder.${sfx}@gmail.com`, `Google ${sfx}`, 'https://google.com');
    const { data } = await gql<Profile>(token, PROFILE);
    expect(data?.myCompanyProfile).toMatchObject({ identityProven: false, provenDomains: [], workAddresses: [], websiteProven: false });
    await waitFor(async () => identityEvents(companyId).length === 1, { what: 'CompanyIdentityChanged of the registration', timeoutMs: 60_000 });
    expect(identityEvents(companyId)[0]!.payload).toMatchObject({ provenDomains: [], provenAddresses: [], boundNames: [] });
  }, 120_000);
});

describe('an unproven company', () => {
  it('is refused search, details, stats, unlocks and the unlocked lists, and may still see its profile, tokens and work on its identity', async () => {
    const { profile } = await events.candidate({ skills: [marker] }, [{ companyName: 'Hooli' }]);
    const { token } = await register(`someone.${sfx}@outlook.com`, `Unproven ${sfx}`);
    const refused = [
      [SEARCH, { input: { skills: marker } }],
      [`query($id: ID!) { candidateDetails(candidateId: $id) { candidate { id } } }`, { id: profile.candidateId }],
      [`{ unlockedCandidates { id } }`, {}],
      [`{ candidates(first: 5) { totalCount } }`, {}],
      [`{ unlockedCandidatesConnection(first: 5) { totalCount } }`, {}],
      [`mutation($id: ID!) { unlockCandidate(candidateId: $id) { tokens } }`, { id: profile.candidateId }],
    ] as const;
    for (const [query, variables] of refused) {
      const { errors } = await gql(token, query, variables);
      expect([query, errors?.[0]?.extensions?.code, errors?.[0]?.message]).toEqual([query, COMPANY_NOT_PROVEN_CODE, COMPANY_IDENTITY_MESSAGES.notProven]);
    }
    // What it may still do: read and save its profile, see its balance and the packages, start proving a domain.
    expect((await gql(token, `{ myCompanyProfile { id } companyTokens { tokens packages { id } } }`)).errors).toBeUndefined();
    expect((await gql(token, `mutation { saveCompanyProfile(input: { industry: "Media" }) { message } }`)).errors).toBeUndefined();
  }, 120_000);
});

describe('work addresses', () => {
  it('proves a domain by a mailed code; refuses personal providers, wrong codes, other companies’ codes, repeats and too many codes', async () => {
    const { token, companyId } = await register(`ops.${sfx}@yahoo.com`, `Northwind ${sfx}`);
    const other = await register(`hr.${sfx}@otherco-${sfx}.test`, `Other ${sfx}`);
    const address = `talent.${sfx}@northwind-${sfx}.io`;

    // A personal provider or a malformed address is refused before any mail.
    for (const [email, message] of [
      [`me.${sfx}@gmail.com`, COMPANY_IDENTITY_MESSAGES.personalAddress],
      [`me.${sfx}@mail.proton.me`, COMPANY_IDENTITY_MESSAGES.personalAddress],
      ['not-an-address', COMPANY_IDENTITY_MESSAGES.invalidAddress],
    ] as const) {
      const { errors } = await gql(token, REQUEST, { email });
      expect([email, errors?.[0]?.message]).toEqual([email, message]);
    }

    // Another company asks a code for the same address: its code never works for this company.
    let since = new Date();
    expect((await gql(other.token, REQUEST, { email: address })).errors).toBeUndefined();
    const othersCode = await codeMailedTo(address, since);
    since = new Date();
    const sent = await gql<{ requestWorkAddressCode: { email: string; message: string } }>(token, REQUEST, { email: ` ${address.toUpperCase()} ` });
    expect(sent.data?.requestWorkAddressCode).toEqual({ email: address, message: COMPANY_IDENTITY_MESSAGES.codeSent(address) });
    const code = await codeMailedTo(address, since);
    const wrong = code === '000000' ? '111111' : '000000';
    if (othersCode !== code) {
      expect((await gql(token, VERIFY, { email: address, code: othersCode })).errors?.[0]?.message).toBe(COMPANY_IDENTITY_MESSAGES.codeInvalid);
    }
    expect((await gql(token, VERIFY, { email: address, code: '12ab' })).errors?.[0]?.message).toBe(COMPANY_IDENTITY_MESSAGES.codeMalformed);
    expect((await gql(token, VERIFY, { email: address, code: wrong })).errors?.[0]?.message).toBe(COMPANY_IDENTITY_MESSAGES.codeInvalid);
    expect((await gql<Profile>(token, PROFILE)).data?.myCompanyProfile.identityProven).toBe(false);

    const verified = await gql<{ verifyWorkAddress: { identityProven: boolean; provenDomains: string[]; workAddresses: { email: string; source: string }[] } }>(
      token,
      VERIFY,
      { email: address, code },
    );
    expect(verified.errors).toBeUndefined();
    expect(verified.data?.verifyWorkAddress).toEqual({
      identityProven: true,
      provenDomains: [`northwind-${sfx}.io`],
      workAddresses: [{ email: address, source: 'profile' }],
    });
    // The same code twice, or the address again: already proven.
    expect((await gql(token, VERIFY, { email: address, code })).errors?.[0]?.message).toBe(COMPANY_IDENTITY_MESSAGES.alreadyVerified);
    expect((await gql(token, REQUEST, { email: address })).errors?.[0]?.message).toBe(COMPANY_IDENTITY_MESSAGES.alreadyVerified);
    // Proven now: it may search.
    expect((await gql(token, SEARCH, { input: { skills: marker } })).errors).toBeUndefined();

    await waitFor(async () => identityEvents(companyId).length === 2, { what: 'CompanyIdentityChanged of the verified address' });
    expect(identityEvents(companyId)[1]!.payload).toMatchObject({
      revision: 2,
      provenDomains: [`northwind-${sfx}.io`],
      provenAddresses: [address],
      boundNames: [`northwind ${sfx}`],
    });

    // Too many codes in an hour (each address also has its own 30 s cooldown: a new address each time).
    const codes = COMPANY_IDENTITY_LIMITS.workAddressCodesPerHour;
    const answers: (string | undefined)[] = [];
    for (let i = 0; i < codes; i += 1) answers.push((await gql(other.token, REQUEST, { email: `x${i}.${sfx}@otherco-${sfx}.test` })).errors?.[0]?.message);
    // `other` asked one code already: the limit refuses the last one.
    expect(answers.slice(0, codes - 1)).toEqual(Array(codes - 1).fill(undefined));
    expect(answers[codes - 1]).toBe(COMPANY_IDENTITY_MESSAGES.tooManyCodes);
  }, 180_000);

  it('locks the code after too many wrong tries', async () => {
    const { token } = await register(`ops2.${sfx}@hotmail.com`, `Tries ${sfx}`);
    const address = `hr.${sfx}@tries-${sfx}.io`;
    const since = new Date();
    expect((await gql(token, REQUEST, { email: address })).errors).toBeUndefined();
    const code = await codeMailedTo(address, since);
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: (string | undefined)[] = [];
    for (let i = 0; i < 6; i += 1) answers.push((await gql(token, VERIFY, { email: address, code: wrong })).errors?.[0]?.message);
    expect(answers).toContain(COMPANY_IDENTITY_MESSAGES.codeExhausted);
    // The right code no longer works either.
    expect((await gql(token, VERIFY, { email: address, code })).errors?.[0]?.message).toBe(COMPANY_IDENTITY_MESSAGES.codeExhausted);
  }, 120_000);
});

describe('renames', () => {
  it('change the display name only: limited, kept in the history, published, and nobody appears or disappears', async () => {
    // A candidate with a current employer, a past one, a public interview and a private one.
    const employers = { current: `Current ${sfx} Corp`, past: `Past ${sfx} GmbH`, interviewed: `Interviewed ${sfx}`, secret: `Secret ${sfx} Labs` };
    const skill = `rename${sfx}`;
    const { profile } = await events.candidate(
      { skills: [skill], currentCompany: employers.current, workExperiences: [aWorkExperience({ company: employers.past })] },
      [
        { companyName: employers.interviewed, stage: 'onsite' },
        { companyName: employers.secret, companyDomain: `secret-${sfx}.io`, visibility: 'private' },
      ],
    );
    const { profile: bystander, interviews } = await events.candidate({ skills: [skill] }, [{ companyName: 'Elsewhere', stage: 'offer' }]);
    const last = await events.updated({ ...interviews[0]!, revision: 2 });
    await viewApplied(service, last.id);

    const { token, companyId } = await register(`hr.${sfx}@renamer-${sfx}.test`, `Renamer ${sfx}`);
    const answer = async () => {
      const { data } = await gql<Search>(token, SEARCH, { input: { skills: skill, perPage: 100 } });
      const details = await gql(token, `query($id: ID!) { candidateDetails(candidateId: $id) { candidate { id } } }`, { id: profile.candidateId });
      return {
        ids: data?.searchCandidates.candidates.map((c) => c.id).sort(),
        total: data?.searchCandidates.pagination.total,
        stats: data?.searchCandidates.stats,
        details: details.errors?.[0]?.message ?? 'shown',
      };
    };
    const before = await answer();
    expect(before.ids).toEqual([profile.candidateId, bystander.candidateId].sort());
    expect(before.details).toBe('shown');

    const names = [employers.current, employers.past, employers.interviewed];
    for (const name of names) {
      expect((await gql(token, RENAME, { name })).errors).toBeUndefined();
      expect(await answer()).toEqual(before);
    }
    // A fourth rename within the window is refused.
    const refused = await gql(token, RENAME, { name: employers.secret });
    expect([refused.errors?.[0]?.extensions?.code, refused.errors?.[0]?.message]).toEqual(['TOO_MANY_REQUESTS', COMPANY_IDENTITY_MESSAGES.renameLimit]);
    // The same name again is not a rename (other fields save).
    expect(
      (
        await gql(token, `mutation($name: String!) { saveCompanyProfile(input: { companyName: $name, size: "11-50" }) { message } }`, {
          name: employers.interviewed,
        })
      ).errors,
    ).toBeUndefined();

    // Another account renames itself to the private interview's employer: nothing changes either.
    const second = await register(`hr2.${sfx}@renamer-two-${sfx}.test`, `Renamer Two ${sfx}`);
    const secondBefore = (await gql<Search>(second.token, SEARCH, { input: { skills: skill, perPage: 100 } })).data?.searchCandidates;
    expect((await gql(second.token, RENAME, { name: employers.secret })).errors).toBeUndefined();
    expect((await gql<Search>(second.token, SEARCH, { input: { skills: skill, perPage: 100 } })).data?.searchCandidates).toEqual(secondBefore);

    const { data } = await gql<Profile>(token, PROFILE);
    expect(data?.myCompanyProfile.companyName).toBe(employers.interviewed);
    expect(data?.myCompanyProfile.nameHistory.map((n) => n.name)).toEqual([...names].reverse().concat(`Renamer ${sfx}`));
    expect(await answer()).toEqual(before);

    await waitFor(async () => identityEvents(companyId).length === 4, { what: 'CompanyIdentityChanged of each rename' });
    expect(identityEvents(companyId).map((e) => [e.payload.revision, e.payload.displayName, e.payload.provenDomains, e.payload.boundNames])).toEqual([
      [1, `Renamer ${sfx}`, [`renamer-${sfx}.test`], [`renamer ${sfx}`]],
      [2, employers.current, [`renamer-${sfx}.test`], [`renamer ${sfx}`]],
      [3, employers.past, [`renamer-${sfx}.test`], [`renamer ${sfx}`]],
      [4, employers.interviewed, [`renamer-${sfx}.test`], [`renamer ${sfx}`]],
    ]);
  }, 180_000);
});

describe('racing identity changes', () => {
  it('racing renames cannot pass the limit, and a rename racing a verified address loses neither (nor its event)', async () => {
    const { token, companyId } = await register(`hr.${sfx}@racer-${sfx}.test`, `Racer ${sfx}`);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => gql(token, RENAME, { name: `Racer ${sfx} ${i}` })));
    const renamed = answers.filter((a) => !a.errors).length;
    expect(renamed).toBe(3);
    expect(answers.filter((a) => a.errors?.[0]?.message === COMPANY_IDENTITY_MESSAGES.renameLimit)).toHaveLength(5);
    expect((await gql<Profile>(token, PROFILE)).data?.myCompanyProfile.nameHistory).toHaveLength(4);

    const second = await register(`ops.${sfx}@aol.com`, `Second racer ${sfx}`);
    const address = `hr.${sfx}@second-racer-${sfx}.io`;
    const since = new Date();
    expect((await gql(second.token, REQUEST, { email: address })).errors).toBeUndefined();
    const code = await codeMailedTo(address, since);
    const [verified, rename] = await Promise.all([
      gql(second.token, VERIFY, { email: address, code }),
      gql(second.token, RENAME, { name: `Second racer renamed ${sfx}` }),
    ]);
    expect([verified.errors, rename.errors]).toEqual([undefined, undefined]);
    const { data } = await gql<Profile>(second.token, PROFILE);
    expect(data?.myCompanyProfile).toMatchObject({ companyName: `Second racer renamed ${sfx}`, provenDomains: [`second-racer-${sfx}.io`] });
    await waitFor(async () => identityEvents(second.companyId).length === 3 && identityEvents(companyId).length === 4, { what: 'every identity event' });
    expect(identityEvents(second.companyId).map((e) => e.payload.revision)).toEqual([1, 2, 3]);
    expect(identityEvents(second.companyId)[2]).toMatchObject({
      payload: { displayName: `Second racer renamed ${sfx}`, provenDomains: [`second-racer-${sfx}.io`] },
    });
  }, 120_000);
});

describe('a proven employer', () => {
  it('never sees its candidates through any of its accounts, and its unlock names its proven domain', async () => {
    const skill = `employer${sfx}`;
    const domain = `acme-${sfx}.com`;
    const { profile: insider } = await events.candidate({ skills: [skill], workExperiences: [aWorkExperience({ company: `Acme ${sfx} Inc` })] }, [
      { companyName: 'Hooli', stage: 'onsite' },
    ]);
    const { profile: applicant } = await events.candidate({ skills: [skill] }, [
      { companyName: 'Some ATS name', companyDomain: `jobs.${domain}`, stage: 'final' },
    ]);
    const { profile: outsider, interviews } = await events.candidate({ skills: [skill] }, [{ companyName: 'Globex', stage: 'offer' }]);
    await viewApplied(service, (await events.updated({ ...interviews[0]!, revision: 2 })).id);

    // Two accounts on the same domain, whatever they call themselves.
    const first = await register(`hr.${sfx}@${domain}`, 'Totally Different Name');
    const second = await register(`cto.${sfx}@mail.${domain}`, `Acme ${sfx}`);
    for (const account of [first, second]) {
      const { data } = await gql<Search>(account.token, SEARCH, { input: { skills: skill } });
      expect(data?.searchCandidates.candidates.map((c) => c.id)).toEqual([outsider.candidateId]);
      for (const hidden of [insider.candidateId, applicant.candidateId]) {
        const details = await gql(account.token, `query($id: ID!) { candidateDetails(candidateId: $id) { candidate { id } } }`, { id: hidden });
        expect(details.errors?.[0]?.message).toBe('Candidate not found');
      }
    }

    // Its unlock carries its first proven domain for the candidate's mail.
    const unlocks = await watchTopic(service.kafka, CandidateUnlockedV1);
    try {
      await events.grant(first.companyId, 10);
      await waitFor(
        async () => (await gql<{ companyTokens: { tokens: number } }>(first.token, '{ companyTokens { tokens } }')).data?.companyTokens.tokens === 10,
        { what: 'the grant' },
      );
      expect(
        (await gql(first.token, `mutation($id: ID!) { unlockCandidate(candidateId: $id) { tokens } }`, { id: outsider.candidateId })).errors,
      ).toBeUndefined();
      const unlocked = await waitFor(async () => unlocks.events.find((e) => e.payload.companyId === first.companyId) ?? null, { what: 'CandidateUnlocked' });
      expect(unlocked.payload).toMatchObject({ companyName: 'Totally Different Name', companyDomain: domain });
    } finally {
      await unlocks.stop();
    }
  }, 180_000);
});
