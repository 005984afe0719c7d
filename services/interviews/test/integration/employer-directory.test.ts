import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { CompanyIdentityChangedV1, createEnvelope, InterviewUpdatedV1, type PayloadOf } from '@hiring/contracts';
import { connectMongo, createLogger, startService, type RunningService } from '@hiring/service-kit';
import { seedDirectory } from '../../src/domain/employer-directory.service.js';
import { testServiceEnv, testToken, uniqueSuffix, waitFor, watchTopic, eventsSettled } from '@hiring/service-kit/testing';
import { subgraphClient } from '@hiring/test-kit/graphql';
import type { Connection } from 'mongoose';
import { interviewsService, loadInterviewsConfig, type InterviewsConfig } from '../../src/index.js';
import { verificationRecord } from '../../src/domain/upload-interview-email.service.js';
import { evidenceKeysOf } from '../../src/domain/verification/evidence-facts.js';
import { interviewModel, type Interview } from '../../src/models/interview.model.js';
import { emailClaimModel } from '../../src/models/email-claim.model.js';
import { directoryModels, type EmployerDirectoryEntry } from '../../src/models/employer-directory.model.js';
import { startDnsServer } from '@hiring/test-kit/mail';
import { TestSigners } from '../evidence/corpus-signing.js';

/**
 * The employer directory in the running service (real Kafka, FerretDB, DKIM): seeded at start;
 * kept from CompanyIdentityChanged (highest revision wins, a redelivery or an older event changes
 * nothing, a company that loses its proven domains stops vouching); edited by admins only, a
 * tenant bound to one entry refused for another. Every change judges the interviews it touches
 * again and publishes InterviewUpdated when their level moves, up or down.
 */
const env = testServiceEnv('hm_interviews_directory', { KAFKA_NEW_GROUP_OFFSET: 'latest' });
const suffix = uniqueSuffix();
const company = { id: `company-${suffix}`, name: `Brightpath${suffix}`, domain: `brightpath${suffix}.com` };
const quill = { name: `Quillstone${suffix}`, tenant: `quill${suffix}` };
const candidateId = `cand-${randomUUID()}`;
const ids = { domain: randomUUID(), board: randomUUID(), borrowed: randomUUID() };
let connection: Connection;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let service: RunningService<InterviewsConfig>;
let watcher: Awaited<ReturnType<typeof watchTopic<'InterviewUpdated', PayloadOf<typeof InterviewUpdatedV1>>>>;

const body = (name: string, link = '') =>
  `Hi Ada,\r\n\r\nWe would like to invite you to a final round onsite interview for the Senior Software Engineer role at ${name} on November 12, 2026.\r\n${link}\r\nBest, the ${name} Recruiting team\r\n`;
const mail = (from: string, name: string, link = '') =>
  [
    `From: ${from}`,
    'To: ada@lovelace.dev',
    `Subject: Onsite interview with ${name}`,
    'Date: Tue, 03 Nov 2026 10:00:00 +0000',
    `Message-ID: <${randomUUID()}@mail.test>`,
    '',
    body(name, link),
  ].join('\r\n');

async function stored(signers: TestSigners, id: string, raw: Buffer): Promise<Record<string, unknown>> {
  const assessment = await signers.assess(raw, ['ada@lovelace.dev']);
  expect(assessment.judgement).toMatchObject({ passed: true, level: 'sender_named' });
  const now = new Date();
  return {
    _id: id,
    candidateId,
    processId: `${candidateId}:${id}`,
    revision: 1,
    companyName: assessment.companyName,
    companyDomain: null,
    stage: 'onsite',
    interviewDate: null,
    position: null,
    jobFamily: null,
    jobTitle: null,
    positionEditedByCandidate: false,
    aiExtracted: { position: null, jobFamily: null, jobTitle: null },
    visibility: 'public',
    summary: null,
    verification: verificationRecord(assessment.report, assessment.judgement, assessment.evidenceFacts, 'ada@lovelace.dev'),
    evidenceLevel: 'sender_named',
    evidenceKeys: evidenceKeysOf(assessment.evidenceFacts),
    source: { type: 'email_upload', filename: null, messageId: null, contentHash: id, matchedAddress: 'ada@lovelace.dev', extractedBy: 'heuristic' },
    deletedAt: null,
    createdAt: now,
    updatedAt: now,
    outbox: [],
    outboxAt: null,
  };
}

async function identity(revision: number, provenDomains: string[], id = randomUUID()) {
  const payload: PayloadOf<typeof CompanyIdentityChangedV1> = {
    companyId: company.id,
    revision,
    displayName: company.name,
    provenDomains,
    provenAddresses: provenDomains.map((d) => `hr@${d}`),
    boundNames: provenDomains.length > 0 ? [company.name.toLowerCase()] : [],
    changedAt: new Date().toISOString(),
  };
  const envelope = { ...createEnvelope(CompanyIdentityChangedV1, { aggregateId: company.id, payload }), id };
  await service.producer.send({ topic: CompanyIdentityChangedV1.topic, messages: [{ key: company.id, value: JSON.stringify(envelope) }] });
  return envelope.id;
}

