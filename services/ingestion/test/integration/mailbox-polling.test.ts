import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dkimVerify } from 'mailauth';
import { EmailIngestedV1, type EnvelopeOf } from '@hiring/contracts';
import type { BaseServiceConfig, RunningService } from '@hiring/service-kit';
import { eventsSettled, uniqueSuffix, waitFor, watchTopic } from '@hiring/service-kit/testing';
import {
  startDnsServer,
  generateDkimKey,
  signMessage,
  type DkimKey,
  startTestImapServer,
  type TestImapServer,
  ATS_DOMAIN,
  forwardAsAttachment,
  gmailInlineForward,
  interviewEmail,
} from '@hiring/test-kit/mail';
import { ingestedEmailModel } from '../../src/models/ingested-email.model.js';
import { dropPublishedRaw } from '../../src/domain/raw-retention.js';
import { ingestionErasure } from '../../src/domain/erasure.js';
import { ingestionOutcomeModel } from '../../src/models/ingestion-outcome.model.js';
import { CANDIDATE_TOKEN, gql, startIngestion, status, trigger } from '../support/service.js';

/**
 * The ingestion service against a real Dovecot IMAP server, real Kafka and FerretDB, and a real
 * DNS server for the forwarders' DKIM keys: what it takes from the mailbox, what it hands to the
 * interviews service, what it leaves, and that nothing is processed twice.
 */
const FORWARDER_DOMAIN = 'mail-forwarder.test';
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let atsKey: DkimKey;
let forwarderKey: DkimKey;
let imap: TestImapServer;
let service: RunningService<BaseServiceConfig>;
let watcher: Awaited<ReturnType<typeof watchTopic<'EmailIngested', EnvelopeOf<typeof EmailIngestedV1>['payload']>>>;
let env: Record<string, string>;

const candidate = (name = 'ada') => `${name}.${uniqueSuffix()}@${FORWARDER_DOMAIN}`;
/** What the candidate's mail provider does: sign the forward with its domain's key. */
const signedByForwarder = (message: string) => signMessage(message, { domain: FORWARDER_DOMAIN, selector: 'mail', key: forwarderKey });
const signedByAts = (message: string) => signMessage(message, { domain: ATS_DOMAIN, selector: 's1', key: atsKey });
const eventsFor = (prefix: string) => watcher.events.filter((e) => e.aggregateId.startsWith(prefix));

beforeAll(async () => {
  dns = await startDnsServer();
  atsKey = generateDkimKey();
  forwarderKey = generateDkimKey();
  dns.setTxt(`s1._domainkey.${ATS_DOMAIN}`, atsKey.record);
  dns.setTxt(`mail._domainkey.${FORWARDER_DOMAIN}`, forwarderKey.record);
  imap = await startTestImapServer({ user: `ingest-${uniqueSuffix()}@hiring.test` });
  env = { INGESTION_IMAP_URL: imap.url, DNS_SERVERS: dns.servers.join(',') };
  service = await startIngestion(env);
  watcher = await watchTopic(service.kafka, EmailIngestedV1);
}, 120_000);

afterAll(async () => {
  await watcher?.stop();
  await service?.stop();
  await imap?.stop();
  await dns?.close();
});

const mailboxPrefix = () => `imap://${imap.user}@127.0.0.1/INBOX#`;

