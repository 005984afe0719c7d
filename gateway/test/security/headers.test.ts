import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { RunningGateway } from '@hiring/gateway';
import { startLoneGateway } from '@hiring/test-kit/stack';

/** Issue 12: the gateway sent no security headers. Now @fastify/helmet, with a CSP the web app passes. */
let gateway: RunningGateway;

beforeAll(async () => {
  gateway = await startLoneGateway();
});

afterAll(async () => {
  await gateway?.stop();
});

describe('security headers', () => {
  it.each(['/', '/api/no-such-route', '/graphql?query=%7B__typename%7D'])('are on %s', async (path) => {
    const response = await fetch(`${gateway.url}${path}`, { headers: { 'apollo-require-preflight': 'true' } });
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});