const entry = () => directoryModels(connection).entries.findById(`company:${company.id}`).lean<EmployerDirectoryEntry>().exec();
const levelEvents = (id: string) => watcher.events.filter((e) => e.aggregateId === id).map((e) => e.payload.evidence?.level ?? 'private');
const graphql = subgraphClient({
  get url() {
    return service.url;
  },
});
const admin = testToken({ userId: `admin-${suffix}`, isAdmin: true });

beforeAll(async () => {
  dns = await startDnsServer();
  const signers = new TestSigners(dns);
  connection = await connectMongo(env['MONGO_URL']!, env['MONGO_DB']!);
  await interviewModel(connection).insertMany([
    await stored(signers, ids.domain, await signers.sign(mail(`${company.name} Recruiting <talent@${company.domain}>`, company.name), company.domain)),
    await stored(
      signers,
      ids.board,
      await signers.sign(
        mail(`${quill.name} <no-reply@us.greenhouse-mail.io>`, quill.name, `https://boards.greenhouse.io/${quill.tenant}/jobs/1`),
        'us.greenhouse-mail.io',
      ),
    ),
    // Netflix (a seeded employer) named through the same board: once the board is bound to
    // Quillstone, a false claim (private); unbound again, public as sender named.
    await stored(
      signers,
      ids.borrowed,
      await signers.sign(
        mail('Netflix <no-reply@us.greenhouse-mail.io>', 'Netflix', `https://boards.greenhouse.io/${quill.tenant}/jobs/2`),
        'us.greenhouse-mail.io',
      ),
    ),
  ]);
  const claims = emailClaimModel(connection);
  await claims.create({ _id: `hash:${ids.borrowed}`, candidateId, interviewId: ids.borrowed });
  service = await startService(interviewsService(loadInterviewsConfig(env)));
  watcher = await watchTopic(service.kafka, InterviewUpdatedV1);
  // The seed and the once-per-version judgement run at start: wait for both before changing anything.
  await waitFor(async () => (await connection.collection('evidence_policy_runs').findOne({ finishedAt: { $ne: null } })) !== null, {
    what: 'the start-up judgement',
    timeoutMs: 30_000,
  });
}, 120_000);

afterAll(async () => {
  await watcher?.stop();
  await service?.stop();
  await connection?.close();
  await dns?.close();
});