describe('polling the ingestion mailbox (real Dovecot, Kafka, FerretDB, DNS)', () => {
  it('hands an original forwarded as an attachment to the interviews service byte for byte, signature intact', async () => {
    const ada = candidate();
    const original = await signedByAts(interviewEmail(ada));
    const outer = await signedByForwarder(forwardAsAttachment({ from: `Ada <${ada}>`, to: imap.user, originals: [original] }));
    const uid = await imap.append(outer);

    const { poll, message } = await trigger(service);
    expect(poll).toMatchObject({ newMessages: 1, forwarded: 1, ignored: 0, failed: 0, error: null });
    expect(message).toBe('Email check complete: 1 new message; 1 email sent for processing.');

    const event = await waitFor(async () => eventsFor(mailboxPrefix()).find((e) => e.aggregateId.endsWith(`#${uid}#0`)), { what: 'EmailIngested' });
    expect(event.payload).toMatchObject({
      forwarderEmail: ada,
      forwarderAuthenticatedBy: 'dkim',
      original: 'attached',
      subject: 'Fwd: Your onsite interview with Acme Inc',
    });
    const raw = Buffer.from(event.payload.rawEmailBase64, 'base64');
    expect(raw.toString('latin1').replace(/\r\n$/, '')).toBe(original.toString('latin1').replace(/\r\n$/, ''));
    // The employer's signature still verifies on what is handed on.
    const verified = await dkimVerify(raw, { resolver: async (name: string, type: string) => dnsLookup(name, type) } as Parameters<typeof dkimVerify>[1]);
    expect(verified.results?.[0]?.status.result).toBe('pass');
    // Left in the mailbox, marked as read.
    expect((await imap.list()).find((m) => m.uid === uid)?.flags).toContain('\\Seen');
  });

  it("passes an inline forward on whole, without the forwarder's own signature", async () => {
    const grace = candidate('grace');
    const uid = await imap.append(await signedByForwarder(gmailInlineForward({ from: grace, to: imap.user, candidate: grace })));
    expect((await trigger(service)).poll).toMatchObject({ newMessages: 1, forwarded: 1 });
    const event = await waitFor(async () => eventsFor(mailboxPrefix()).find((e) => e.aggregateId.endsWith(`#${uid}#0`)), { what: 'EmailIngested' });
    expect(event.payload).toMatchObject({ forwarderEmail: grace, forwarderAuthenticatedBy: 'dkim', original: 'message' });
    const raw = Buffer.from(event.payload.rawEmailBase64, 'base64').toString('utf8');
    expect(raw).not.toMatch(/^DKIM-Signature:/im);
    expect(raw).toContain('---------- Forwarded message ---------');
    expect(raw).toContain(`From: ${grace}`);
  });

  it('sends one event per attached original when a forward carries several', async () => {
    const ada = candidate();
    const originals = await Promise.all([1, 2, 3].map((n) => signedByAts(interviewEmail(ada, { subject: `Interview ${n} with Acme` }))));
    const uid = await imap.append(await signedByForwarder(forwardAsAttachment({ from: ada, to: imap.user, originals })));
    expect((await trigger(service)).poll).toMatchObject({ newMessages: 1, forwarded: 1 });
    const events = await waitFor(
      async () => {
        const found = eventsFor(mailboxPrefix()).filter((e) => new RegExp(`#${uid}#\\d$`).test(e.aggregateId));
        return found.length === 3 ? found : null;
      },
      { what: 'three EmailIngested' },
    );
    expect(events.map((e) => e.payload.original)).toEqual(['attached', 'attached', 'attached']);
  });

  it('logs and leaves what must not be processed: an unauthenticated sender, automatic mail, our own replies, junk', async () => {
    const before = (await status(service)).processedEmailsCount;
    const ada = candidate();
    const spoofed = forwardAsAttachment({ from: ada, to: imap.user, originals: [await signedByAts(interviewEmail(ada))], subject: 'Fwd: spoofed' });
    const autoReply = await signedByForwarder(
      gmailInlineForward({ from: ada, to: imap.user, candidate: ada, headers: ['Auto-Submitted: auto-replied'], subject: 'Out of office' }),
    );
    const ourReply = await signedByForwarder(
      gmailInlineForward({ from: ada, to: imap.user, candidate: ada, headers: ['X-Hiring-Ingestion-Reply: recorded'], subject: 'Interview recorded' }),
    );
    const list = await signedByForwarder(
      gmailInlineForward({ from: ada, to: imap.user, candidate: ada, headers: ['List-Id: <jobs.example.test>'], subject: 'Weekly jobs' }),
    );
    const uids = [
      await imap.append(spoofed),
      await imap.append(autoReply),
      await imap.append(ourReply),
      await imap.append(list),
      await imap.append('this is not an email at all\r\n'),
    ];

    const { poll } = await trigger(service);
    expect(poll).toMatchObject({ newMessages: 5, forwarded: 0, ignored: 5, failed: 0 });
    const after = await status(service);
    expect(after.processedEmailsCount).toBe(before + 5);
    const reasons = after.recentEmails.filter((e) => uids.some((uid) => e.id.endsWith(`#${uid}`))).map((e) => e.reason ?? '');
    expect(reasons).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^the sender address is not authenticated/),
        expect.stringMatching(/^an automatic message/),
        expect.stringMatching(/^one of our own replies/),
        expect.stringMatching(/^not a readable email message/),
      ]),
    );
    // Left in the mailbox, and never looked at again.
    expect((await imap.list()).filter((m) => uids.includes(m.uid))).toHaveLength(5);
    expect((await trigger(service)).poll).toMatchObject({ newMessages: 0, ignored: 0 });
    await eventsSettled([service]);
    await watcher.caughtUp();
    expect(eventsFor(mailboxPrefix()).filter((e) => uids.some((uid) => e.aggregateId.includes(`#${uid}#`)))).toEqual([]);
  });

  it('processes every message once when triggers race on one replica and across two replicas', async () => {
    const replica = await startIngestion({ ...env, MONGO_DB: service.config.MONGO_DB });
    try {
      const ada = candidate();
      const uids: number[] = [];
      for (let n = 0; n < 8; n += 1) {
        uids.push(
          await imap.append(
            await signedByForwarder(
              forwardAsAttachment({ from: ada, to: imap.user, originals: [await signedByAts(interviewEmail(ada, { subject: `Round ${n}` }))] }),
            ),
          ),
        );
      }
      const reports = await Promise.all([trigger(service), trigger(service), trigger(replica), trigger(replica), trigger(service)]);
      const forwarded = reports.reduce((sum, r) => sum + r.poll.forwarded, 0);
      expect(forwarded).toBe(8);
      const events = await waitFor(
        async () => {
          const found = eventsFor(mailboxPrefix()).filter((e) => uids.some((uid) => e.aggregateId.endsWith(`#${uid}#0`)));
          return found.length >= 8 ? found : null;
        },
        { what: 'eight EmailIngested' },
      );
      await eventsSettled([service, replica]);
      await watcher.caughtUp();
      // Delivery is at least once (two relays may both publish a stored event; consumers dedupe
      // by event id): what must hold is one event id per message, i.e. one EmailIngested each.
      const again = eventsFor(mailboxPrefix()).filter((e) => uids.some((uid) => e.aggregateId.endsWith(`#${uid}#0`)));
      expect(events.length).toBeGreaterThanOrEqual(8);
      expect(new Set(again.map((e) => e.aggregateId)).size).toBe(8);
      expect(new Set(again.map((e) => e.id)).size).toBe(8);
      const records = await ingestedEmailModel(service.connection)
        .find({ uid: { $in: uids } }, { status: 1 })
        .lean();
      expect(records.map((r) => r.status)).toEqual(Array(8).fill('forwarded'));
    } finally {
      await replica.stop();
    }
  });

  it('processes nothing twice after a restart, and what arrived meanwhile once', async () => {
    const processed = (await status(service)).processedEmailsCount;
    await service.stop();
    const ada = candidate();
    const uid = await imap.append(
      await signedByForwarder(forwardAsAttachment({ from: ada, to: imap.user, originals: [await signedByAts(interviewEmail(ada))] })),
    );
    service = await startIngestion({ ...env, MONGO_DB: service.config.MONGO_DB });
    expect((await trigger(service)).poll).toMatchObject({ newMessages: 1, forwarded: 1 });
    expect((await trigger(service)).poll).toMatchObject({ newMessages: 0, forwarded: 0 });
    expect((await status(service)).processedEmailsCount).toBe(processed + 1);
    await waitFor(async () => eventsFor(mailboxPrefix()).some((e) => e.aggregateId.endsWith(`#${uid}#0`)), { what: 'the new message' });
  });

  it('does not take a message again when the folder is rebuilt with a new UIDVALIDITY, and leaves oversized mail', async () => {
    const folder = `Ingest${uniqueSuffix()}`;
    await imap.recreateFolder(folder);
    const other = await startIngestion({ ...env, INGESTION_IMAP_URL: imap.url.replace(/\/INBOX$/, `/${folder}`), INGESTION_MAX_MESSAGE_BYTES: '200000' });
    try {
      const ada = candidate();
      const messages = await Promise.all(
        [1, 2].map(async (n) =>
          signedByForwarder(forwardAsAttachment({ from: ada, to: imap.user, originals: [await signedByAts(interviewEmail(ada, { subject: `Folder ${n}` }))] })),
        ),
      );
      for (const message of messages) await imap.append(message, { folder });
      await imap.append(`From: ${ada}\r\nSubject: huge\r\nMessage-ID: <huge-${uniqueSuffix()}@x>\r\n\r\n${'x'.repeat(250_000)}\r\n`, { folder });
      expect((await trigger(other)).poll).toMatchObject({ newMessages: 3, forwarded: 2, ignored: 1 });
      const tooLarge = (await status(other)).recentEmails.find((e) => e.subject === 'huge');
      expect(tooLarge).toMatchObject({ status: 'ignored', forwarderEmail: ada, reason: expect.stringMatching(/^larger than the size limit/) });

      await imap.recreateFolder(folder);
      for (const message of messages) await imap.append(message, { folder });
      expect((await trigger(other)).poll).toMatchObject({ newMessages: 2, forwarded: 0, duplicates: 2 });
      expect((await trigger(other)).poll).toMatchObject({ newMessages: 0 });
    } finally {
      await other.stop();
    }
  });

  it("carries a forwarded email larger than Kafka's default 1 MB message", async () => {
    const ada = candidate();
    const attachment = Buffer.alloc(800_000, 7).toString('base64').replace(/.{76}/g, '$&\r\n');
    const big =
      interviewEmail(ada).replace(
        'Content-Type: text/plain; charset=utf-8\r\n\r\n',
        'Content-Type: multipart/mixed; boundary="b1"\r\n\r\n--b1\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n',
      ) + `--b1\r\nContent-Type: application/pdf; name="offer.pdf"\r\nContent-Transfer-Encoding: base64\r\n\r\n${attachment}\r\n--b1--\r\n`;
    const original = await signedByAts(big);
    const uid = await imap.append(await signedByForwarder(forwardAsAttachment({ from: ada, to: imap.user, originals: [original] })));
    expect((await trigger(service)).poll).toMatchObject({ forwarded: 1 });
    const event = await waitFor(async () => eventsFor(mailboxPrefix()).find((e) => e.aggregateId.endsWith(`#${uid}#0`)), {
      what: 'the large EmailIngested',
      timeoutMs: 30_000,
    });
    // ~1.1 MB of email, ~1.5 MB on the topic: over Kafka's 1 MB default.
    expect(Buffer.from(event.payload.rawEmailBase64, 'base64').length).toBeGreaterThan(1_048_576);
  });

  it('drops the bytes of forwarded emails once published and past their retention', async () => {
    const emails = ingestedEmailModel(service.connection);
    const withBytes = await emails.countDocuments({ status: 'forwarded', outboxAt: { $ne: null } });
    expect(withBytes).toBeGreaterThan(0);
    // Every event is published by now (the watcher saw them); retention 0 drops them all.
    let dropped = 0;
    for (let round = 0; round < 5; round += 1) dropped += await dropPublishedRaw({ emails, connection: service.connection }, 0, new Date(Date.now() + 1000));
    expect(dropped).toBe(withBytes);
    const left = await emails.find({ status: 'forwarded' }, { outbox: 1, originalIds: 1 }).lean();
    expect(left.every((doc) => doc.outbox.length === 0 && doc.originalIds.length > 0)).toBe(true);
  });

  it("deletes an erased person's message from the mailbox at the next poll, and does not take it again", async () => {
    const ada = candidate('erased');
    const uid = await imap.append(
      await signedByForwarder(forwardAsAttachment({ from: `Ada <${ada}>`, to: imap.user, originals: [await signedByAts(interviewEmail(ada))] })),
    );
    expect((await trigger(service)).poll).toMatchObject({ newMessages: 1, forwarded: 1 });
    const emails = ingestedEmailModel(service.connection);
    const record = await waitFor(() => emails.findOne({ uid, forwarderEmail: ada }).lean().exec(), { what: 'the record' });
    // What the interviews service made of it, attributed to the candidate (as IngestedEmailProcessed records it).
    const candidateId = `candidate-${uniqueSuffix()}`;
    await ingestionOutcomeModel(service.connection).create({
      _id: `${record._id}#0`,
      ingestedEmailId: record._id,
      forwarderEmail: ada,
      candidateId,
      outcome: 'recorded',
      processedAt: new Date(),
      reply: 'sent',
    });
    const erase = ingestionErasure({
      emails,
      outcomes: ingestionOutcomeModel(service.connection),
      keys: service.personKeys,
      mailer: { forget: async () => 0 },
    });
    expect(await erase({ userId: candidateId, userType: 'candidate' })).toMatchObject({
      ingested_emails: 1,
      ingestion_outcomes: 1,
    });
    // Only its place in the mailbox is left, until the poll.
    const tombstone = await emails.findById(record._id).lean().exec();
    expect(tombstone).toMatchObject({ status: 'erased', forwarderEmail: null, subject: '', messageId: null, outbox: [], expungedAt: null });
    expect(JSON.stringify(tombstone)).not.toContain(ada);
    expect((await imap.list()).map((message) => message.uid)).toContain(uid);

    const before = eventsFor(mailboxPrefix()).length;
    expect((await trigger(service)).poll).toMatchObject({ newMessages: 0, forwarded: 0 });
    expect((await imap.list()).map((message) => message.uid)).not.toContain(uid);
    expect((await emails.findById(record._id).lean().exec())?.expungedAt).toBeInstanceOf(Date);
    // Polled again: nothing taken, nothing sent.
    expect((await trigger(service)).poll).toMatchObject({ newMessages: 0 });
    expect(eventsFor(mailboxPrefix()).length).toBe(before);
  });

  it('deletes taken messages from the mailbox once past their retention, and leaves newer ones', async () => {
    const uid = await imap.append(
      await signedByForwarder(
        forwardAsAttachment({ from: `Ada <${candidate('old')}>`, to: imap.user, originals: [await signedByAts(interviewEmail(candidate('old')))] }),
      ),
    );
    expect((await trigger(service)).poll).toMatchObject({ newMessages: 1 });
    const emails = ingestedEmailModel(service.connection);
    const record = await waitFor(() => emails.findOne({ uid, expungedAt: null }).lean().exec(), { what: 'the record' });
    const others = (await imap.list()).length;
    // Older than INGESTION_RAW_RETENTION_HOURS (72 by default).
    await emails.collection.updateOne({ _id: record._id as never }, { $set: { createdAt: new Date(Date.now() - 73 * 3600_000) } });
    await trigger(service);
    const left = (await imap.list()).map((message) => message.uid);
    expect(left).not.toContain(uid);
    expect(left).toHaveLength(others - 1);
    expect((await emails.findById(record._id).lean().exec())?.status).toBe('forwarded');
  });

  it('answers the status and the trigger to admins only', async () => {
    const anonymous = await gql(service, '{ emailIngestionStatus { processedEmailsCount } }', null);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const candidateCall = await gql(service, 'mutation { triggerEmailIngestion { message } }', CANDIDATE_TOKEN());
    expect(candidateCall.errors?.[0]).toMatchObject({ message: 'Admin access required', extensions: { code: 'FORBIDDEN' } });
    const admin = await status(service);
    expect(admin).toMatchObject({ serviceConfigured: true, emailUser: imap.user });
  });
});

