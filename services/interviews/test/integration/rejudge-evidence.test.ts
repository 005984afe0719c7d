import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { InterviewUpdatedV1 } from '@hiring/contracts';
import { connectMongo, createKafka, createLogger, startService, type RunningService } from '@hiring/service-kit';
import { testServiceEnv, waitFor, watchTopic } from '@hiring/service-kit/testing';
import type { Connection } from 'mongoose';
import { interviewsService, loadInterviewsConfig, type InterviewsConfig } from '../../src/index.js';
import { rejudgeInterviews } from '../../src/domain/rejudge-evidence.service.js';
import { verificationRecord } from '../../src/domain/upload-interview-email.service.js';
import { emailClaimModel } from '../../src/models/email-claim.model.js';
import { interviewModel, type Interview } from '../../src/models/interview.model.js';
import { startDnsServer } from '@hiring/test-kit/mail';
import { TestSigners } from '../evidence/corpus-signing.js';

/**
 * Interviews stored under the old policy are judged again: by the command, and once at start-up
 * after an upgrade. Seeded: a legacy public interview (no kept facts), a public one whose kept
 * facts pass (its label is added), a public one whose facts show a personal mailbox (the old
 * policy let it through), and one the candidate hid. Public ones that fail become private with
 * InterviewUpdated; their claims stop blocking the email's real owner.
 */
// Start at the end of the shared topics: earlier test files' events are not this database's.
const env = testServiceEnv('hm_interviews_rejudge', { KAFKA_NEW_GROUP_OFFSET: 'latest' });
const candidateId = `cand-${randomUUID()}`;
const ids = { legacy: randomUUID(), passing: randomUUID(), personal: randomUUID(), hidden: randomUUID() };
let connection: Connection;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let service: RunningService<InterviewsConfig> | undefined;

const body = (company: string) =>
  `Hi Ada,\r\n\r\nWe would like to invite you to a final round onsite interview for the Senior Software Engineer role at ${company} on November 12, 2026.\r\n\r\nBest, the ${company} Recruiting team\r\n`;
const mail = (from: string, company: string) =>
  [
    `From: ${from}`,
    'To: ada@lovelace.dev',
    `Subject: Onsite interview with ${company}`,
    'Date: Tue, 03 Nov 2026 10:00:00 +0000',
    `Message-ID: <${randomUUID()}@mail.test>`,
    '',
    body(company),
  ].join('\r\n');

function seed(id: string, overrides: Partial<Interview> & { verification: Interview['verification'] }) {
  const now = new Date();
  return {
    _id: id,
    candidateId,
    processId: `${candidateId}:acme`,
    revision: 1,
    companyName: 'Acme',
    companyDomain: null,
    stage: 'onsite',
    interviewDate: null,
    position: null,
    jobFamily: null,
    jobTitle: null,
    positionEditedByCandidate: false,
    aiExtracted: { position: null, jobFamily: null, jobTitle: null },
    visibility: 'public' as const,
    summary: null,
    source: {
      type: 'email_upload' as const,
      filename: null,
      messageId: null,
      contentHash: id,
      matchedAddress: 'ada@lovelace.dev',
      extractedBy: 'heuristic' as const,
    },
    deletedAt: null,
    createdAt: now,
    updatedAt: now,
    outbox: [],
    outboxAt: null,
    ...overrides,
  };
}

const legacyVerification = (): Interview['verification'] => ({
  hasIssues: false,
  issues: [],
  statusDescription: 'Verified: signed by us.greenhouse-mail.io and addressed to your verified address.',
  tests: { dkim: 'pass', spf: 'none', arc: 'none', dmarc: 'none', ownership: 'pass', recipient: 'ada@lovelace.dev' },
  confidence: 90,
  evidence: [],
  checkedAt: new Date(),
});