describe('the employer directory', () => {
  it('is seeded at start with the known employers (once: a restart writes nothing)', async () => {
    const netflix = await directoryModels(connection).entries.findById('seed:netflix').lean<EmployerDirectoryEntry>().exec();
    expect(netflix).toMatchObject({ name: 'Netflix', domains: ['netflix.com'], source: 'seed' });
    const tenants = await directoryModels(connection).tenants.findById('greenhouse:harborandfinch').lean().exec();
    expect(tenants).toMatchObject({ entryId: 'seed:harbor and finch' });
    expect(levelEvents(ids.domain)).toEqual([]);
    // Seeding again (another replica, a restart) finds everything as it is: nothing to judge again.
    expect(await seedDirectory(directoryModels(connection), createLogger('test', 'silent'))).toEqual({ domains: [], tenants: [] });
  });

  it('a company proving its domain raises its interviews to employer verified (InterviewUpdated)', async () => {
    const first = await identity(2, [company.domain]);
    await waitFor(async () => levelEvents(ids.domain).includes('employer_verified'), { what: 'InterviewUpdated at employer_verified', timeoutMs: 30_000 });
    expect(await entry()).toMatchObject({
      source: 'company',
      revision: 2,
      domains: [company.domain],
      addresses: [`hr@${company.domain}`],
      names: [company.name.toLowerCase()],
    });
    const interview = (await interviewModel(connection).findById(ids.domain).lean<Interview>().exec())!;
    expect(interview).toMatchObject({
      evidenceLevel: 'employer_verified',
      evidenceAdvice: null,
      revision: 2,
      verification: { evidenceLevel: { employer: company.name, label: `Signed by ${company.domain}`, level: 'employer_verified' } },
    });

    // A redelivery and an older revision change nothing.
    await identity(2, [company.domain], first);
    await identity(1, ['elsewhere.example']);
    await eventsSettled([service]);
    expect(await entry()).toMatchObject({ revision: 2, domains: [company.domain] });
    expect(levelEvents(ids.domain)).toEqual(['employer_verified']);
  });

  it('a company that loses all its proven domains stops vouching, and its interviews go back to sender named', async () => {
    await identity(3, []);
    await waitFor(async () => levelEvents(ids.domain).at(-1) === 'sender_named', { what: 'InterviewUpdated back to sender_named', timeoutMs: 30_000 });
    expect(await entry()).toMatchObject({ revision: 3, domains: [], names: [] });
    expect((await interviewModel(connection).findById(ids.domain).lean<Interview>().exec())!).toMatchObject({
      evidenceLevel: 'sender_named',
      visibility: 'public',
      revision: 3,
    });
  });

  it('admins add an entry with a tenant (its interviews are raised), a second entry cannot take the tenant, deleting it lowers them again', async () => {
    const save = `mutation($input: EmployerDirectoryEntryInput!) { saveEmployerDirectoryEntry(input: $input) { id name domains source tenants { system tenant } } }`;
    const input = { name: quill.name, domains: [`${quill.name.toLowerCase()}.com`], tenants: [{ system: 'greenhouse', tenant: quill.tenant }] };
    const denied = await graphql(save, { variables: { input }, token: testToken({ userId: 'someone', userType: 'company' }) });
    expect(denied.errors?.[0]?.message).toBe('Admin access required');

    const saved = await graphql<{ saveEmployerDirectoryEntry: { id: string; tenants: unknown[]; source: string } }>(save, {
      variables: { input },
      token: admin,
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveEmployerDirectoryEntry).toMatchObject({ source: 'admin', tenants: [{ system: 'Greenhouse', tenant: quill.tenant }] });
    await waitFor(async () => levelEvents(ids.board).includes('employer_verified'), { what: 'the board interview raised', timeoutMs: 30_000 });
    await waitFor(async () => levelEvents(ids.borrowed).includes('private'), { what: 'the borrowed-board interview made private', timeoutMs: 30_000 });
    const borrowed = (await interviewModel(connection).findById(ids.borrowed).lean<Interview>().exec())!;
    expect(borrowed).toMatchObject({
      visibility: 'private',
      evidenceLevel: 'private',
      verification: { hasIssues: true, issues: [expect.objectContaining({ code: 'tenant_of_other_employer' })] },
    });
    expect((await emailClaimModel(connection).find({ interviewId: ids.borrowed }).lean().exec()).map((c) => c._id)).toEqual([
      `own:${candidateId}:hash:${ids.borrowed}`,
    ]);

    const taken = await graphql(save, {
      variables: { input: { name: 'Somebody Else', domains: ['somebody-else.example'], tenants: [{ system: 'Greenhouse', tenant: quill.tenant }] } },
      token: admin,
    });
    expect(taken.errors?.[0]).toMatchObject({
      message: `The Greenhouse account "${quill.tenant}" is already bound to ${quill.name}`,
      extensions: { code: 'BAD_USER_INPUT' },
    });

    const listed = await graphql<{ employerDirectory: { id: string; name: string; source: string }[] }>('{ employerDirectory { id name source companyId } }', {
      token: admin,
    });
    expect(listed.data!.employerDirectory.map((e) => e.name)).toEqual(expect.arrayContaining(['Netflix', quill.name, company.name]));

    const companyDelete = await graphql('mutation($id: ID!) { deleteEmployerDirectoryEntry(id: $id) }', {
      variables: { id: `company:${company.id}` },
      token: admin,
    });
    expect(companyDelete.errors?.[0]?.message).toMatch(/follow the company/);
    const deleted = await graphql('mutation($id: ID!) { deleteEmployerDirectoryEntry(id: $id) }', {
      variables: { id: saved.data!.saveEmployerDirectoryEntry.id },
      token: admin,
    });
    expect(deleted.errors).toBeUndefined();
    await waitFor(async () => levelEvents(ids.board).at(-1) === 'sender_named', { what: 'the board interview lowered', timeoutMs: 30_000 });
    // The directory alone made it private: public again (sender named), its email claimed again.
    await waitFor(async () => levelEvents(ids.borrowed).at(-1) === 'sender_named', { what: 'the borrowed-board interview public again', timeoutMs: 30_000 });
    expect((await interviewModel(connection).findById(ids.borrowed).lean<Interview>().exec())!).toMatchObject({
      visibility: 'public',
      evidenceLevel: 'sender_named',
      verification: { hasIssues: false, issues: [] },
    });
    expect((await emailClaimModel(connection).find({ interviewId: ids.borrowed }).lean().exec()).map((c) => c._id)).toEqual([`hash:${ids.borrowed}`]);
  });

  it('rejudgeInterviewEvidence (admins only) judges everything again; nothing changes twice', async () => {
    const denied = await graphql('mutation { rejudgeInterviewEvidence { judged changed } }', { token: testToken({ userId: 'cand' }) });
    expect(denied.errors?.[0]?.message).toBe('Admin access required');
    const run = await graphql<{ rejudgeInterviewEvidence: { judged: number; changed: number } }>('mutation { rejudgeInterviewEvidence { judged changed } }', {
      token: admin,
    });
    expect(run.data!.rejudgeInterviewEvidence).toEqual({ judged: 3, changed: 0 });
  });
});
