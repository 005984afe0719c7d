import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createEnvelope, EmailIngestedV1, IngestedEmailProcessedV1, UserRegisteredV1, type EnvelopeOf, type PayloadOf } from '@hiring/contracts';
import { startService, type BaseServiceConfig, type RunningService } from '@hiring/service-kit';
import { outboxEventIds, testServiceEnv, uniqueSuffix, waitFor, watchTopic, eventsSettled } from '@hiring/service-kit/testing';
import { interviewsService, loadInterviewsConfig } from '@hiring/interviews';
import { startDnsServer, generateDkimKey, signMessage, type DkimKey, ATS_DOMAIN, interviewEmail } from '@hiring/test-kit/mail';

/**
 * The interviews service's side of ingestion on its own (real Kafka, FerretDB, DNS): EmailIngested
 * in, the upload pipeline, IngestedEmailProcessed out; each forwarded original once, whatever
 * Kafka redelivers.
 */
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let key: DkimKey;
let interviews: RunningService<BaseServiceConfig>;
let outcomes: Awaited<ReturnType<typeof watchTopic<'IngestedEmailProcessed', PayloadOf<typeof IngestedEmailProcessedV1>>>>;
const candidateId = `cand-${uniqueSuffix()}`;
const ada = `ada.${uniqueSuffix()}@example.test`;
const UPLOAD_LIMIT = 6;

function registered(userId: string, email: string) {
  return publish(UserRegisteredV1, userId, {
    userId,
    email,
    userType: 'candidate',
    firstName: 'Ada',
    lastName: 'Lovelace',
    registeredAt: new Date().toISOString(),
    careerData: null,
    companyData: null,
  });
}

beforeAll(async () => {
  dns = await startDnsServer();
  key = generateDkimKey();
  dns.setTxt(`s1._domainkey.${ATS_DOMAIN}`, key.record);
  const config = loadInterviewsConfig(
    // A small upload limit: the mailbox path is held to it like the upload page (issue 29).
    testServiceEnv('interviews', { DNS_SERVERS: dns.servers.join(','), KAFKA_NEW_GROUP_OFFSET: 'latest', UPLOADS_PER_10_MINUTES: String(UPLOAD_LIMIT) }),
  );
  interviews = (await startService({ ...interviewsService(config), consumerSessionTimeoutMs: 10_000 })) as unknown as RunningService<BaseServiceConfig>;
  outcomes = await watchTopic(interviews.kafka, IngestedEmailProcessedV1);
  await registered(candidateId, ada);
  await waitFor(async () => interviews.connection.collection('candidate_mailboxes').findOne({ _id: candidateId as never }), { what: 'the mailbox view' });
}, 120_000);

afterAll(async () => {
  await outcomes?.stop();
  await interviews?.connection.dropDatabase().catch(() => undefined);
  await interviews?.stop();
  await dns?.close();
});

async function publish<T extends string, P>(
  definition: Parameters<typeof createEnvelope<T, P>>[0],
  aggregateId: string,
  payload: P,
  envelope?: EnvelopeOf<typeof definition>,
) {
  const event = envelope ?? createEnvelope(definition, { aggregateId, payload });
  await interviews.producer.send({ topic: definition.topic, messages: [{ key: event.aggregateId, value: JSON.stringify(event) }] });
  return event;
}

function ingested(raw: string | Buffer, forwarderEmail = ada): PayloadOf<typeof EmailIngestedV1> {
  return {
    messageId: `<fwd-${uniqueSuffix()}@example.test>`,
    mailbox: 'imap://test@127.0.0.1/INBOX',
    forwarderEmail,
    forwarderAuthenticatedBy: 'dkim',
    subject: 'Fwd: Your onsite interview with Acme Inc',
    receivedAt: new Date().toISOString(),
    original: 'attached',
    rawEmailBase64: Buffer.from(raw).toString('base64'),
  };
}

/**
 * This service's outcomes for an original: the events its outcome record carries. Other stacks on
 * the shared broker (other test files) see the same EmailIngested and UserRegistered events and
 * answer too, from their own databases; the test must not count their answers.
 */
async function mine(id: string) {
  const ids = await outboxEventIds(interviews.connection, 'ingested_email_outcomes', { _id: id });
  return outcomes.events.filter((e) => ids.has(e.id));
}
const outcomeOf = (id: string) => waitFor(async () => (await mine(id))[0], { what: `the outcome of ${id}`, timeoutMs: 30_000 });
const interviewCount = () => interviews.connection.collection('interviews').countDocuments({ candidateId });

