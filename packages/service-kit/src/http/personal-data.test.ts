import { afterAll, describe, expect, it } from '@jest/globals';
import Fastify from 'fastify';
import { PERSONAL_DATA_PATH } from '@hiring/contracts';
import { registerInternalCredential } from './internal-credential.js';
import { exportRecord, registerPersonalDataRoute } from './personal-data.js';
import { loggableUrl } from './loggable-url.js';

const SECRET = 'internal-4f8a9c2e71b3d6058e1f7a2c9b4d3e6f';

async function serviceWith(secret: string | undefined) {
  const app = Fastify();
  registerInternalCredential(app, secret);
  const asked: string[] = [];
  registerPersonalDataRoute(app, Boolean(secret), async (userId) => {
    asked.push(userId);
    return { account: { id: userId, email: 'ada@example.test' } };
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  // Fastify's inject needs light-my-request's CommonJS cookie parser, which jest's ESM mode cannot load.
  const ask = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, { headers });
    return { statusCode: response.status, headers: Object.fromEntries(response.headers), body: await response.text() };
  };
  opened.push(app);
  return { ask, asked };
}

const opened: ReturnType<typeof Fastify>[] = [];
afterAll(async () => {
  await Promise.all(opened.map((app) => app.close()));
});

describe('GET /internal/personal-data/:userId', () => {
  it('answers the gateway (the internal secret) with the section, uncached', async () => {
    const { ask, asked } = await serviceWith(SECRET);
    const answer = await ask(`${PERSONAL_DATA_PATH}/u-1`, { 'x-internal-secret': SECRET });
    expect([answer.statusCode, JSON.parse(answer.body), answer.headers['cache-control']]).toEqual([
      200,
      { account: { id: 'u-1', email: 'ada@example.test' } },
      'no-store',
    ]);
    expect(asked).toEqual(['u-1']);
  });

  it('answers nobody else, and nobody at all where no secret is configured', async () => {
    const guarded = await serviceWith(SECRET);
    expect((await guarded.ask(`${PERSONAL_DATA_PATH}/u-1`)).statusCode).toBe(401);
    expect((await guarded.ask(`${PERSONAL_DATA_PATH}/u-1`, { 'x-internal-secret': 'guess' })).statusCode).toBe(401);
    const open = await serviceWith(undefined);
    const refused = await open.ask(`${PERSONAL_DATA_PATH}/u-1`);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('ada@example.test');
    expect([...guarded.asked, ...open.asked]).toEqual([]);
  });

  it('refuses ids that are not ids before asking the database', async () => {
    const { ask, asked } = await serviceWith(SECRET);
    const odd = await ask(`${PERSONAL_DATA_PATH}/${encodeURIComponent('{"$ne":1}')}`, { 'x-internal-secret': SECRET });
    expect(odd.statusCode).toBe(400);
    expect(asked).toEqual([]);
  });
});

describe('exportRecord', () => {
  it('names the id, writes dates as ISO text and leaves out the outbox and the named secrets', () => {
    const record = exportRecord({ _id: 'k1', name: 'CI', secretHash: 'abc', outbox: [{ value: '{}' }], __v: 3, createdAt: new Date('2026-12-01T10:00:00Z') }, [
      'secretHash',
    ]);
    expect(record).toEqual({ id: 'k1', name: 'CI', createdAt: '2026-12-01T10:00:00.000Z' });
  });
});

describe('loggableUrl', () => {
  it('hides the secret of a data export link, and nothing else', () => {
    expect(loggableUrl('/api/me/export/Zx9_secret-part')).toBe('/api/me/export/[link]');
    expect(loggableUrl('/api/me/export/Zx9?x=1')).toBe('/api/me/export/[link]?x=1');
    expect(loggableUrl('/api/me/export/schema.json')).toBe('/api/me/export/schema.json');
    expect(loggableUrl('/api/me/export')).toBe('/api/me/export');
    expect(loggableUrl('/api/company/candidate-details/abc')).toBe('/api/company/candidate-details/abc');
  });
});
