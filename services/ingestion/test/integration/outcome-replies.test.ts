import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createEnvelope, IngestedEmailProcessedV1, type PayloadOf } from '@hiring/contracts';
import type { BaseServiceConfig, RunningService } from '@hiring/service-kit';
import { startTestSmtpServer, uniqueSuffix, waitFor, type TestSmtpServer, eventsSettled } from '@hiring/service-kit/testing';
import { ingestionOutcomeModel } from '../../src/models/ingestion-outcome.model.js';
import { startTestImapServer, type TestImapServer, forwardAsAttachment, interviewEmail } from '@hiring/test-kit/mail';
import { startIngestion, status, trigger } from '../support/service.js';

/**
 * The reply half: the interviews service's IngestedEmailProcessed (published here by the test)
 * becomes one short email to the candidate, sent through a real SMTP server.
 */
let imap: TestImapServer;
let smtp: TestSmtpServer;
let service: RunningService<BaseServiceConfig>;

beforeAll(async () => {
  imap = await startTestImapServer({ user: `replies-${uniqueSuffix()}@hiring.test` });
  smtp = await startTestSmtpServer();
  // No DNS here: the forwarder's authentication is covered by mailbox-polling.test.ts.
  service = await startIngestion({ INGESTION_IMAP_URL: imap.url, INGESTION_SENDER_AUTH: 'off', SMTP_URL: smtp.url });
}, 120_000);

afterAll(async () => {
  await service?.stop();
  await smtp?.stop();
  await imap?.stop();
});

/** Takes one forward from the mailbox and returns its original's id and the forward's Message-ID. */
async function forwarded(from: string): Promise<{ originalId: string; messageId: string }> {
  const messageId = `fwd-${uniqueSuffix()}`;
  const uid = await imap.append(forwardAsAttachment({ from, to: imap.user, originals: [interviewEmail(from)], messageId }));
  expect((await trigger(service)).poll.forwarded).toBe(1);
  const record = (await status(service)).recentEmails.find((e) => e.id.endsWith(`#${uid}`));
  return { originalId: `${record!.id}#0`, messageId: `<${messageId}@mail.example.test>` };
}

async function publish(
  payload: PayloadOf<typeof IngestedEmailProcessedV1>,
  envelope = createEnvelope(IngestedEmailProcessedV1, { aggregateId: payload.ingestedEmailId, payload }),
) {
  await service.producer.send({ topic: IngestedEmailProcessedV1.topic, messages: [{ key: envelope.aggregateId, value: JSON.stringify(envelope) }] });
  return envelope;
}

const interview = { interviewId: 'i-1', companyName: 'Acme Inc', stage: 'onsite', position: 'Senior Software Engineer', visibility: 'public' as const };