describe('EmailIngested in the interviews service', () => {
  it('records a verified original once, however often the event comes, and reports it once', async () => {
    const id = `m-${uniqueSuffix()}#0`;
    const payload = ingested(await signMessage(interviewEmail(ada), { domain: ATS_DOMAIN, selector: 's1', key }));
    const first = await publish(EmailIngestedV1, id, payload);
    await publish(EmailIngestedV1, id, payload, first); // the same event redelivered
    await publish(EmailIngestedV1, id, payload); // the same original published again under a new event id
    const outcome = await outcomeOf(id);
    expect(outcome.payload).toMatchObject({
      outcome: 'recorded',
      candidateId,
      forwarderEmail: ada,
      subject: 'Your onsite interview with Acme Inc',
      interview: { stage: 'onsite', visibility: 'public' },
    });
    await eventsSettled([interviews]);
    // One outcome record with one event (the relay may deliver it more than once, under that one id).
    const record = await interviews.connection.collection<{ _id: string; outbox: { id: string }[] }>('ingested_email_outcomes').findOne({ _id: id });
    expect(record?.outbox).toHaveLength(1);
    expect(new Set((await mine(id)).map((e) => e.id)).size).toBe(1);
    expect(await interviewCount()).toBe(1);
  });

  it('after a crash between the interview and its outcome, reports the interview as already recorded, not a second one', async () => {
    const id = `m-${uniqueSuffix()}#0`;
    const payload = ingested(await signMessage(interviewEmail(ada, { subject: 'Phone screen with Acme Inc' }), { domain: ATS_DOMAIN, selector: 's1', key }));
    await publish(EmailIngestedV1, id, payload);
    await outcomeOf(id);
    const before = await interviewCount();
    // Simulate the crash: the outcome record is gone, the interview stays; Kafka redelivers.
    await interviews.connection.collection('ingested_email_outcomes').deleteOne({ _id: id as never });
    await publish(EmailIngestedV1, id, payload);
    const outcome = await outcomeOf(id);
    expect(outcome.payload.outcome).toBe('duplicate');
    expect(await interviewCount()).toBe(before);
  });

  it("ignores a forwarder who is nobody's verified address, and refuses an original not sent to the candidate", async () => {
    const strangerId = `m-${uniqueSuffix()}#0`;
    await publish(EmailIngestedV1, strangerId, ingested(interviewEmail('someone@else.test'), `stranger.${uniqueSuffix()}@example.test`));
    expect((await outcomeOf(strangerId)).payload).toMatchObject({
      outcome: 'ignored',
      candidateId: null,
      reason: 'The sender is not a verified email address of any candidate.',
      interview: null,
    });

    const notTheirsId = `m-${uniqueSuffix()}#0`;
    const notTheirs = await signMessage(interviewEmail('someone.else@example.test'), { domain: ATS_DOMAIN, selector: 's1', key });
    const refused = await outcomeOf((await publish(EmailIngestedV1, notTheirsId, ingested(notTheirs))).aggregateId);
    expect(refused.payload).toMatchObject({
      outcome: 'refused',
      candidateId,
      reason: 'This email was not sent to or from one of your verified email addresses.',
    });
    expect(refused.payload.details[0]?.title).toContain(ada);
  });

  it('holds forwarded emails to the upload limit: past it they are refused with the upload page text and not read', async () => {
    const bea = `cand-${uniqueSuffix()}`;
    const address = `bea.${uniqueSuffix()}@example.test`;
    await registered(bea, address);
    await waitFor(async () => interviews.connection.collection('candidate_mailboxes').findOne({ _id: bea as never }), { what: "Bea's mailbox view" });
    const ids = Array.from({ length: UPLOAD_LIMIT + 2 }, () => `m-${uniqueSuffix()}#0`);
    for (const [n, id] of ids.entries())
      await publish(EmailIngestedV1, id, ingested(interviewEmail(address, { subject: `Round ${n} with Acme Inc` }), address));
    const got = await Promise.all(ids.map((id) => outcomeOf(id)));
    const tooFast = got.filter((o) => o.payload.outcome === 'refused' && /^You are uploading too fast\. Please try again in /.test(o.payload.reason ?? ''));
    expect(tooFast).toHaveLength(2);
    expect(tooFast.every((o) => o.payload.candidateId === bea && o.payload.interview === null)).toBe(true);
    expect(await interviews.connection.collection('interviews').countDocuments({ candidateId: bea })).toBeLessThanOrEqual(UPLOAD_LIMIT);
  }, 90_000);
});