beforeAll(async () => {
  dns = await startDnsServer();
  const signers = new TestSigners(dns);
  const genuine = await signers.assess(await signers.sign(mail('Acme Recruiting <no-reply@us.greenhouse-mail.io>', 'Acme'), 'us.greenhouse-mail.io'), [
    'ada@lovelace.dev',
  ]);
  const personal = await signers.assess(await signers.sign(mail('Acme Recruiting <acme.jobs@gmail.com>', 'Acme'), 'gmail.com'), ['ada@lovelace.dev']);
  expect(genuine.judgement.passed).toBe(true);
  expect(personal.judgement.passed).toBe(false);
  // As the old policy stored them: public, no evidence label, the personal one without issues.
  const passingRecord = { ...verificationRecord(genuine.report, genuine.judgement, genuine.evidenceFacts, 'ada@lovelace.dev'), evidenceLevel: null };
  const personalRecord = { ...legacyVerification(), policy: { version: 1, facts: personal.evidenceFacts } };

  connection = await connectMongo(env['MONGO_URL']!, env['MONGO_DB']!);
  const interviews = interviewModel(connection);
  await interviews.insertMany([
    seed(ids.legacy, { verification: legacyVerification() }),
    seed(ids.passing, { verification: passingRecord }),
    seed(ids.personal, { verification: personalRecord }),
    seed(ids.hidden, { verification: legacyVerification(), visibility: 'private' }),
  ]);
  await emailClaimModel(connection).create({ _id: `msgid:<${ids.legacy}@mail.test>`, candidateId, interviewId: ids.legacy });
});

afterAll(async () => {
  await service?.stop();
  await connection?.close();
  await dns?.close();
});

const stored = (id: string) => interviewModel(connection).findById(id).lean<Interview>().exec() as Promise<Interview>;

describe('judging stored interviews again under the current evidence policy', () => {
  it('runs once at start-up after an upgrade: failing public interviews become private and InterviewUpdated is published', async () => {
    // The service creates its topics; the watcher reads from the beginning, so it misses nothing.
    service = await startService(interviewsService(loadInterviewsConfig(env)));
    const watcher = await watchTopic(
      createKafka({ clientId: 'rejudge-test', brokers: env['KAFKA_BROKERS']!.split(','), logger: createLogger('test', 'silent') }),
      InterviewUpdatedV1,
    );
    try {
      const published = await waitFor(
        async () => {
          const mine = watcher.events.filter((e) => (Object.values(ids) as string[]).includes(e.aggregateId));
          return mine.length >= 3 ? mine : null;
        },
        { what: 'three InterviewUpdated events', timeoutMs: 30_000 },
      );
      const byId = new Map(published.map((e) => [e.aggregateId, e.payload]));
      expect(byId.get(ids.legacy)).toMatchObject({ visibility: 'private', revision: 2, evidence: null });
      expect(byId.get(ids.personal)).toMatchObject({ visibility: 'private', revision: 2, evidence: null });
      expect(byId.get(ids.passing)).toMatchObject({
        visibility: 'public',
        revision: 2,
        evidence: { kind: 'hiring_system', label: 'Signed by Greenhouse for Acme' },
      });
      expect(byId.has(ids.hidden)).toBe(false);
    } finally {
      await watcher.stop();
    }

    const legacy = await stored(ids.legacy);
    expect(legacy.verification).toMatchObject({ hasIssues: true, issues: [expect.objectContaining({ code: 'legacy' })] });
    const personal = await stored(ids.personal);
    expect(personal.verification.issues.map((i) => i.code)).toContain('personal_mailbox');
    const hidden = await stored(ids.hidden);
    expect(hidden).toMatchObject({ visibility: 'private', revision: 1, verification: { hasIssues: true } });
    // The legacy interview's claim no longer blocks the email for anyone else.
    const claims = await emailClaimModel(connection).find({ interviewId: ids.legacy }).lean().exec();
    expect(claims.map((c) => c._id)).toEqual([`own:${candidateId}:msgid:<${ids.legacy}@mail.test>`]);
  });

  it('the command changes nothing on a second run (idempotent)', async () => {
    const summary = await rejudgeInterviews({ interviews: interviewModel(connection), claims: emailClaimModel(connection), trustedArcSealers: ['google.com'] });
    expect(summary).toEqual({
      checked: await interviewModel(connection).countDocuments({ deletedAt: null }),
      madePrivate: 0,
      relabelled: 0,
      markedPrivate: 0,
      madePublic: 0,
    });
    expect(summary.checked).toBeGreaterThanOrEqual(4);
    expect((await stored(ids.passing)).revision).toBe(2);
  });

  it('the command judges an interview stored under the old policy after start-up too', async () => {
    const id = randomUUID();
    await interviewModel(connection).insertMany([seed(id, { verification: legacyVerification() })]);
    const summary = await rejudgeInterviews({ interviews: interviewModel(connection), claims: emailClaimModel(connection), trustedArcSealers: ['google.com'] });
    expect(summary).toMatchObject({ madePrivate: 1, relabelled: 0, markedPrivate: 0 });
    expect(await stored(id)).toMatchObject({ visibility: 'private', revision: 2 });
  });
});