describe('a mailbox over TLS, and no mailbox at all', () => {
  it('polls an imaps:// mailbox (self-signed certificate accepted only when told to)', async () => {
    const secure = await startTestImapServer({ user: `tls-${uniqueSuffix()}@hiring.test`, tls: true });
    const strict = await startIngestion({ INGESTION_IMAP_URL: secure.url, DNS_SERVERS: dns.servers.join(',') });
    const relaxed = await startIngestion({
      INGESTION_IMAP_URL: secure.url,
      DNS_SERVERS: dns.servers.join(','),
      INGESTION_IMAP_TLS_REJECT_UNAUTHORIZED: 'false',
    });
    try {
      const ada = candidate();
      await secure.append(await signedByForwarder(forwardAsAttachment({ from: ada, to: secure.user, originals: [await signedByAts(interviewEmail(ada))] })));
      await expect(trigger(strict)).rejects.toThrow(/Could not log in to the ingestion mailbox/);
      expect((await trigger(relaxed)).poll).toMatchObject({ newMessages: 1, forwarded: 1 });
    } finally {
      await strict.stop();
      await relaxed.stop();
      await secure.stop();
    }
  });

  it('reports an unconfigured service and refuses the trigger with the reason', async () => {
    const bare = await startIngestion({});
    try {
      expect(await status(bare)).toMatchObject({ serviceConfigured: false, emailUser: null, processedEmailsCount: 0, recentInterviewsWeek: 0, lastPoll: null });
      const result = await gql(bare, 'mutation { triggerEmailIngestion { message } }');
      expect(result.errors?.[0]).toMatchObject({
        message: expect.stringMatching(/^Email ingestion is not configured/),
        extensions: { code: 'SERVICE_UNAVAILABLE' },
      });
    } finally {
      await bare.stop();
    }
  });
});

/** The test DNS server, asked the way mailauth asks. */
async function dnsLookup(name: string, type: string) {
  const { Resolver } = await import('node:dns/promises');
  const resolver = new Resolver();
  resolver.setServers(dns.servers);
  return resolver.resolve(name, type as 'TXT');
}
