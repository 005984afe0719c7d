import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import type { Connection } from 'mongoose';
import { connectMongo, createLogger, createMailer, ensureIndexes, humanDuration, RateLimiter, SlotCounter } from '@hiring/service-kit';
import { startTestSmtpServer, uniqueSuffix, type TestSmtpServer } from '@hiring/service-kit/testing';

const logger = createLogger('limits-test', 'silent');
let connection: Connection;
let slots: SlotCounter;
let smtp: TestSmtpServer;

beforeAll(async () => {
  connection = await connectMongo(process.env['MONGO_URL']!, `kit_limits_${uniqueSuffix()}`);
  slots = new SlotCounter(connection);
  await ensureIndexes(connection);
  smtp = await startTestSmtpServer();
});
afterAll(async () => {
  await connection?.dropDatabase().catch(() => undefined);
  await connection?.close();
  await smtp?.stop();
});

describe('SlotCounter (unique-insert counters, FerretDB)', () => {
  it('lets exactly `limit` of many concurrent claims through, and a released slot be claimed again', async () => {
    const bucket = `burst-${uniqueSuffix()}`;
    const expires = new Date(Date.now() + 60_000);
    const results = await Promise.all(Array.from({ length: 40 }, () => slots.claim(bucket, 5, expires)));
    const granted = results.filter((slot): slot is string => slot !== null);
    expect(granted).toHaveLength(5);
    expect(new Set(granted).size).toBe(5);
    expect(await slots.count(bucket)).toBe(5);
    expect(await slots.claim(bucket, 5, expires)).toBeNull();
    await slots.release(granted[2]!);
    expect(await slots.claim(bucket, 5, expires)).toBe(granted[2]);
  });

  it('holds the limit across replicas and counts by _id probes', async () => {
    const bucket = `replicas-${uniqueSuffix()}`;
    const expires = new Date(Date.now() + 60_000);
    const replicas = [new SlotCounter(connection), new SlotCounter(connection)];
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => replicas[i % 2]!.claim(bucket, 13, expires)));
    expect(results.filter((slot) => slot !== null)).toHaveLength(13);
    for (const replica of replicas) expect(await replica.count(bucket)).toBe(13);
    expect(await replicas[0]!.claim(bucket, 13, expires)).toBeNull();
    // Released on one replica, the slot is free for a replica that never saw it taken.
    await replicas[0]!.release(`${bucket}#13`);
    expect(await new SlotCounter(connection).claim(bucket, 13, expires)).toBe(`${bucket}#13`);
    for (const size of [0, 1, 2, 3, 7, 8, 9]) {
      const other = `count-${size}-${uniqueSuffix()}`;
      for (let i = 0; i < size; i += 1) await slots.claim(other, 20, expires);
      expect(await new SlotCounter(connection).count(other)).toBe(size);
    }
  });

  it('sweeps expired slots only', async () => {
    const old = `old-${uniqueSuffix()}`;
    const fresh = `fresh-${uniqueSuffix()}`;
    await slots.claim(old, 2, new Date(Date.now() - 1000));
    await slots.claim(fresh, 2, new Date(Date.now() + 60_000));
    expect(await slots.sweepExpired()).toBeGreaterThanOrEqual(1);
    expect(await slots.count(old)).toBe(0);
    expect(await slots.count(fresh)).toBe(1);
  });
});

describe('RateLimiter', () => {
  it('does not let a burst straddling a window boundary double the limit', async () => {
    const limiter = new RateLimiter(slots);
    const rule = { limit: 4, windowMs: 60_000 };
    const key = `edge:${uniqueSuffix()}`;
    const end = 20 * 60_000;
    for (let i = 0; i < 4; i += 1) expect((await limiter.hit(key, rule, end - 1000)).allowed).toBe(true);
    // Two seconds later a new window has begun, but the last minute already holds 4 hits.
    const denied = await limiter.hit(key, rule, end + 1000);
    expect(denied.allowed).toBe(false);
    // A quarter into the new window, 3 of the 4 old hits still count: one more is allowed.
    expect((await limiter.hit(key, rule, end + 15_000)).allowed).toBe(true);
    expect((await limiter.hit(key, rule, end + 15_000)).allowed).toBe(false);
  });

  it('counts per key and window, says when to retry, and resets a window', async () => {
    const limiter = new RateLimiter(slots);
    const rule = { limit: 2, windowMs: 60_000 };
    const key = `ip:${uniqueSuffix()}`;
    const now = 10 * 60_000 + 15_000; // 45 s before the window ends
    expect((await limiter.hit(key, rule, now)).allowed).toBe(true);
    expect((await limiter.hit(key, rule, now)).allowed).toBe(true);
    expect(await limiter.hit(key, rule, now)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await limiter.hit(`${key}-other`, rule, now)).allowed).toBe(true);
    expect((await limiter.hit(key, rule, now + 60_000)).allowed).toBe(false); // the 2 recent hits still count
    expect((await limiter.hit(key, rule, now + 90_000)).allowed).toBe(true);
    await limiter.reset(key, rule, now);
    expect((await limiter.hit(key, rule, now)).allowed).toBe(true);
  });

  it('words retry times for people', () => {
    expect(humanDuration(1)).toBe('1 second');
    expect(humanDuration(30)).toBe('30 seconds');
    expect(humanDuration(600)).toBe('10 minutes');
  });
});

describe('mailer', () => {
  it('sends through SMTP_URL to a real SMTP server', async () => {
    const mailer = createMailer({ SMTP_URL: smtp.url, MAIL_FROM: 'Hiring <no-reply@hiring.test>', PRODUCT_NAME: 'InterviewProof' }, logger);
    expect(mailer.transport).toBe('smtp');
    const to = `someone.${uniqueSuffix()}@example.test`;
    await mailer.send({ to, subject: 'Your code', text: 'Your code is 123456', html: '<p>Your code is <b>123456</b></p>' });
    expect(await smtp.waitForCode(to)).toBe('123456');
    const mail = smtp.messages.find((m) => m.to.includes(to))!;
    expect(mail).toMatchObject({ from: 'no-reply@hiring.test', subject: 'Your code' });
    expect(mail.html).toContain('<b>123456</b>');
    mailer.close();
  });

  it('writes to the dev outbox folder and logs where, never the code, when SMTP_URL is unset', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'outbox-'));
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const mailer = createMailer({ PRODUCT_NAME: 'Acme Talent', MAIL_OUTBOX_DIR: dir }, pino({ level: 'info' }, sink));
    expect(mailer.transport).toBe('outbox');
    await mailer.send({ to: 'dev@example.test', subject: 'Verify 123456', text: 'Code 654321' });
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = await readFile(join(dir, files[0]!), 'utf8');
    expect(raw).toContain('To: dev@example.test');
    // without MAIL_FROM the sender is the configured product name (issue 16: one brand)
    expect(raw).toContain('From: Acme Talent <no-reply@localhost>');
    expect(mailer.product).toBe('Acme Talent');
    expect(raw).toContain('Code 654321');
    expect(lines.join('\n')).toContain(files[0]!);
    expect(lines.join('\n')).not.toMatch(/654321|123456/);
    await rm(dir, { recursive: true });
  });
});
