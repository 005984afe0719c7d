import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readdir, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Connection } from 'mongoose';
import {
  CODE_TTL_MS,
  CodeBook,
  DAY_MS,
  RETENTION_PERIODS,
  SlotCounter,
  connectMongo,
  createLogger,
  createMailer,
  ensureIndexes,
  oneTimeCodeModel,
  oneTimeCodesRetention,
  olderThan,
  fullyPublished,
  processedEventsRetention,
  recipientTag,
  sweepRetention,
} from '@hiring/service-kit';
import { uniqueSuffix } from '@hiring/service-kit/testing';

/** The retention sweeps (docs/decisions/privacy-rights.md#retention) on the real database and a real folder. */
let connection: Connection;
const now = new Date();
const ago = (ms: number) => new Date(now.getTime() - ms);

beforeAll(async () => {
  connection = await connectMongo(process.env['MONGO_URL']!, `kit_retention_${uniqueSuffix()}`);
  await ensureIndexes(connection);
});
afterAll(async () => {
  await connection?.dropDatabase().catch(() => undefined);
  await connection?.close();
});

describe('retention sweeps', () => {
  it('delete consumer markers past 14 days and keep the newer ones', async () => {
    const markers = connection.collection<{ _id: string; processedAt: Date }>('processed_events');
    const periodMs = RETENTION_PERIODS.processedEventsDays * DAY_MS;
    await markers.insertMany([
      { _id: 'g:old', processedAt: ago(periodMs + 60_000) },
      { _id: 'g:recent', processedAt: ago(periodMs - 60_000) },
    ]);
    expect(await sweepRetention(connection, [processedEventsRetention], now)).toEqual({ processed_events: 1 });
    expect((await markers.find({}).toArray()).map((row) => row._id)).toEqual(['g:recent']);
    // Again: nothing more goes.
    expect(await sweepRetention(connection, [processedEventsRetention], now)).toEqual({ processed_events: 0 });
  });

  it('delete codes a day past their expiry; the address then gets a new code with all its tries', async () => {
    let clock = now.getTime() - CODE_TTL_MS - DAY_MS - 60_000;
    const book = new CodeBook<'verify'>({ codes: oneTimeCodeModel(connection), slots: new SlotCounter(connection), secret: 'r'.repeat(40), now: () => clock });
    const email = `swept.${uniqueSuffix()}@example.test`;
    const old = await book.issue('verify', email, { live: true });
    if (!old.issued) throw new Error('not issued');
    const wrong = old.code === '000000' ? '111111' : '000000';
    for (let n = 0; n < 5; n += 1) await book.check('verify', email, wrong);
    clock = now.getTime() - 60_000;
    const fresh = await book.issue('verify', email, { live: true, scope: 'kept' });
    expect(fresh.issued).toBe(true);

    expect(await sweepRetention(connection, [oneTimeCodesRetention], now)).toEqual({ one_time_codes: 1 });
    expect(await oneTimeCodeModel(connection).countDocuments({ email })).toBe(1);
    clock = now.getTime();
    const next = await book.issue('verify', email, { live: true });
    if (!next.issued) throw new Error('not issued');
    // The swept code's id again, and not "exhausted" by the old code's tries.
    expect(next.id).toBe(old.id);
    expect(await book.check('verify', email, next.code)).toEqual({ ok: true, id: next.id });
  });

  it('tell the documents whose every outbox entry was published', async () => {
    const published = connection.collection<{ _id: string }>('outbox_published');
    await published.insertOne({ _id: 'event-1' });
    const all = { name: 'all', outbox: [{ id: 'event-1' }] };
    const some = { name: 'some', outbox: [{ id: 'event-1' }, { id: 'event-2' }] };
    const none = { name: 'empty', outbox: [] };
    expect(await fullyPublished(connection, [all, some, none])).toEqual([all, none]);
    expect(await fullyPublished(connection, [])).toEqual([]);
  });

  it('sweep by any date field, rule by rule', async () => {
    const links = connection.collection<{ _id: string; expiresAt: Date }>('links');
    await links.insertMany([
      { _id: 'expired', expiresAt: ago(2 * DAY_MS) },
      { _id: 'live', expiresAt: ago(-3600_000) },
    ]);
    expect(await sweepRetention(connection, [olderThan('links', 'expiresAt', DAY_MS)], now)).toEqual({ links: 1 });
    expect(await links.countDocuments({ _id: 'live' })).toBe(1);
  });
});

describe('limits named by an address', () => {
  it('are freed on erasure, matched as the address and not as a pattern', async () => {
    const slots = new SlotCounter(connection);
    const until = new Date(Date.now() + 3600_000);
    const sfx = uniqueSuffix();
    await slots.claim(`login:account:a.b${sfx}@x.test`, 5, until);
    await slots.claim(`login:account:a.b${sfx}@x.test`, 5, until);
    await slots.claim(`reset-try:a.b${sfx}@x.test`, 5, until);
    await slots.claim(`login:account:aXb${sfx}@x.test`, 5, until);
    expect(await slots.forget([`A.B${sfx}@x.test`])).toBe(3);
    expect(await slots.count(`login:account:a.b${sfx}@x.test`)).toBe(0);
    expect(await slots.count(`login:account:aXb${sfx}@x.test`)).toBe(1);
    // The bucket starts afresh in this process too.
    expect(await slots.claim(`login:account:a.b${sfx}@x.test`, 1, until)).toBe(`login:account:a.b${sfx}@x.test#1`);
  });
});

describe('the dev mail outbox', () => {
  it('names files by a tag of the recipient, forgets an erased person’s files and sweeps old ones', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-retention-'));
    try {
      const mailer = createMailer({ PRODUCT_NAME: 'Acme Talent', MAIL_OUTBOX_DIR: dir, MAIL_OUTBOX_RETENTION_HOURS: 24 }, createLogger('retention', 'silent'));
      await mailer.send({ to: 'Leaving@Example.test', subject: 'Code', text: 'one' });
      await mailer.send({ to: 'leaving@example.test', subject: 'Code', text: 'two' });
      await mailer.send({ to: 'staying@example.test', subject: 'Code', text: 'three' });
      const files = await readdir(dir);
      expect(files).toHaveLength(3);
      // The name says whom without saying it.
      expect(files.join(' ')).not.toContain('example');
      expect(files.filter((name) => name.includes(`-${recipientTag('leaving@example.test')}-`))).toHaveLength(2);

      expect(await mailer.forget(['leaving@example.test'])).toBe(2);
      const left = await readdir(dir);
      expect(left).toEqual([expect.stringContaining(`-${recipientTag('staying@example.test')}-`)]);

      // Kept within the period, swept after it.
      expect(await sweepRetention(connection, mailer.retention, now)).toEqual({ 'mail outbox files': 0 });
      const twoDaysAgo = ago(2 * DAY_MS);
      await utimes(join(dir, left[0]!), twoDaysAgo, twoDaysAgo);
      expect(await sweepRetention(connection, mailer.retention, now)).toEqual({ 'mail outbox files': 1 });
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('has nothing to forget or sweep when mail goes through SMTP', async () => {
    const mailer = createMailer({ PRODUCT_NAME: 'Acme Talent', SMTP_URL: 'smtp://127.0.0.1:1' }, createLogger('retention', 'silent'));
    expect(await mailer.forget(['anyone@example.test'])).toBe(0);
    expect(mailer.retention).toEqual([]);
    mailer.close();
  });
});