describe('replies to the candidate (real SMTP, Kafka, FerretDB)', () => {
  it('tells the candidate the interview was recorded, as an automatic reply in the thread, once', async () => {
    const ada = `ada.${uniqueSuffix()}@example.test`;
    const { originalId, messageId } = await forwarded(ada);
    const payload = {
      ingestedEmailId: originalId,
      forwarderEmail: ada,
      candidateId: 'c-1',
      outcome: 'recorded' as const,
      reason: null,
      details: [],
      subject: 'Your onsite interview with Acme Inc',
      interview,
    };
    const envelope = await publish(payload);
    const mail = await smtp.waitForMail((m) => m.to.includes(ada), { what: 'the reply' });
    expect(mail.subject).toBe('Interview recorded: Acme Inc');
    expect(mail.text).toContain('"Your onsite interview with Acme Inc"');
    expect(mail.text).toContain('Acme Inc, Onsite (Senior Software Engineer)');
    expect(mail.from).toBe('ingest@hiring.test');
    expect(mail.headers).toMatchObject({ 'auto-submitted': 'auto-replied', 'x-hiring-ingestion-reply': 'recorded', 'in-reply-to': messageId });

    // The same event again, and the same outcome under a new event id (a republished outcome): no second mail.
    await publish(payload, envelope);
    await publish(payload);
    await eventsSettled([service]);
    expect(smtp.messages.filter((m) => m.to.includes(ada))).toHaveLength(1);
    const record = await ingestionOutcomeModel(service.connection).findById(originalId).lean();
    expect(record).toMatchObject({ outcome: 'recorded', reply: 'sent', interviewId: 'i-1' });
  });

  it('explains a private record with its verification issues, and a refusal with its reason', async () => {
    const grace = `grace.${uniqueSuffix()}@example.test`;
    const first = await forwarded(grace);
    await publish({
      ingestedEmailId: first.originalId,
      forwarderEmail: grace,
      candidateId: 'c-2',
      outcome: 'recorded_private',
      reason: 'Verification found issues: this interview is private and not shown to companies.',
      details: [{ title: 'No DKIM signature', description: 'The email carries no DKIM signature.' }],
      subject: 'Technical screen',
      interview: { ...interview, visibility: 'private' },
    });
    const privateMail = await smtp.waitForMail((m) => m.to.includes(grace) && /private/.test(m.subject), { what: 'the private reply' });
    expect(privateMail.subject).toBe('Interview recorded as private: Acme Inc');
    expect(privateMail.text).toContain('- No DKIM signature: The email carries no DKIM signature.');
    expect(privateMail.text).toContain('Forward as attachment');

    const second = await forwarded(grace);
    await publish({
      ingestedEmailId: second.originalId,
      forwarderEmail: grace,
      candidateId: 'c-2',
      outcome: 'refused',
      reason: 'This email does not look like part of an interview process.',
      details: [{ title: 'We could not find an interview.', description: 'Forward emails from recruiters.' }],
      subject: 'Lunch on Friday?',
      interview: null,
    });
    const refusal = await smtp.waitForMail((m) => m.to.includes(grace) && /^Not recorded/.test(m.subject), { what: 'the refusal' });
    expect(refusal.subject).toBe('Not recorded: Lunch on Friday?');
    expect(refusal.text).toContain('This email does not look like part of an interview process.');
    expect(refusal.text).toContain('Nothing was stored.');
  });

  it('lets a real outcome replace an "ignored" one for the same email (another interviews deployment did not know the sender)', async () => {
    const ada = `ada.${uniqueSuffix()}@example.test`;
    const { originalId } = await forwarded(ada);
    const common = { ingestedEmailId: originalId, forwarderEmail: ada, details: [], subject: 'Phone screen with Acme' };
    await publish({
      ...common,
      candidateId: null,
      outcome: 'ignored',
      reason: 'The sender is not a verified email address of any candidate.',
      interview: null,
    });
    await waitFor(async () => ingestionOutcomeModel(service.connection).findById(originalId).lean(), { what: 'the ignored outcome' });
    await publish({ ...common, candidateId: 'c-3', outcome: 'duplicate', reason: null, interview });
    const mail = await smtp.waitForMail((m) => m.to.includes(ada), { what: 'the reply' });
    expect(mail.subject).toBe('Already in your history: Acme Inc');
    // A late "ignored" changes nothing.
    await publish({ ...common, candidateId: null, outcome: 'ignored', reason: 'x', interview: null });
    await eventsSettled([service]);
    expect(await ingestionOutcomeModel(service.connection).findById(originalId).lean()).toMatchObject({
      outcome: 'duplicate',
      reply: 'sent',
      candidateId: 'c-3',
    });
    expect(smtp.messages.filter((m) => m.to.includes(ada))).toHaveLength(1);
  });

  it('sends nothing for an ignored sender or for an email it never took, and counts recorded interviews of the week', async () => {
    const before = (await status(service)).recentInterviewsWeek;
    const stranger = `stranger.${uniqueSuffix()}@example.test`;
    const { originalId } = await forwarded(stranger);
    await publish({
      ingestedEmailId: originalId,
      forwarderEmail: stranger,
      candidateId: null,
      outcome: 'ignored',
      reason: 'The sender is not a verified email address of any candidate.',
      details: [],
      subject: 'x',
      interview: null,
    });
    const foreign = `foreign.${uniqueSuffix()}@example.test`;
    await publish({
      ingestedEmailId: `imap://someone@elsewhere/INBOX#1#1#0`,
      forwarderEmail: foreign,
      candidateId: 'c-9',
      outcome: 'recorded',
      reason: null,
      details: [],
      subject: 'x',
      interview,
    });
    const outcomes = ingestionOutcomeModel(service.connection);
    const ignored = await waitFor(async () => outcomes.findById(originalId).lean(), { what: 'the ignored outcome' });
    expect(ignored).toMatchObject({ outcome: 'ignored', reply: 'skipped', candidateId: null });
    await eventsSettled([service]);
    expect(smtp.messages.filter((m) => m.to.includes(stranger) || m.to.includes(foreign))).toEqual([]);
    expect(await outcomes.exists({ _id: 'imap://someone@elsewhere/INBOX#1#1#0' })).toBeNull();
    // recorded + recorded_private of the two tests above; ignored, refused and foreign ones do not count.
    expect(before).toBe(2);
    expect((await status(service)).recentInterviewsWeek).toBe(2);
  });
});
