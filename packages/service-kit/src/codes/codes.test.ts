import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Connection } from 'mongoose';
import { connectMongo, ensureIndexes } from '../mongo/connect.js';
import { SlotCounter } from '../rate-limit/index.js';
import { uniqueSuffix } from '../testing/index.js';
import { CodeBook, oneTimeCodeModel } from './index.js';

/** The code book on the real database: scopes, cooldown, tries, single use (FerretDB). */
let connection: Connection;
let codes: CodeBook<'verify'>;
let clock = Date.now();

beforeAll(async () => {
  connection = await connectMongo(process.env['MONGO_URL']!, `kit_codes_${uniqueSuffix()}`);
  codes = new CodeBook<'verify'>({ codes: oneTimeCodeModel(connection), slots: new SlotCounter(connection), secret: 'x'.repeat(40), now: () => clock });
  await ensureIndexes(connection);
});
afterAll(async () => {
  await connection?.dropDatabase().catch(() => undefined);
  await connection?.close();
});

describe('CodeBook', () => {
  it('keeps codes of one address apart per scope, each with its own cooldown', async () => {
    const email = `shared.${uniqueSuffix()}@example.test`;
    const a = await codes.issue('verify', email, { live: true, scope: 'candidate-a' });
    const b = await codes.issue('verify', email, { live: true, scope: 'candidate-b' });
    expect(a.issued && b.issued).toBe(true);
    if (!a.issued || !b.issued) return;
    expect(await codes.issue('verify', email, { live: true, scope: 'candidate-a' })).toMatchObject({ issued: false, retryAfterSeconds: 30 });
    expect(await codes.cooldownSeconds('verify', email, { scope: 'candidate-b' })).toBe(30);
    // a's code does not work for b, and the other way round
    if (a.code !== b.code) expect(await codes.check('verify', email, a.code, { scope: 'candidate-b' })).toEqual({ ok: false, reason: 'invalid' });
    expect(await codes.check('verify', email, a.code, { scope: 'candidate-a' })).toEqual({ ok: true, id: a.id });
    // used once
    expect(await codes.check('verify', email, a.code, { scope: 'candidate-a' })).toEqual({ ok: false, reason: 'invalid' });
    // no scope is another sequence again
    expect((await codes.issue('verify', email, { live: true })).issued).toBe(true);
  });

  it('allows 5 tries per code, expires after 15 minutes, and issues again after the cooldown', async () => {
    const email = `tries.${uniqueSuffix()}@example.test`;
    const issued = await codes.issue('verify', email, { live: true, scope: 's' });
    if (!issued.issued) throw new Error('not issued');
    const wrong = issued.code === '000000' ? '111111' : '000000';
    const tries = await Promise.all(Array.from({ length: 8 }, () => codes.check('verify', email, wrong, { scope: 's' })));
    expect(tries.filter((t) => !t.ok && t.reason === 'invalid')).toHaveLength(5);
    expect(tries.filter((t) => !t.ok && t.reason === 'exhausted')).toHaveLength(3);
    expect(await codes.check('verify', email, issued.code, { scope: 's' })).toEqual({ ok: false, reason: 'exhausted' });
    clock += 31_000;
    const again = await codes.issue('verify', email, { live: true, scope: 's' });
    if (!again.issued) throw new Error('not issued');
    clock += 15 * 60_000 + 1;
    expect(await codes.check('verify', email, again.code, { scope: 's' })).toEqual({ ok: false, reason: 'expired' });
  });

  it('issues one code to racing first requests, and a code that takes a deleted code’s id starts with all its tries', async () => {
    const email = `reuse.${uniqueSuffix()}@example.test`;
    const racing = await Promise.all(Array.from({ length: 6 }, () => codes.issue('verify', email, { live: true })));
    expect(racing.filter((result) => result.issued)).toHaveLength(1);
    const first = racing.find((result) => result.issued);
    if (!first?.issued) throw new Error('not issued');
    const wrong = first.code === '000000' ? '111111' : '000000';
    for (let n = 0; n < 5; n += 1) await codes.check('verify', email, wrong);
    expect(await codes.check('verify', email, first.code)).toEqual({ ok: false, reason: 'exhausted' });
    // The address's codes deleted (an erasure): the next code takes the same id...
    await oneTimeCodeModel(connection).deleteMany({ email });
    clock += 1;
    const next = await codes.issue('verify', email, { live: true });
    if (!next.issued) throw new Error('not issued');
    expect(next.id).toBe(first.id);
    // ...and is not "exhausted" by the tries of the code that had it before.
    expect(await codes.check('verify', email, next.code)).toEqual({ ok: true, id: next.id });
  });

  it('runs a decoy like a live code: its tries run out and it expires the same way (no enumeration)', async () => {
    const answers = async (live: boolean) => {
      const email = `decoy.${live}.${uniqueSuffix()}@example.test`;
      const issued = await codes.issue('verify', email, { live });
      if (!issued.issued) throw new Error('not issued');
      const wrong = issued.code === '000000' ? '111111' : '000000';
      const reasons: string[] = [];
      for (let i = 0; i < 6; i += 1) {
        const result = await codes.check('verify', email, wrong);
        reasons.push(result.ok ? 'ok' : result.reason);
      }
      return reasons;
    };
    const [live, decoy] = [await answers(true), await answers(false)];
    expect(decoy).toEqual(live);
    expect(live.at(-1)).toBe('exhausted');

    const email = `decoy.expiry.${uniqueSuffix()}@example.test`;
    const issued = await codes.issue('verify', email, { live: false });
    if (!issued.issued) throw new Error('not issued');
    expect(await codes.check('verify', email, issued.code)).toEqual({ ok: false, reason: 'invalid' });
    clock += 16 * 60_000;
    expect(await codes.check('verify', email, issued.code)).toEqual({ ok: false, reason: 'expired' });
  });
});
