import { createHmac } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { newWebhookSecret, signedHeaders, verifySignature } from '../../src/domain/webhooks/signing.js';

/** Standard Webhooks signing: HMAC-SHA256 over `${id}.${timestamp}.${body}` with the decoded whsec_ key. */
describe('webhook signing', () => {
  const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
  const body = '{"type":"tokens.low","id":"msg_p5jXN8AQM9LWM0D4loKWxJek","timestamp":"2024-01-01T00:00:00.000Z","data":{}}';

  it('matches the HMAC a receiver computes by hand', () => {
    const headers = signedHeaders(secret, 'msg_1', 1_700_000_000, body);
    const expected = createHmac('sha256', Buffer.from('MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', 'base64')).update(`msg_1.1700000000.${body}`).digest('base64');
    expect(headers).toEqual({ 'webhook-id': 'msg_1', 'webhook-timestamp': '1700000000', 'webhook-signature': `v1,${expected}` });
  });

  it('verifies its own signatures and refuses a changed body, another secret, an old timestamp', () => {
    const now = 1_700_000_000;
    const headers = signedHeaders(secret, 'msg_2', now, body);
    expect(verifySignature(secret, { ...headers }, body, { now })).toBe(true);
    // several signatures during a rotation: one match is enough
    expect(verifySignature(secret, { ...headers, 'webhook-signature': `v1,AAAA ${headers['webhook-signature']}` }, body, { now })).toBe(true);
    expect(verifySignature(secret, { ...headers }, `${body} `, { now })).toBe(false);
    expect(verifySignature(newWebhookSecret(), { ...headers }, body, { now })).toBe(false);
    expect(verifySignature(secret, { ...headers }, body, { now: now + 301 })).toBe(false);
    expect(verifySignature(secret, { 'webhook-id': 'msg_2' }, body, { now })).toBe(false);
  });

  it('makes whsec_ secrets of 32 random bytes', () => {
    const secret1 = newWebhookSecret();
    expect(secret1).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret1.slice(6), 'base64')).toHaveLength(32);
    expect(newWebhookSecret()).not.toBe(secret1);
  });
});
